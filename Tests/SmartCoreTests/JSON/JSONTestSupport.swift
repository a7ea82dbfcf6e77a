import Foundation
import SmartCore

/// The error thrown when parsing `text`, or nil when it parses.
func parseFailure(_ text: String, options: SmartJSONParsingOptions = SmartJSONParsingOptions()) -> SmartJSONParseError?
{
    do {
        _ = try SmartJSONValue(parsing: text, options: options)
        return nil
    } catch {
        return error
    }
}

/// The error thrown when parsing `bytes`, or nil when they parse.
func parseFailure(bytes: [UInt8], options: SmartJSONParsingOptions = SmartJSONParsingOptions()) -> SmartJSONParseError?
{
    do {
        _ = try SmartJSONValue(parsing: bytes, options: options)
        return nil
    } catch {
        return error
    }
}

/// `depth` arrays inside each other: `[[[]]]` for 3.
func nestedArrays(depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
}

/// `depth` objects inside each other: `{"a":{"a":{"a":null}}}` for 3.
func nestedObjects(depth: Int) -> String {
    String(repeating: #"{"a":"#, count: depth) + "null" + String(repeating: "}", count: depth)
}

/// How many arrays are nested along the first-element chain of `value`.
func arrayNestingDepth(_ value: SmartJSONValue) -> Int {
    var depth = 0
    var current = value
    while case .array(let elements) = current {
        depth += 1
        guard let first = elements.first else { break }
        current = first
    }
    return depth
}

/// How many objects are nested along the `"a"` member chain of `value`.
func objectNestingDepth(_ value: SmartJSONValue) -> Int {
    var depth = 0
    var current = value
    while case .object(let object) = current {
        depth += 1
        guard let next = object["a"] else { break }
        current = next
    }
    return depth
}

/// The hash value of `value` from a fresh hasher.
func hashOf<T: Hashable>(_ value: T) -> Int {
    var hasher = Hasher()
    hasher.combine(value)
    return hasher.finalize()
}

/// Raw UTF-8 bytes of `text`.
func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

/// The byte offset of the first occurrence of `needle` in `text`.
func byteOffset(of needle: String, in text: String) -> Int? {
    let haystack = Array(text.utf8)
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty, pattern.count <= haystack.count else { return nil }
    for start in 0...(haystack.count - pattern.count) where Array(haystack[start..<(start + pattern.count)]) == pattern
    {
        return start
    }
    return nil
}

/// This test binary, when it can be started again directly (Linux `swift test`).
var restartableTestBinary: URL? {
    guard let path = CommandLine.arguments.first, path.hasSuffix(".xctest") else { return nil }
    let url = URL(fileURLWithPath: path)
    return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
}

/// Runs the test `filter` names in a child process started from `binary`, with
/// `variable` set to `request|<result file>`; returns what the child wrote to the result
/// file ("ok" when all went well), or how the child died. A stack overflow in the child
/// is then an ordinary failure here instead of the end of the whole test run.
func runInChildProcess(binary: URL, filter: String, variable: String, request: String) throws -> String {
    let resultURL = FileManager.default.temporaryDirectory
        .appendingPathComponent("smartcore-child-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: resultURL) }
    let process = Process()
    process.executableURL = binary
    process.arguments = ["--testing-library", "swift-testing", "--filter", filter]
    var environment = ProcessInfo.processInfo.environment
    environment[variable] = "\(request)|\(resultURL.path)"
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    if process.terminationReason == .uncaughtSignal {
        return "crashed with signal \(process.terminationStatus)"
    }
    guard let written = try? String(contentsOf: resultURL, encoding: .utf8) else {
        return "the child did not report (exit status \(process.terminationStatus))"
    }
    return written
}

/// The request and result file a child process started by `runInChildProcess` was given
/// in `variable`, or nil in the parent process.
func childProcessRequest(_ variable: String) -> (request: String, resultPath: String)? {
    guard let spec = ProcessInfo.processInfo.environment[variable],
        let separator = spec.lastIndex(of: "|")
    else { return nil }
    return (String(spec[..<separator]), String(spec[spec.index(after: separator)...]))
}
