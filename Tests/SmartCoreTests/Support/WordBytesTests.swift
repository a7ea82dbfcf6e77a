import Foundation
import Testing

@testable import SmartCore

/// `WordBytes.equal`, the byte comparison behind member lookup, case tables and the
/// repeated-name check: right for every length and every differing byte, at unaligned
/// addresses, and through a model whose member names differ in one byte only.
@Suite("Word-at-a-time byte comparison")
struct WordBytesTests {
    typealias NamedKey = StringCodingKey

    /// Reads every member by the names in the data, last name first, so that each lookup
    /// first meets a name it must reject.
    struct ReversedReader: SmartDecodable {
        var values: [String: Int] = [:]
        init() {}
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: NamedKey.self)
            for key in container.allKeys.reversed() {
                values[key.stringValue] = try container.decode(Int.self, forKey: key)
            }
        }
    }

    @Test func equalComparesEveryLengthAndEveryByte() {
        for count in 0..<40 {
            // Odd offsets into the arrays, so the loads are unaligned.
            var left = [UInt8](repeating: 0, count: count + 3)
            var right = [UInt8](repeating: 0, count: count + 5)
            for index in 0..<count {
                left[index + 1] = UInt8(truncatingIfNeeded: 0x41 + index)
                right[index + 3] = UInt8(truncatingIfNeeded: 0x41 + index)
            }
            // Bytes outside the compared range differ, and must not be read.
            left[0] = 1
            right[count + 3] = 2
            #expect(Self.equal(left, from: 1, right, from: 3, count: count), "\(count)")
            for position in 0..<count {
                var changed = right
                changed[position + 3] ^= 0x80
                #expect(!Self.equal(left, from: 1, changed, from: 3, count: count), "\(count) \(position)")
            }
        }
    }

    @Test func membersDifferingInOneByteAreToldApart() throws {
        for length in 1...24 {
            let name = String((0..<length).map { Character(UnicodeScalar(UInt8(0x61 + $0 % 26))) })
            for position in 0..<length {
                var other = Array(name.utf8)
                other[position] = UInt8(ascii: "Z")
                let otherName = String(decoding: other, as: UTF8.self)
                let json = #"{"\#(otherName)": 1, "\#(name)": 2}"#
                let model = try #require(ReversedReader.deserialize(from: json))
                #expect(model.values == [otherName: 1, name: 2], "\(length) \(position)")
            }
        }
    }

    private static func equal(_ left: [UInt8], from leftStart: Int, _ right: [UInt8], from rightStart: Int, count: Int)
        -> Bool
    {
        left.withUnsafeBufferPointer { leftBytes in
            right.withUnsafeBufferPointer { rightBytes in
                guard let leftBase = leftBytes.baseAddress, let rightBase = rightBytes.baseAddress else { return false }
                return WordBytes.equal(leftBase + leftStart, rightBase + rightStart, count: count)
            }
        }
    }
}
