import Foundation

/// Locates the shared test data next to the package checkout (`<package root>/../shared/data`).
///
/// The folder is optional: tests that need it are disabled with a message when it is absent.
enum SharedData {
    /// The package root, derived from this file's path:
    /// `<root>/Tests/SmartCoreTests/JSON/SharedTestData.swift`.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // JSON
        .deletingLastPathComponent()  // SmartCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root

    /// `<root>/../shared/data`.
    static let dataDirectory: URL =
        packageRoot
        .deletingLastPathComponent()
        .appendingPathComponent("shared", isDirectory: true)
        .appendingPathComponent("data", isDirectory: true)

    /// The JSON_checker suite (`pass*.json`, `fail*.json`, `readme.txt`).
    static let jsonCheckerDirectory: URL = dataDirectory.appendingPathComponent("jsonchecker", isDirectory: true)

    /// Benchmark documents (`canada.json`, `twitter.json`, …).
    static let benchDirectory: URL = dataDirectory.appendingPathComponent("bench", isDirectory: true)

    static var jsonCheckerAvailable: Bool { isDirectory(jsonCheckerDirectory) }

    static var benchAvailable: Bool { !benchFileNames.isEmpty }

    /// The names of the JSON_checker files starting with `prefix`, sorted, leaving out the
    /// ones whose names contain `_EXCLUDE` (see readme.txt in that folder).
    static func jsonCheckerFileNames(prefix: String) -> [String] {
        fileNames(in: jsonCheckerDirectory).filter {
            $0.hasPrefix(prefix) && $0.hasSuffix(".json") && !$0.contains("_EXCLUDE")
        }
    }

    /// The JSON_checker files exempt from the pass/fail rule.
    static var jsonCheckerExcludedFileNames: [String] {
        fileNames(in: jsonCheckerDirectory).filter { $0.hasSuffix(".json") && $0.contains("_EXCLUDE") }
    }

    /// Every `.json` file in the bench folder, sorted; empty when the folder is absent.
    static var benchFileNames: [String] {
        fileNames(in: benchDirectory).filter { $0.hasSuffix(".json") }
    }

    static func jsonCheckerFile(_ name: String) throws -> Data {
        try Data(contentsOf: jsonCheckerDirectory.appendingPathComponent(name))
    }

    static func benchFile(_ name: String) throws -> Data {
        try Data(contentsOf: benchDirectory.appendingPathComponent(name))
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func fileNames(in directory: URL) -> [String] {
        guard isDirectory(directory),
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return [] }
        return names.sorted()
    }
}
