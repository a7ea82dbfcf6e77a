import Foundation
import SmartTestSupport
import Testing

/// The child-process probes start this test binary again with the command `swift test`
/// used: the bundle itself on Linux, `swiftpm-testing-helper` on macOS.
@Suite("Starting the test binary again")
struct TestRelaunchTests {
    @Test func linuxRunsTheBundleItself() throws {
        // An executable file named like a Linux test bundle.
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("Relaunch-\(UUID()).xctest")
        try Data("#!/bin/sh\n".utf8).write(to: bundle)
        defer { try? FileManager.default.removeItem(at: bundle) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bundle.path)
        let relaunch = try #require(TestRelaunch(arguments: [bundle.path, "--testing-library", "swift-testing"]))
        #expect(relaunch.executable.path == bundle.path)
        #expect(relaunch.arguments(filter: "A/b") == ["--testing-library", "swift-testing", "--filter", "A/b"])
    }

    @Test func macOSRunsTheTestingHelperWithTheBundlePath() throws {
        let helper = "/bin/sh"  // stands in for swiftpm-testing-helper
        let binary = "/build/debug/PackageTests.xctest/Contents/MacOS/PackageTests"
        let relaunch = try #require(
            TestRelaunch(arguments: [
                helper, "--test-bundle-path", binary, binary, "--testing-library", "swift-testing", "--filter", "X",
            ]))
        #expect(relaunch.executable.path == helper)
        #expect(
            relaunch.arguments(filter: "Probe/probe") == [
                "--test-bundle-path", binary, binary, "--testing-library", "swift-testing", "--filter", "Probe/probe",
            ])
    }

    @Test func anyOtherRunnerHasNothingToRepeat() {
        #expect(TestRelaunch(arguments: []) == nil)
        #expect(TestRelaunch(arguments: ["/bin/sh", "-c", "true"]) == nil)
        #expect(TestRelaunch(arguments: ["/bin/sh", "--test-bundle-path"]) == nil)
        #expect(TestRelaunch(arguments: ["/no/such/Package.xctest"]) == nil)
    }

    @Test(.enabled(if: ChildProcessProbe.relaunch != nil, "needs to start this test binary again (swift test)"))
    func aChildThatFindsNoProbeExitsCleanly() throws {
        let relaunch = try #require(ChildProcessProbe.relaunch)
        let status = try relaunch.run(filter: "TestRelaunchTests/no-such-test", environment: [:])
        #expect(status.signal == nil)
    }
}
