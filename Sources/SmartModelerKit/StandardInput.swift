import Foundation

/// The process's standard input as `ModelerTool` sees it: whether JSON was piped or
/// redirected into it, and how to read it all.
public struct StandardInput: Sendable {
    /// `true` when standard input is a file, pipe or socket; `false` for a terminal or
    /// `/dev/null`, when `smartmodeler` without files models the built-in sample.
    public var isRedirected: Bool
    /// Reads everything up to the end.
    public var read: @Sendable () -> Data

    /// Standard input described by hand (tests use this).
    public init(isRedirected: Bool, read: @escaping @Sendable () -> Data) {
        self.isRedirected = isRedirected
        self.read = read
    }

    /// The real standard input of this process.
    public static var process: StandardInput {
        StandardInput(isRedirected: StandardInputKind.isRedirected()) {
            (try? FileHandle.standardInput.readToEnd()) ?? Data()
        }
    }
}
