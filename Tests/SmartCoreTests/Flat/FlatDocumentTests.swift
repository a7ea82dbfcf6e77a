import Foundation
import Testing

@testable import SmartCore

/// The flat form the decoder reads: the same documents and errors as the tree parser,
/// entries that describe the document exactly, and subtrees skipped in one step.
@Suite("Flat document")
struct FlatDocumentTests {
    static func flat(_ text: String, options: SmartJSONParsingOptions = SmartJSONParsingOptions()) throws
        -> FlatDocument
    {
        try SmartJSONValue.flatDocument(text, options: options)
    }

    /// Walks every entry the way the decoder does, checking counts and subtree ends.
    static func checkStructure(_ document: FlatDocument) {
        var pending: [(index: Int, isObject: Bool, remaining: Int, end: Int)] = []
        var index = 0
        while index < document.entryCount {
            if let top = pending.last, top.isObject {
                #expect(document.kind(at: index) == .string, "member name expected at \(index)")
                index += 1
            }
            let entry = document[index]
            if entry.kind.isContainer, entry.length > 0 {
                pending.append((index, entry.kind == .object, Int(entry.length), entry.payload))
                index += 1
                continue
            }
            index = document.next(after: index)
            while var top = pending.popLast() {
                top.remaining -= 1
                if top.remaining > 0 {
                    pending.append(top)
                    break
                }
                #expect(index == top.end, "container at \(top.index) should end at \(top.end), ends at \(index)")
            }
            if pending.isEmpty { break }
        }
        #expect(index == document.entryCount)
    }

    @Test(
        "JSON_checker pass files: the flat form builds the same tree",
        .enabled(if: SharedData.jsonCheckerAvailable, "../shared/data/jsonchecker is absent; skipped"),
        arguments: SharedData.jsonCheckerFileNames(prefix: "pass"))
    func checkerPassFiles(name: String) throws {
        let data = try SharedData.jsonCheckerFile(name)
        let document = try data.withUnsafeBytes {
            try JSONScanner.flatDocument(
                $0.bindMemory(to: UInt8.self), options: SmartJSONParsingOptions(), copyingBytes: true)
        }
        #expect(document.jsonValue(at: 0) == (try SmartJSONValue(parsing: data)))
        Self.checkStructure(document)
    }

    @Test(
        "JSON_checker fail files: the flat form fails the same way",
        .enabled(if: SharedData.jsonCheckerAvailable, "../shared/data/jsonchecker is absent; skipped"),
        arguments: SharedData.jsonCheckerFileNames(prefix: "fail"))
    func checkerFailFiles(name: String) throws {
        let data = try SharedData.jsonCheckerFile(name)
        let options = SmartJSONParsingOptions(maximumDepth: 19)
        var treeError: SmartJSONParseError?
        do { _ = try SmartJSONValue(parsing: data, options: options) } catch { treeError = error }
        var flatError: SmartJSONParseError?
        do {
            _ = try data.withUnsafeBytes {
                try JSONScanner.flatDocument($0.bindMemory(to: UInt8.self), options: options, copyingBytes: true)
            }
        } catch let error as SmartJSONParseError {
            flatError = error
        }
        #expect(treeError != nil)
        #expect(flatError == treeError)
    }

    @Test(
        "Benchmark documents: the flat form builds the same tree",
        .enabled(if: SharedData.benchAvailable, "../shared/data/bench is absent; skipped"),
        arguments: SharedData.benchFileNames)
    func benchFiles(name: String) throws {
        let data = try SharedData.benchFile(name)
        let document = try data.withUnsafeBytes {
            try JSONScanner.flatDocument(
                $0.bindMemory(to: UInt8.self), options: SmartJSONParsingOptions(), copyingBytes: true)
        }
        #expect(document.jsonValue(at: 0) == (try SmartJSONValue(parsing: data)))
        Self.checkStructure(document)
    }

    @Test func entriesDescribeEachKind() throws {
        let document = try Self.flat(
            #"{"i": -12, "big": 12345678901234567890, "z": -0, "d": 1.5e3, "s": "a\nb", "t": true, "f": false, "n": null, "a": [1, [2]], "o": {}}"#
        )
        let root = FlatCursor(document, 0)
        #expect(root.flatKind == .object)
        #expect(root.entry.length == 10)
        #expect(root.entry.payload == document.entryCount)
        func member(_ name: String) throws -> FlatCursor { try #require(KeyLookup.value(named: name, in: root)) }
        #expect(try member("i").entry.kind == .integer)
        #expect(try member("i").entry.integer == -12)
        #expect(try member("big").entry.kind == .number)
        #expect(try member("big").entry.has(FlatEntry.isIntegerLiteral))
        #expect(try member("z").entry.kind == .number)
        #expect(try member("d").entry.kind == .number)
        #expect(!(try member("d").entry.has(FlatEntry.isIntegerLiteral)))
        #expect(try member("s").entry.has(FlatEntry.hasEscapes))
        #expect(try member("s").stringValue == "a\nb")
        #expect(try member("t").boolValue == true)
        #expect(try member("f").boolValue == false)
        #expect(try member("n").isNull)
        let array = try member("a")
        #expect(array.entry.length == 2)
        // Skipping the array passes over its nested array in one step.
        #expect(document.next(after: array.index) == array.index + 4)
        #expect(try member("o").entry.length == 0)
        #expect(try member("big").numberValue?.text == "12345678901234567890")
        #expect(try member("big").numberValue?.exactly(UInt64.self) == 12_345_678_901_234_567_890)
        #expect(try member("d").numberValue?.exactly(Int.self) == 1500)
        #expect(try member("z").numberValue?.doubleValue.sign == .minus)
    }

    @Test func lookupsTakeTheLastOfRepeatedNames() throws {
        let document = try Self.flat(#"{"a": 1, "b": 2, "a": 3, "\u0062": 4}"#)
        let root = FlatCursor(document, 0)
        #expect(root.entry.has(FlatEntry.hasRepeatedKeys))
        #expect(KeyLookup.value(named: "a", in: root)?.numberValue?.exactly(Int.self) == 3)
        #expect(KeyLookup.value(named: "b", in: root)?.numberValue?.exactly(Int.self) == 4)
        let distinct = try Self.flat(#"{"a": 1, "ab": 2, "ba": 3, "b": 4}"#)
        #expect(!FlatCursor(distinct, 0).entry.has(FlatEntry.hasRepeatedKeys))
    }

    @Test func hintsFindMembersInAnyOrder() throws {
        let document = try Self.flat(#"{"c": 3, "a": 1, "x": {"a": 20, "d": 4}, "b": 2}"#)
        let root = FlatCursor(document, 0)
        var start = root.index + 1
        let order: [(String, Int?)] = [
            ("a", 1), ("b", 2), ("c", 3), ("a", 1), ("x", nil), ("c", 3), ("d", nil), ("b", 2),
        ]
        for (name, expected) in order {
            let found = KeyLookup.value(named: name, in: root, start: &start)
            if let expected {
                #expect(found?.numberValue?.exactly(Int.self) == expected, "\(name)")
            } else if name == "x" {
                #expect(found?.flatKind == .object)
            } else {
                #expect(found == nil, "\(name)")
            }
        }
        // After a find, the search starts at the next member: "b" follows "x" here.
        var afterX = root.index + 1
        let nested = try #require(KeyLookup.value(named: "x", in: root, start: &afterX))
        #expect(root.document.string(at: afterX) == "b")
        // A nested object is searched from its own first member.
        var nestedStart = nested.index + 1
        #expect(KeyLookup.value(named: "d", in: nested, start: &nestedStart)?.numberValue?.exactly(Int.self) == 4)
        #expect(KeyLookup.value(named: "a", in: nested, start: &nestedStart)?.numberValue?.exactly(Int.self) == 20)
    }

    @Test func trailingCommasAreStrictByDefault() throws {
        #expect(throws: SmartJSONParseError.self) { try Self.flat("[1, 2,]") }
        #expect(throws: SmartJSONParseError.self) { try SmartJSONValue(parsing: #"{"a": 1,}"#) }
        let lenient = SmartJSONParsingOptions(allowsTrailingCommas: true)
        let document = try Self.flat("[1,\n  {\"a\": [2,],},\n]", options: lenient)
        #expect(document.trailingCommas.count == 3)
        let locations = document.lineAndColumn(ofOffsets: document.trailingCommas)
        #expect(locations.map(\.line) == [2, 2, 2])
        #expect(locations.map(\.column) == [11, 13, 15])
        #expect(try SmartJSONValue(parsing: "[1, 2,]", options: lenient) == [1, 2])
        // Only one comma, and only before a closing bracket.
        #expect(throws: SmartJSONParseError.self) { try Self.flat("[1,,]", options: lenient) }
        #expect(throws: SmartJSONParseError.self) { try Self.flat("[,]", options: lenient) }
        #expect(throws: SmartJSONParseError.self) { try Self.flat(#"{,}"#, options: lenient) }
    }

    @Test func treesFlattenToTheSameDocument() throws {
        var object = SmartJSONObject()
        object.append(key: "k", value: 1)
        object.append(key: "k", value: 2)
        let tree: SmartJSONValue = [
            "n": .number(SmartJSONNumber(Double.nan)), "inf": .number(SmartJSONNumber(-Double.infinity)),
            "big": .number(try #require(SmartJSONNumber(text: "123456789012345678901234"))),
            "s": "é\u{1F600}", "a": [1, [true, nil], ["x": "y"]], "dup": .object(object),
        ]
        let document = try #require(FlatDocument.flattening(tree, maximumDepth: 16))
        let back = document.jsonValue(at: 0)
        #expect(back["s"] == "é\u{1F600}")
        #expect(back["a"] == [1, [true, nil], ["x": "y"]])
        #expect(back["big"]?.numberValue?.text == "123456789012345678901234")
        #expect(back["n"]?.numberValue?.doubleValue.isNaN == true)
        #expect(back["inf"]?.numberValue?.doubleValue == -.infinity)
        #expect(back["dup"]?["k"] == 2)
        Self.checkStructure(document)
        var deep: SmartJSONValue = 1
        for _ in 0..<20 { deep = [deep] }
        #expect(FlatDocument.flattening(deep, maximumDepth: 20) != nil)
        #expect(FlatDocument.flattening(deep, maximumDepth: 19) == nil)
    }
}
