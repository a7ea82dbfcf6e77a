import Foundation
import SmartCore
import Testing

private struct Envelope: Codable, Equatable {
    var id: Int
    var payload: SmartJSONValue
    var extra: SmartJSONValue?
}

@Suite("SmartJSONValue: Codable through Foundation's JSONDecoder and JSONEncoder")
struct JSONValueCodableTests {
    static let documents: [String] = [
        #"{"a": 1, "b": [true, false, null, 1.5, "s"], "c": {"d": -3, "e": {}}, "f": []}"#,
        #"[1, -1, 0, 2.5, -0.125, 1e-7, 18446744073709551615, -9223372036854775808, "é😀", null]"#,
        #"[1E2, 2.5e1, 1000000000000000000]"#,
        #""plain string""#,
        "42",
        "-2.5",
        "true",
        "null",
        "[]",
        "{}",
    ]

    @Test(arguments: documents)
    func decodesWhatTheParserReads(document: String) throws {
        let decoded = try JSONDecoder().decode(SmartJSONValue.self, from: Data(document.utf8))
        #expect(decoded == (try SmartJSONValue(parsing: document)))
    }

    @Test(arguments: documents)
    func encodesWhatTheParserReadsBack(document: String) throws {
        let value = try SmartJSONValue(parsing: document)
        let data = try JSONEncoder().encode(value)
        #expect(try SmartJSONValue(parsing: data) == value)
        #expect(try JSONDecoder().decode(SmartJSONValue.self, from: data) == value)
    }

    @Test func decodedKindsAndNumbers() throws {
        let text =
            #"{"t": true, "one": 1, "zero": 0, "d": 0.5, "big": 18446744073709551615, "min": -9223372036854775808, "s": "1", "n": null}"#
        let value = try JSONDecoder().decode(SmartJSONValue.self, from: Data(text.utf8))
        #expect(value["t"] == .bool(true))
        #expect(value["one"]?.kind == .number)
        #expect(value["one"]?.intValue == 1)
        #expect(value["zero"]?.kind == .number)
        #expect(value["d"]?.doubleValue == 0.5)
        #expect(value["big"]?.numberValue?.uint64Value == UInt64.max)
        #expect(value["min"]?.numberValue?.int64Value == Int64.min)
        #expect(value["s"] == .string("1"))
        #expect(value["n"] == .null)
        #expect(value.objectValue?.count == 8)
    }

    @Test func encodesExactIntegersAndDecimalDigits() throws {
        let value = try SmartJSONValue(
            parsing: "[18446744073709551615, -9223372036854775808, 123456789012345678901234567890, 0.1]")
        let data = try JSONEncoder().encode(value)
        let written = String(decoding: data, as: UTF8.self)
        #expect(written == "[18446744073709551615,-9223372036854775808,123456789012345678901234567890,0.1]")
    }

    @Test func encodesTheLastOfRepeatedKeys() throws {
        let value = try SmartJSONValue(parsing: #"{"a": 1, "b": 2, "a": 3}"#)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(value), as: UTF8.self) == #"{"a":3,"b":2}"#)
    }

    @Test func nonFiniteNumbersFollowTheEncoderStrategy() throws {
        let value: SmartJSONValue = [.number(SmartJSONNumber(Double.infinity))]
        #expect(throws: EncodingError.self) { _ = try JSONEncoder().encode(value) }
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        #expect(String(decoding: try encoder.encode(value), as: UTF8.self) == #"["+inf"]"#)
    }

    @Test func nestedInACodableStruct() throws {
        let text = #"{"id": 7, "payload": {"name": "Ann", "scores": [1, 2.5], "meta": null}, "extra": null}"#
        let envelope = try JSONDecoder().decode(Envelope.self, from: Data(text.utf8))
        #expect(envelope.id == 7)
        #expect(envelope.payload == ["name": "Ann", "scores": [1, 2.5], "meta": nil])
        #expect(envelope.extra == nil)
        let encoded = try JSONEncoder().encode(envelope)
        let again = try JSONDecoder().decode(Envelope.self, from: encoded)
        #expect(again == envelope)

        let withExtra = Envelope(id: 1, payload: [1, "two"], extra: ["flag": true])
        let reread = try JSONDecoder().decode(Envelope.self, from: JSONEncoder().encode(withExtra))
        #expect(reread == withExtra)
        let asJSON = try SmartJSONValue(parsing: JSONEncoder().encode(withExtra))
        #expect(asJSON == ["id": 1, "payload": [1, "two"], "extra": ["flag": true]])
    }

    @Test func missingPayloadIsADecodingError() {
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(Envelope.self, from: Data(#"{"id": 1}"#.utf8))
        }
    }
}
