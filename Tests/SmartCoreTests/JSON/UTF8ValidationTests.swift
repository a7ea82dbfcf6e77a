import Foundation
import SmartCore
import Testing

/// The scanner's UTF-8 check inside strings (a 32-bit load per two- or three-byte
/// character, a byte-by-byte path for the rest) against the standard library's UTF-8
/// decoder, on every lead byte and every second byte, with third bytes at the edges of
/// the continuation range, both where four (or eight) bytes can be loaded and at the
/// very end of the input.
@Suite("UTF-8 validation in strings")
struct UTF8ValidationTests {
    /// Whether the standard library decodes `bytes` as UTF-8 without error.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Each form alone, before other text, and after a valid three-byte character (so
    /// that it is the second of a pair the scanner checks from one 64-bit load).
    @Test(
        arguments: [
            ([], []), ([], Array("xyz".utf8)), (Array("中".utf8), Array("xyz".utf8)), (Array("中".utf8), []),
        ] as [([UInt8], [UInt8])])
    func everyTwoAndThreeByteFormIsJudgedLikeTheStandardLibrary(prefix: [UInt8], suffix: [UInt8]) {
        let thirds: [UInt8] = [0x80, 0x9F, 0xA0, 0xBF, 0x41, 0xC0, 0xE2]
        var checked = 0
        var mismatches: [[UInt8]] = []
        for lead in UInt8(0xC0)...0xFF {
            for second in UInt8(0x20)...0xFF where second != 0x22 && second != 0x5C {
                for third in thirds {
                    let content = prefix + [lead, second, third] + suffix
                    let document = [0x22] + content + [0x22]
                    let accepted = parseFailure(bytes: document) == nil
                    if accepted != Self.isValidUTF8(content) { mismatches.append(content) }
                    checked += 1
                }
            }
        }
        #expect(checked == 64 * 222 * 7)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map { $0.map { String($0, radix: 16) } })")
    }

    /// Runs of valid characters of every length, one broken byte anywhere in them.
    @Test func runsOfCharactersWithOneBrokenByte() throws {
        let characters = ["é", "ж", "中", "日本語", "😀", "a"]
        var random = SplitMix64(seed: 7)
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<Int(random.next() % 24) {
                text += characters[Int(random.next() % UInt64(characters.count))]
            }
            let valid = Array(text.utf8)
            #expect(parseFailure(bytes: [0x22] + valid + [0x22]) == nil, "\(text)")
            guard !valid.isEmpty else { continue }
            var broken = valid
            let index = Int(random.next() % UInt64(valid.count))
            broken[index] = [0xFF, 0xC0, 0x80, 0xED][Int(random.next() % 4)]
            let accepted = parseFailure(bytes: [0x22] + broken + [0x22]) == nil
            #expect(accepted == Self.isValidUTF8(broken), "\(broken)")
        }
    }
}
