import Foundation
import SmartCore
import Testing

/// decode(encode(model)) == model for every supported property type, through JSON text
/// and through Foundation dictionaries.
@Suite("Encoding: round trips")
struct EncodingRoundTripTests {
    typealias Fixtures = EncodingFixtures

    /// Encodes to text and to a dictionary, decodes both, and returns both results.
    func roundTrip<Model: SmartCodable>(_ model: Model) throws -> (fromText: Model, fromDictionary: Model) {
        let text = try #require(model.toJSONString())
        let dictionary = try #require(model.toDictionary())
        let fromText = try #require(Model.deserialize(from: text))
        let fromDictionary = try #require(Model.deserialize(from: dictionary))
        return (fromText, fromDictionary)
    }

    @Test func integersAtTheirLimits() throws {
        let lowest = Fixtures.Integers(
            int: .min, int8: .min, int16: .min, int32: .min, int64: .min,
            uint: .min, uint8: .min, uint16: .min, uint32: .min, uint64: .min)
        let highest = Fixtures.Integers(
            int: .max, int8: .max, int16: .max, int32: .max, int64: .max,
            uint: .max, uint8: .max, uint16: .max, uint32: .max, uint64: .max)
        for model in [lowest, highest] {
            let (fromText, fromDictionary) = try roundTrip(model)
            #expect(fromText == model)
            #expect(fromDictionary == model)
        }
        let text = try #require(highest.toJSONString())
        #expect(text.contains(#""uint64":18446744073709551615"#))
        #expect(text.contains(#""int64":9223372036854775807"#))
    }

    @Test(arguments: [
        Fixtures.Floats(float: .greatestFiniteMagnitude, double: .greatestFiniteMagnitude, cgFloat: 1.5, decimal: 0),
        Fixtures.Floats(float: .leastNonzeroMagnitude, double: .leastNonzeroMagnitude, cgFloat: -0.25, decimal: 1),
        Fixtures.Floats(
            float: 0.1, double: 0.1, cgFloat: 1e-300, decimal: Decimal(string: "12345678901234567890.125") ?? 0),
        Fixtures.Floats(
            float: -3.4028235e38, double: -1.7976931348623157e308, cgFloat: 3,
            decimal: Decimal(string: "-0.000001") ?? 0),
    ])
    func floatingPointExtremes(_ model: Fixtures.Floats) throws {
        let (fromText, fromDictionary) = try roundTrip(model)
        #expect(fromText == model)
        #expect(fromDictionary == model)
    }

    @Test func floatsAreWrittenInTheirOwnShortestForm() throws {
        let text = try #require(
            Fixtures.Floats(float: 0.1, double: 1.0, cgFloat: 1e20, decimal: Decimal(string: "1.10") ?? 0)
                .toJSONString())
        #expect(text == #"{"float":0.1,"double":1,"cgFloat":1e+20,"decimal":1.1}"#)
    }

    @Test func everyOtherKindOfProperty() throws {
        let model = Fixtures.Everything(
            text: "a/b \"quoted\" é 😀", flag: true,
            date: Date(timeIntervalSince1970: 1_700_000_000.5),
            url: URL(string: "https://example.com/path?q=1"),
            data: Data([0, 1, 2, 254, 255]),
            child: Fixtures.Child(name: "c", tags: ["x"]),
            children: [Fixtures.Child(name: "d", tags: []), Fixtures.Child(name: "e", tags: ["y", "z"])],
            scores: ["math": 9.5, "art": -1],
            nested: [[1, 2], [], [3]],
            optionalText: "present",
            mood: .busy,
            contact: .email("a@example.com"))
        let (fromText, fromDictionary) = try roundTrip(model)
        #expect(fromText == model)
        #expect(fromDictionary == model)
    }

    @Test func emptyAndNilValuesRoundTrip() throws {
        let model = Fixtures.Everything()
        let (fromText, fromDictionary) = try roundTrip(model)
        #expect(fromText == model)
        #expect(fromDictionary == model)
    }

    @Test func aDecodedDateEncodesBackToTheSameTimestamp() throws {
        // DI-10: decode → encode → decode is the identity for dates.
        struct Stamped: SmartCodable {
            var at: Date = Date(timeIntervalSince1970: 0)
        }
        let decoded = try #require(Stamped.deserialize(from: #"{"at": 1700000000}"#))
        let text = try #require(decoded.toJSONString())
        #expect(text == #"{"at":1700000000}"#)
        let again = try #require(Stamped.deserialize(from: text))
        #expect(again.at == decoded.at)
    }

    @Test func arraysOfModels() throws {
        let models = [Fixtures.Child(name: "a", tags: ["1"]), Fixtures.Child(name: "b", tags: [])]
        let text = try #require(models.toJSONString())
        #expect(text == #"[{"name":"a","tags":["1"]},{"name":"b","tags":[]}]"#)
        let array = try #require(models.toArray())
        #expect(array.count == 2)
        #expect([Fixtures.Child].deserialize(from: text) == models)
        #expect([Fixtures.Child].deserialize(from: array) == models)
    }
}
