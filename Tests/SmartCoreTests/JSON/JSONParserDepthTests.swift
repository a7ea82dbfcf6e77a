import Foundation
import SmartCore
import SmartTestSupport
import Testing

/// What parsing a deeply nested document gave, small enough to hand across threads (the
/// deep tree itself is built and freed on the worker thread).
enum DeepParseOutcome: Sendable, Equatable {
    /// Parsed; the nesting depth measured along the first-element / `"a"` chain.
    case parsed(depth: Int)
    case failed(kind: SmartJSONParseError.Kind, offset: Int, message: String)
    /// The worker thread did not finish in time.
    case timedOut
}

/// Parses `text` on a thread with a generous stack (64 MiB), so these tests check the
/// nesting limit itself whatever stack the test runner's threads have. The small-stack
/// guarantee is tested separately in `JSONParserSmallStackTests`.
func parseDeep(_ text: String, options: SmartJSONParsingOptions = SmartJSONParsingOptions()) -> DeepParseOutcome {
    let outcome = runOnThread(stackSize: 64 << 20) { () -> DeepParseOutcome in
        do throws(SmartJSONParseError) {
            let value = try SmartJSONValue(parsing: text, options: options)
            return .parsed(depth: max(arrayNestingDepth(value), objectNestingDepth(value)))
        } catch {
            return .failed(kind: error.kind, offset: error.offset, message: error.message)
        }
    }
    return outcome ?? .timedOut
}

@Suite("JSONParser: nesting limit")
struct JSONParserDepthTests {
    @Test func defaultLimitIsWithinTheSupportedRange() {
        #expect(SmartJSONParsingOptions.defaultMaximumDepth >= 1)
        #expect(SmartJSONParsingOptions.defaultMaximumDepth <= SmartJSONParsingOptions.maximumSupportedDepth)
        #expect(SmartJSONParsingOptions().maximumDepth == SmartJSONParsingOptions.defaultMaximumDepth)
        #expect(SmartJSONParsingOptions().allowsTopLevelScalars)
    }

    @Test func nestingAtTheDefaultLimitParses() {
        let limit = SmartJSONParsingOptions.defaultMaximumDepth
        #expect(parseDeep(nestedArrays(depth: limit)) == .parsed(depth: limit))
        #expect(parseDeep(nestedObjects(depth: limit)) == .parsed(depth: limit))
    }

    @Test func nestingBeyondTheDefaultLimitFails() throws {
        let limit = SmartJSONParsingOptions.defaultMaximumDepth
        guard case .failed(let kind, let offset, let message) = parseDeep(nestedArrays(depth: limit + 1)) else {
            Issue.record("\(limit + 1) nested arrays parsed")
            return
        }
        #expect(kind == .depthLimitExceeded)
        #expect(offset == limit)
        #expect(message.contains("\(limit)"))
        guard case .failed(let objectKind, let objectOffset, _) = parseDeep(nestedObjects(depth: limit + 1)) else {
            Issue.record("\(limit + 1) nested objects parsed")
            return
        }
        #expect(objectKind == .depthLimitExceeded)
        #expect(objectOffset == limit * 5)
    }

    @Test func siblingsDoNotAddToTheDepth() throws {
        let options = SmartJSONParsingOptions(maximumDepth: 2)
        let shallow = "[" + Array(repeating: "[1]", count: 1000).joined(separator: ",") + "]"
        #expect(try SmartJSONValue(parsing: shallow, options: options).arrayValue?.count == 1000)
        // The `[]` inside `{"a":[]}` inside the outer array is at depth 3.
        let deeper = "[" + Array(repeating: "[1]", count: 1000).joined(separator: ",") + #",{"a":[]}]"#
        let error = try #require(parseFailure(deeper, options: options))
        #expect(error.kind == .depthLimitExceeded)
        #expect(error.offset == deeper.utf8.count - 4)
    }

    @Test(arguments: [1, 2, 3, 10, 100, 1000])
    func customLimitIsHonoured(limit: Int) {
        let options = SmartJSONParsingOptions(maximumDepth: limit)
        #expect(parseDeep(nestedArrays(depth: limit), options: options) == .parsed(depth: limit))
        #expect(parseDeep(nestedObjects(depth: limit), options: options) == .parsed(depth: limit))
        let arrays = parseDeep(nestedArrays(depth: limit + 1), options: options)
        guard case .failed(let kind, let offset, _) = arrays else {
            Issue.record("\(limit + 1) nested arrays gave \(arrays)")
            return
        }
        #expect(kind == .depthLimitExceeded)
        #expect(offset == limit)
        let objects = parseDeep(nestedObjects(depth: limit + 1), options: options)
        guard case .failed(let objectKind, _, _) = objects else {
            Issue.record("\(limit + 1) nested objects gave \(objects)")
            return
        }
        #expect(objectKind == .depthLimitExceeded)
    }

    @Test(arguments: [0, -1, Int.min])
    func limitsBelowOneMeanOne(limit: Int) throws {
        let options = SmartJSONParsingOptions(maximumDepth: limit)
        #expect(try SmartJSONValue(parsing: "[1, 2]", options: options) == [1, 2])
        #expect(try SmartJSONValue(parsing: "7", options: options) == 7)
        let error = try #require(parseFailure("[[]]", options: options))
        #expect(error.kind == .depthLimitExceeded)
        #expect(error.offset == 1)
    }

    @Test(arguments: [SmartJSONParsingOptions.maximumSupportedDepth + 1, 100_000, Int.max])
    func limitsAboveTheSupportedMaximumAreClamped(limit: Int) {
        let supported = SmartJSONParsingOptions.maximumSupportedDepth
        let options = SmartJSONParsingOptions(maximumDepth: limit)
        #expect(parseDeep(nestedArrays(depth: supported), options: options) == .parsed(depth: supported))
        let beyond = parseDeep(nestedArrays(depth: supported + 1), options: options)
        guard case .failed(let kind, let offset, let message) = beyond else {
            Issue.record("\(supported + 1) nested arrays gave \(beyond)")
            return
        }
        #expect(kind == .depthLimitExceeded)
        #expect(offset == supported)
        #expect(message.contains("\(supported)"))
    }
}
