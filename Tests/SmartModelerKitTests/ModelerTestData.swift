import Foundation

/// Locates files beside the tests: the committed fixtures, and the shared benchmark data
/// next to the package checkout (`<package root>/../shared/data/bench`), which may be absent.
enum ModelerTestData {
    /// `<root>/Tests/SmartModelerKitTests/ModelerTestData.swift` → `<root>`.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static let fixturesDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures", isDirectory: true)

    static let benchDirectory: URL =
        packageRoot
        .deletingLastPathComponent()
        .appendingPathComponent("shared/data/bench", isDirectory: true)

    static func benchFileExists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: benchDirectory.appendingPathComponent(name).path)
    }

    static func benchFile(_ name: String) throws -> Data {
        try Data(contentsOf: benchDirectory.appendingPathComponent(name))
    }

    static func fixtureText(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: fixturesDirectory.appendingPathComponent(name)), as: UTF8.self)
    }

    /// With `SMARTMODELER_UPDATE_FIXTURES=1` in the environment, fixture tests rewrite
    /// the committed fixtures instead of failing (then rebuild and run the tests again).
    static var updatesFixtures: Bool {
        ProcessInfo.processInfo.environment["SMARTMODELER_UPDATE_FIXTURES"] == "1"
    }

    static func writeFixture(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: fixturesDirectory.appendingPathComponent(name))
    }
}
