import Foundation
import SmartCore
import Testing

/// §3.6: `SmartCaseDefaultable` enums, and `SmartAssociatedEnumerable`.
@Suite("Enums (§3.6)")
struct EnumTests {
    /// `.man` is the first declared case, `.woman` the declared default below.
    enum Sex: String, SmartCaseDefaultable { case man, woman }

    struct Person: SmartCodable {
        var plain: Sex = .woman
        var optional: Sex?
        var optionalWithValue: Sex? = .man
    }

    @Test func validRawValue() throws {
        let json = #"{"plain": "man", "optional": "man", "optionalWithValue": "man"}"#
        let model = try #require(Person.deserialize(from: json))
        #expect(model.plain == .man)
        #expect(model.optional == .man)
        #expect(model.optionalWithValue == .man)
        let woman = try #require(
            Person.deserialize(from: #"{"plain": "woman", "optional": "woman", "optionalWithValue": "woman"}"#))
        #expect(woman.plain == .woman)
        #expect(woman.optional == .woman)
        #expect(woman.optionalWithValue == .woman)
    }

    /// `"xx"`, `5`, missing and null all give the fallback.
    @Test(arguments: [
        #"{"plain": "xx", "optional": "xx", "optionalWithValue": "xx"}"#,
        #"{"plain": 5, "optional": 5, "optionalWithValue": 5}"#,
        "{}",
        #"{"plain": null, "optional": null, "optionalWithValue": null}"#,
        #"{"plain": "MAN", "optional": " man", "optionalWithValue": ""}"#,
        #"{"plain": ["man"], "optional": {}, "optionalWithValue": true}"#,
    ])
    func invalidValueGivesTheFallback(json: String) throws {
        let model = try #require(Person.deserialize(from: json))
        #expect(model.plain == .woman)
        #expect(model.optional == nil)
        #expect(model.optionalWithValue == .man)
    }

    // MARK: No initializer value found (§3.3)

    /// The coding key names no property and the model writes nothing when encoded, so
    /// no initializer value can be found for it.
    struct Unfindable: SmartCodable {
        var plain: Sex = .woman
        var optional: Sex?
        var optionalWithValue: Sex? = .woman

        enum CodingKeys: String, CodingKey {
            case keyA = "a"
            case keyB = "b"
            case keyC = "c"
        }

        init() {}

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            plain = try container.decode(Sex.self, forKey: .keyA)
            optional = try container.decodeIfPresent(Sex.self, forKey: .keyB)
            optionalWithValue = try container.decodeIfPresent(Sex.self, forKey: .keyC)
        }

        func encode(to encoder: any Encoder) throws {}
    }

    @Test func noInitializerValueFound() throws {
        let model = try #require(Unfindable.deserialize(from: #"{"a": "xx", "b": "xx", "c": "xx"}"#))
        #expect(model.plain == .man)  // the first declared case
        #expect(model.optional == nil)
        #expect(model.optionalWithValue == nil)
        let valid = try #require(Unfindable.deserialize(from: #"{"a": "woman", "b": "man", "c": "man"}"#))
        #expect(valid.plain == .woman)
        #expect(valid.optional == .man)
        #expect(valid.optionalWithValue == .man)
    }

    /// DI-4: a renamed CodingKey still finds its property's initializer value.
    struct Renamed: SmartCodable {
        var plain: Sex = .woman
        var optionalWithValue: Sex? = .woman
        enum CodingKeys: String, CodingKey {
            case plain = "sex_value"
            case optionalWithValue = "other_sex"
        }
    }

    @Test func renamedKeysFindTheirInitializerValue() throws {
        let invalid = try #require(Renamed.deserialize(from: #"{"sex_value": "xx", "other_sex": "xx"}"#))
        #expect(invalid.plain == .woman)
        #expect(invalid.optionalWithValue == .woman)
        let missing = try #require(Renamed.deserialize(from: "{}"))
        #expect(missing.plain == .woman)
        #expect(missing.optionalWithValue == .woman)
        let valid = try #require(Renamed.deserialize(from: #"{"sex_value": "man", "other_sex": "man"}"#))
        #expect(valid.plain == .man)
        #expect(valid.optionalWithValue == .man)
    }

    // MARK: Raw value conversions

    enum Level: String, SmartCaseDefaultable {
        case one = "1"
        case two = "2"
    }
    enum Code: Int, SmartCaseDefaultable {
        case a = 1
        case b = 2
    }
    enum Ratio: Double, SmartCaseDefaultable {
        case half = 0.5
        case whole = 1
    }

    struct RawValues: SmartCodable {
        var level: Level = .two
        var code: Code = .a
        var ratio: Ratio = .whole
    }

    @Test func stringEnumAcceptsANumber() throws {
        #expect(RawValues.deserialize(from: #"{"level": 1}"#)?.level == .one)
        #expect(RawValues.deserialize(from: #"{"level": 3}"#)?.level == .two)
    }

    @Test func intEnumAcceptsStringsAndIntegralNumbers() throws {
        #expect(RawValues.deserialize(from: #"{"code": "2"}"#)?.code == .b)
        #expect(RawValues.deserialize(from: #"{"code": 2.0}"#)?.code == .b)
        #expect(RawValues.deserialize(from: #"{"code": 2}"#)?.code == .b)
        #expect(RawValues.deserialize(from: #"{"code": "x"}"#)?.code == .a)
        #expect(RawValues.deserialize(from: #"{"code": 3}"#)?.code == .a)
        #expect(RawValues.deserialize(from: #"{"code": true}"#)?.code == .a)
    }

    @Test func doubleEnumAcceptsAString() throws {
        #expect(RawValues.deserialize(from: #"{"ratio": "0.5"}"#)?.ratio == .half)
        #expect(RawValues.deserialize(from: #"{"ratio": 0.5}"#)?.ratio == .half)
        #expect(RawValues.deserialize(from: #"{"ratio": 0.25}"#)?.ratio == .whole)
    }

    /// One invalid element sends a whole enum array to D.
    @Test func invalidElementInAnArray() throws {
        struct Crowd: SmartCodable { var sexes: [Sex] = [.woman] }
        #expect(Crowd.deserialize(from: #"{"sexes": ["man", "xx"]}"#)?.sexes == [.woman])
        #expect(Crowd.deserialize(from: #"{"sexes": ["man", "woman"]}"#)?.sexes == [.man, .woman])
    }

    // MARK: SmartAssociatedEnumerable

    enum Relation: SmartAssociatedEnumerable, Equatable {
        case friend
        case other(String)
        static var defaultCase: Relation { .friend }
    }

    struct RelationFromString: ValueTransformable {
        func transformFromJSON(_ value: Any) -> Relation? {
            guard let text = value as? String else { return nil }
            return text == "friend" ? .friend : .other(text)
        }
        func transformToJSON(_ value: Relation) -> String? { nil }
    }

    struct WithoutTransformer: SmartCodable {
        var relation: Relation = .other("init")
        var optional: Relation?
    }

    struct WithTransformer: SmartCodable {
        var relation: Relation = .other("init")
        var optional: Relation?
        static func mappingForValue() -> [SmartValueTransformer]? {
            [CodingKeys.relation <--- RelationFromString(), CodingKeys.optional <--- RelationFromString()]
        }
    }

    @Test func associatedEnumWithoutTransformerGetsD() throws {
        let model = try #require(WithoutTransformer.deserialize(from: #"{"relation": "friend", "optional": "friend"}"#))
        #expect(model.relation == .other("init"))
        #expect(model.optional == nil)
    }

    @Test func associatedEnumThroughItsTransformer() throws {
        let model = try #require(WithTransformer.deserialize(from: #"{"relation": "boss", "optional": "friend"}"#))
        #expect(model.relation == .other("boss"))
        #expect(model.optional == .friend)
        let failed = try #require(WithTransformer.deserialize(from: #"{"relation": 5, "optional": 5}"#))
        #expect(failed.relation == .other("init"))
        #expect(failed.optional == nil)
    }

    /// With no initializer value, an associated-value enum falls back to `defaultCase`.
    @Test func associatedEnumZeroIsTheDefaultCase() throws {
        struct Unfindable: SmartCodable {
            var relation: Relation = .other("init")
            enum CodingKeys: String, CodingKey { case elsewhere }
            init() {}
            init(from decoder: any Decoder) throws {
                relation = try decoder.container(keyedBy: CodingKeys.self).decode(Relation.self, forKey: .elsewhere)
            }
            func encode(to encoder: any Encoder) throws {}
        }
        #expect(Unfindable.deserialize(from: #"{"elsewhere": "x"}"#)?.relation == .friend)
    }

    // MARK: String raw values matched in place

    /// Raw values that differ from the case names, share prefixes, are empty or not ASCII.
    enum Surface: String, SmartCaseDefaultable {
        case unknown
        case flexible = "flex"
        case short = "ab"
        case long = "abc"
        case blank = ""
        case cafe = "café"
    }

    struct Runway: SmartCodable {
        var surface: Surface = .unknown
        var optional: Surface?
        var list: [Surface] = []
    }

    @Test func stringRawValuesAreMatchedExactly() throws {
        let cases: [(json: String, expected: Surface)] = [
            (#""flex""#, .flexible), (#""ab""#, .short), (#""abc""#, .long), (#""""#, .blank),
            (#""café""#, .cafe), (#""caf\u00e9""#, .cafe), (#""\u0061b""#, .short), (#""unknown""#, .unknown),
        ]
        for (json, expected) in cases {
            let text = #"{"surface": \#(json), "optional": \#(json), "list": [\#(json), "abc"]}"#
            let (model, issues) = try decodeWithIssues(Runway.self, from: text)
            #expect(model?.surface == expected, "\(json)")
            #expect(model?.optional == expected, "\(json)")
            #expect(model?.list == [expected, .long], "\(json)")
            #expect(issues.isEmpty, "\(json): \(issues)")
        }
    }

    /// Near misses go through the enum's own decoding: the fallback and one issue each.
    @Test func nearMissesFallBackAndAreReported() throws {
        for json in [#""flexible""#, #""a""#, #""abcd""#, #""Flex""#, #""cafe""#, "1"] {
            let text = #"{"surface": \#(json), "optional": \#(json), "list": []}"#
            let (model, issues) = try decodeWithIssues(Runway.self, from: text)
            #expect(model?.surface == .unknown, "\(json)")
            #expect(model?.optional == nil, "\(json)")
            #expect(issues.map(\.location).sorted() == ["optional", "surface"], "\(json): \(issues)")
        }
    }

    /// The error an unknown raw value throws: SmartCodable's decoder catches it (the
    /// property falls back), so under it the text stays short; under another decoder,
    /// where it reaches the caller, it lists the cases.
    @Test func unknownRawValueErrorText() throws {
        let data = Data(#"["child"]"#.utf8)
        do {
            _ = try JSONDecoder().decode([Sex].self, from: data)
            Issue.record("Foundation's decoder accepted an unknown raw value")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == #"child is not a raw value of Sex; the cases are ["man", "woman"]."#)
        }
        do {
            _ = try SmartJSONDecoder().smartDecode(Sex.self, from: Data(#""child""#.utf8))
            Issue.record("an unknown raw value decoded at the top level")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "child is not a raw value of Sex.")
        }
        // Inside a model the value falls back as before.
        let person = try #require(Person.deserialize(from: #"{"plain": "child", "optionalWithValue": "child"}"#))
        #expect(person.plain == .woman)
        #expect(person.optionalWithValue == .man)
    }
}
