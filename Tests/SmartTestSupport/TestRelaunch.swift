import Foundation

/// The command that starts this test binary again, running only the tests a filter
/// selects: read from the arguments `swift test` started it with.
///
/// - Linux: `swift test` runs the bundle itself (`Package.xctest --testing-library
///   swift-testing …`).
/// - macOS: it runs a helper that loads the bundle (`swiftpm-testing-helper
///   --test-bundle-path <binary> <binary> --testing-library swift-testing …`).
///
/// Anything else (Xcode's runner, an app host) has no command to repeat.
public struct TestRelaunch: Sendable, Equatable {
    /// The program to start.
    public var executable: URL
    /// The arguments that load the test bundle, before the filter.
    public var bundleArguments: [String]

    /// How a child ended: its exit code, or the signal that killed it.
    public struct Status: Sendable, Equatable {
        /// The exit code, or the signal number when `signal` is set.
        public var code: Int32
        /// The signal that ended the child, if one did.
        public var signal: Int32?
    }

    /// The relaunch command for a process started with `arguments`, or nil.
    public init?(arguments: [String]) {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        return nil
        #else
        guard let program = arguments.first else { return nil }
        if program.hasSuffix(".xctest") {
            executable = URL(fileURLWithPath: program)
            bundleArguments = []
        } else if let flag = arguments.firstIndex(of: "--test-bundle-path"), flag + 1 < arguments.count {
            let binary = arguments[flag + 1]
            executable = URL(fileURLWithPath: program)
            bundleArguments = ["--test-bundle-path", binary, binary]
        } else {
            return nil
        }
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { return nil }
        #endif
    }

    /// The arguments that run the Swift Testing tests `filter` selects.
    public func arguments(filter: String) -> [String] {
        bundleArguments + ["--testing-library", "swift-testing", "--filter", filter]
    }

    /// Starts the child with this process's environment plus `environment`, waits for it,
    /// and says how it ended. Its output goes to the given handles (discarded by default).
    public func run(
        filter: String, environment: [String: String], standardOutput: FileHandle = .nullDevice,
        standardError: FileHandle = .nullDevice
    ) throws -> Status {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        throw CocoaError(.featureUnsupported)
        #else
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments(filter: filter)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, child in child }
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        return process.terminationReason == .uncaughtSignal
            ? Status(code: status, signal: status) : Status(code: status)
        #endif
    }
}
