import Foundation
import SmartTestSupport
import Testing

@testable import SmartCore

/// The scanner's number path (digits skipped eight at a time) agrees with the RFC 8259
/// number grammar on numbers of every length, with and without fraction and exponent,
/// valid and not, at every alignment in the input: what it accepts is exactly what the
/// grammar accepts, and an accepted number's entry spans exactly its text.
@Suite("Number scanning at every length")
struct NumberScanTests {
    /// Whether `text` is one JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digitRun() -> Int {
            let run = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            bytes = bytes.dropFirst(run)
            return run
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard let first = bytes.first, first >= 0x30, first <= 0x39 else { return false }
        if first == UInt8(ascii: "0") {
            bytes = bytes.dropFirst()
        } else {
            _ = digitRun()
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digitRun() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digitRun() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// A number-like token: sometimes valid, sometimes with a leading zero, an empty
    /// fraction or exponent, or a stray byte from the characters digit tests can confuse.
    static func token(_ random: inout SeededGenerator) -> String {
        var text = random.next(below: 3) == 0 ? "-" : ""
        switch random.next(below: 6) {
        case 0: text += "0"
        case 1: text += "0" + random.digits(1 + random.next(below: 3))  // leading zero
        default: text += String(1 + random.next(below: 9)) + random.digits(random.next(below: 30))
        }
        if random.next(below: 2) == 0 { text += "." + random.digits(random.next(below: 30)) }
        if random.next(below: 3) == 0 {
            text += ["e", "E"][random.next(below: 2)] + ["", "+", "-"][random.next(below: 3)]
            text += random.digits(random.next(below: 6))
        }
        if random.next(below: 8) == 0 {
            // A byte just outside the digit range, or one whose nibbles look like a digit's.
            let strays: [UInt8] = [0x2F, 0x3A, 0x3F, 0x40, 0x60, 0x70, 0xB0, 0x39 + 0x80]
            let stray = strays[random.next(below: strays.count)]
            let cut = random.next(below: text.utf8.count + 1)
            var bytes = Array(text.utf8)
            bytes.insert(stray, at: cut)
            text = String(decoding: bytes, as: UTF8.self)
        }
        return text
    }

    @Test func acceptsExactlyTheGrammarAndSpansTheText() throws {
        var random = SeededGenerator(seed: 0x5EED)
        var accepted = 0
        for _ in 0..<20_000 {
            let token = Self.token(&random)
            let padding = String(repeating: " ", count: random.next(below: 9))
            let text = "[" + padding + token + "]"
            let valid = Self.isJSONNumber(token)
            var bytes = Array(text.utf8)
            let document = bytes.withUnsafeMutableBufferPointer { buffer in
                try? JSONScanner.flatDocument(
                    UnsafeBufferPointer(buffer), options: SmartJSONParsingOptions(), copyingBytes: true)
            }
            #expect((document != nil) == valid, "\(text)")
            guard let document, valid else { continue }
            accepted += 1
            #expect(document.entryCount == 2)
            if document.kind(at: 1) == .integer {
                // Integers of up to 18 digits keep their value in the entry, not a span.
                #expect(Int(token) == document.jsonValue(at: 1).numberValue?.exactly(Int.self), "\(token)")
            } else {
                #expect(String(decoding: document.literalBytes(at: 1), as: UTF8.self) == token, "\(token)")
            }
        }
        // The generator must exercise both sides.
        #expect(accepted > 5_000)
        #expect(accepted < 19_000)
    }

    @Test func longDigitRunsEndAtEveryOffsetOfAWord() throws {
        for length in 1...40 {
            for terminator in [",", "]", " ", "e5", ".5", "x"] {
                let token = "1." + String(repeating: "7", count: length)
                let tail = terminator == "," ? "0]" : terminator == "]" ? "" : "]"
                let text = "[" + token + terminator + tail
                let expected = terminator == "," || terminator == "]" || terminator == " " || terminator == "e5"
                let document = try? SmartJSONValue.flatDocument(text, options: SmartJSONParsingOptions())
                #expect((document != nil) == expected, "\(text)")
            }
        }
    }
}
