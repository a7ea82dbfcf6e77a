// libFuzzer target for SmartCore's JSON parser, writer and Foundation bridge.
//
// Built and run by Scripts/fuzz.sh (`Scripts/fuzz.sh parser`); see Fuzz/README.md.
// Each input is parsed as JSON bytes. Whatever parses must survive these checks, and a
// failed check traps (through `fail`) so that libFuzzer records the input as a crash:
//
//  1. Options agree: a document the strict parser accepts is accepted, and read the
//     same, with trailing commas allowed and with a tighter depth limit when it fits.
//  2. Writing round-trips: `jsonData()` and `jsonString()` (compact, and pretty with
//     sorted keys and escaped slashes) read back as an equal value with an equal hash,
//     and writing the re-read value gives the same bytes again.
//  3. Bridging holds: `anyValue` converts back with `SmartJSONValue(any:)` without an error,
//     with the same shape, and every number as `SmartJSONNumber.anyValue` promised.
//  4. Strings are whole: every string value and member name has the UTF-16 length of the
//     same bytes re-read by the standard library. A string takes its ASCII flag from the
//     scanner; a wrong one would count a UTF-16 unit per byte.
//
// Inputs that do not parse only have their error message built (it computes the line
// and column), which must not crash either.
//
// The findings listed in Fuzz/README.md are fixed; their reproducers in Fuzz/crashes/
// must pass.

import Foundation
import SmartCore

/// The libFuzzer entry point: called once per input, with bytes libFuzzer owns.
@_cdecl("LLVMFuzzerTestOneInput")
public func parserFuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    // The buffer is read in place (no copy), so AddressSanitizer sees any read past its end.
    let bytes = UnsafeBufferPointer(start: start, count: count)
    ParserFuzz.run(bytes)
    return 0
}

/// A broken invariant, described for the crash report.
struct InvariantFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

enum ParserFuzz {
    /// A smaller depth limit than the default (512), so inputs can reach it cheaply.
    static let tightDepth = 16

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let strict = parse(bytes, SmartJSONParsingOptions())
        let lenient = parse(bytes, SmartJSONParsingOptions(allowsTrailingCommas: true))
        let tight = parse(bytes, SmartJSONParsingOptions(maximumDepth: tightDepth, allowsTopLevelScalars: false))
        do {
            try check(strict: strict, lenient: lenient, tight: tight)
        } catch {
            fail(error.message, bytes)
        }
    }

    static func check(strict: SmartJSONValue?, lenient: SmartJSONValue?, tight: SmartJSONValue?)
        throws(InvariantFailure)
    {
        // 1. What the strict parser accepts, the lenient one accepts and reads the same.
        if let strict {
            guard let lenient else {
                throw InvariantFailure("accepted by default options, rejected with trailing commas allowed")
            }
            guard lenient == strict else { throw InvariantFailure("trailing-comma option changed the parsed value") }
        }
        // The tight options only ever reject more: a document within both of their limits
        // that the strict parser accepts must parse to the same value.
        if let tight {
            guard let strict, strict == tight else {
                throw InvariantFailure("tight options accepted what default options did not, or read it differently")
            }
        }
        if let strict, strict.kind == .array || strict.kind == .object, depth(of: strict) <= tightDepth, tight == nil {
            throw InvariantFailure(
                "a container document \(depth(of: strict)) levels deep was rejected with maximumDepth \(tightDepth)")
        }

        // 2 and 3 for the value read (the lenient one covers documents with trailing commas).
        if let value = strict ?? lenient {
            try checkWriting(value)
            try checkBridging(value)
            try checkStrings(value)
        }
    }

    // MARK: Strings

    /// Check 4, over the whole tree, without recursion.
    static func checkStrings(_ value: SmartJSONValue) throws(InvariantFailure) {
        var pending = [value]
        while let current = pending.popLast() {
            switch current {
            case .string(let text):
                try checkString(text)
            case .array(let elements):
                pending.append(contentsOf: elements)
            case .object(let object):
                for member in object.members {
                    try checkString(member.key)
                    pending.append(member.value)
                }
            default:
                break
            }
        }
    }

    static func checkString(_ text: String) throws(InvariantFailure) {
        let remade = String(decoding: Array(text.utf8), as: UTF8.self)
        guard text.utf16.count == remade.utf16.count, text.count == remade.count else {
            throw InvariantFailure("the string \(remade.debugDescription) was made with a wrong ASCII flag")
        }
    }

    /// Parses with `options`; on failure builds the error's message (line and column).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ options: SmartJSONParsingOptions) -> SmartJSONValue? {
        do {
            return try SmartJSONValue(parsing: bytes, options: options)
        } catch {
            // The offset must lie inside the input (or just past it, for a truncated document).
            guard error.offset >= 0, error.offset <= bytes.count else {
                fail("error offset \(error.offset) outside the input", bytes)
            }
            _ = error.description
            return nil
        }
    }

    // MARK: Writing

    static func checkWriting(_ value: SmartJSONValue) throws(InvariantFailure) {
        // Parsed numbers are always finite, so writing must not throw.
        let data: Data
        let text: String
        let pretty: String
        do {
            data = try value.jsonData()
            text = try value.jsonString()
            pretty = try value.jsonString(
                options: SmartJSONWritingOptions(prettyPrinted: true, sortedKeys: true, escapesForwardSlashes: true))
        } catch {
            throw InvariantFailure("writing a parsed value threw: \(error)")
        }
        guard Data(text.utf8) == data else {
            throw InvariantFailure("jsonString() and jsonData() wrote different bytes")
        }

        // The writer's output is strict JSON: it must parse with default options.
        let reread: SmartJSONValue
        do {
            reread = try SmartJSONValue(parsing: data)
        } catch {
            throw InvariantFailure("jsonData() output does not parse: \(error)")
        }
        guard reread == value else { throw InvariantFailure("jsonData() round trip changed the value") }
        guard reread.hashValue == value.hashValue else {
            throw InvariantFailure("equal values hash differently after a round trip")
        }

        // Writing is stable: the re-read value writes exactly the same bytes (this also
        // catches changes in member order, repeated keys and number spelling, which `==`
        // does not see).
        guard let again = try? reread.jsonData(), again == data else {
            throw InvariantFailure("writing the re-read value gave different bytes")
        }

        // The String entry point and the pretty, sorted, slash-escaping layout.
        guard let fromText = try? SmartJSONValue(parsing: text), fromText == value else {
            throw InvariantFailure("jsonString() round trip failed")
        }
        guard let fromPretty = try? SmartJSONValue(parsing: pretty), fromPretty == value else {
            throw InvariantFailure("pretty, sorted jsonString() round trip failed")
        }
    }

    // MARK: Bridging to Foundation

    static func checkBridging(_ value: SmartJSONValue) throws(InvariantFailure) {
        // Swift dictionaries compare keys by canonical equivalence, so `[String: Any]`
        // keeps one of two keys that differ only in Unicode normalization (JSON objects
        // keep both: their names compare as bytes). Not a bug to report.
        if hasCanonicallyEquivalentKeys(value) { return }
        let any = value.anyValue
        let bridged: SmartJSONValue
        do {
            bridged = try SmartJSONValue(any: any)
        } catch {
            throw InvariantFailure("SmartJSONValue(any:) rejected the output of anyValue: \(error)")
        }
        if let problem = bridgeMismatch(original: value, bridged: bridged) {
            throw InvariantFailure("anyValue then SmartJSONValue(any:) changed the value: \(problem)")
        }
    }

    /// Compares a value with its trip through `anyValue` and `SmartJSONValue(any:)`, which keeps
    /// kinds, strings, booleans and the effective members of objects (the last of repeated
    /// keys), but turns numbers into `Int`, `UInt64`, `Decimal` or `Double` on the way.
    /// Returns a description of the first difference, or nil. Iterative, like the library.
    static func bridgeMismatch(original: SmartJSONValue, bridged: SmartJSONValue) -> String? {
        var pending: [(SmartJSONValue, SmartJSONValue)] = [(original, bridged)]
        while let (left, right) = pending.popLast() {
            switch (left, right) {
            case (.null, .null):
                continue
            case (.bool(let a), .bool(let b)):
                if a != b { return "bool \(a) became \(b)" }
            case (.string(let a), .string(let b)):
                if a != b { return "string \(a.debugDescription) became \(b.debugDescription)" }
            case (.number(let a), .number(let b)):
                if let problem = numberMismatch(original: a, bridged: b) { return problem }
            case (.array(let a), .array(let b)):
                if a.count != b.count { return "array of \(a.count) became \(b.count) elements" }
                pending.append(contentsOf: zip(a, b))
            case (.object(let a), .object(let b)):
                let members = a.effectiveMembers
                if members.count != b.count {
                    return "object with \(members.count) distinct keys became \(b.count) members"
                }
                for member in members {
                    guard let other = b[member.key] else { return "key \(member.key.debugDescription) lost" }
                    pending.append((member.value, other))
                }
            default:
                return "\(left.kind) became \(right.kind)"
            }
        }
        return nil
    }

    /// Checks one number against the promise of `SmartJSONNumber.anyValue`: `Int` and `UInt64`
    /// are exact, `Decimal` is the literal's decimal value, `Double` its nearest double.
    static func numberMismatch(original: SmartJSONNumber, bridged: SmartJSONNumber) -> String? {
        switch original.anyValue {
        case let int as Int:
            guard original.intValue == int, bridged.intValue == int else {
                return "\(original) as Int \(int) became \(bridged)"
            }
        case let uint as UInt64:
            guard original.uint64Value == uint, bridged.uint64Value == uint else {
                return "\(original) as UInt64 \(uint) became \(bridged)"
            }
        case let decimal as Decimal:
            guard original.decimalValue == decimal, bridged == SmartJSONNumber(decimal) else {
                return "\(original) as Decimal \(decimal) became \(bridged)"
            }
        case let double as Double:
            guard double == original.doubleValue, bridged.doubleValue == double else {
                return "\(original) as Double \(double) became \(bridged)"
            }
        case let other:
            return "\(original) became a \(type(of: other))"
        }
        return nil
    }

    // MARK: Canonically equivalent keys

    /// Whether an object in `value` has two keys whose bytes differ but which Swift's
    /// `String ==` finds equal (canonically equivalent, like precomposed "é" and "e" +
    /// U+0301): distinct members in JSON, one key in a Swift dictionary.
    static func hasCanonicallyEquivalentKeys(_ value: SmartJSONValue) -> Bool {
        var pending = [value]
        while let current = pending.popLast() {
            switch current {
            case .array(let elements):
                pending.append(contentsOf: elements)
            case .object(let object):
                let keys = object.keys
                if Set(keys).count != Set(keys.map { Array($0.utf8) }).count { return true }
                pending.append(contentsOf: object.members.map(\.value))
            default:
                break
            }
        }
        return false
    }

    // MARK: Helpers

    /// How many arrays and objects are nested at the deepest point (0 for a scalar).
    static func depth(of value: SmartJSONValue) -> Int {
        var deepest = 0
        var pending: [(SmartJSONValue, Int)] = [(value, 0)]
        while let (current, level) = pending.popLast() {
            switch current {
            case .array(let elements):
                deepest = max(deepest, level + 1)
                for element in elements { pending.append((element, level + 1)) }
            case .object(let object):
                deepest = max(deepest, level + 1)
                for member in object.members { pending.append((member.value, level + 1)) }
            default:
                break
            }
        }
        return deepest
    }

    /// Reports a broken invariant and traps, so libFuzzer saves the input as a crash.
    static func fail(_ message: String, _ input: UnsafeBufferPointer<UInt8>) -> Never {
        let shown = String(decoding: input.prefix(200), as: UTF8.self)
        FileHandle.standardError.write(
            Data(
                "ParserFuzz: \(message)\ninput (\(input.count) bytes, first 200 shown): \(shown.debugDescription)\n"
                    .utf8))
        fatalError("ParserFuzz: \(message)")
    }
}
