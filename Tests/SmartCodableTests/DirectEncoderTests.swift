import Foundation
import SmartCodable
import Testing

@testable import SmartCore

/// The encoder that writes text while models encode gives exactly the text the tree
/// encoder gives (tree built, then written), for every shape of model, and hands the
/// shapes it cannot write directly to the tree.
@Suite("Direct encoding equals tree encoding")
struct DirectEncoderTests {
    enum Contact: SmartAssociatedEnumerable, Equatable {
        case none
        case email(String)
        static var defaultCase: Contact { .none }
        func encodeValue() -> (any Encodable)? {
            if case .email(let address) = self { return address }
            return nil
        }
    }

    struct Upper: ValueTransformable {
        func transformFromJSON(_ value: Any) -> String? { (value as? String)?.lowercased() }
        func transformToJSON(_ value: String) -> String? { value.uppercased() }
    }

    struct Leaf: SmartCodable, Equatable {
        var name: String = "leaf \"quoted\" / \\ \n"
        var values: [Double] = [1, 0.1, -2.5e-8, 1e300]
    }

    struct Everything: SmartCodable {
        var text: String = "é ☃ 😀 \u{1}"
        var flag = true
        var int = Int.min
        var uint = UInt64.max
        var float: Float = 0.1
        var cgFloat: CGFloat = 2.5
        var decimal: Decimal = Decimal(string: "12345678901234567890.123") ?? 0
        var date = Date(timeIntervalSince1970: 1_700_000_000.5)
        var url = URL(string: "https://example.com/a?b=c")
        var data = Data([0, 1, 2, 250])
        var leaf = Leaf()
        var leaves: [Leaf] = [Leaf(), Leaf(name: "", values: [])]
        var grid: [[Int]] = [[], [1], [2, 3]]
        var map: [String: Leaf] = ["k": Leaf()]
        var missing: String?
        var present: String? = "here"
        var contact: Contact = .email("a@b.c")
        var noContact: Contact = .none
        var contacts: [Contact] = [.none, .email("x")]
        var shout = "quiet"
        @SmartIgnored var ignored = "never written"
        @SmartIgnored(isEncodable: true) var shown = "written"
        @SmartAny var any: Any = ["a": [1, "two", nil, 3.5] as [Any?]]
        var empty = Empty()
        var emptyList: [Int] = []

        struct Empty: SmartCodable {}

        static func mappingForValue() -> [SmartValueTransformer]? {
            [CodingKeys.shout <--- Upper()]
        }
    }

    /// Writes members through nested containers, in order.
    struct Manual: SmartEncodable, Encodable {
        enum CodingKeys: String, CodingKey { case a, box, list, last }
        enum BoxKeys: String, CodingKey { case x, y }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(1, forKey: .a)
            var box = container.nestedContainer(keyedBy: BoxKeys.self, forKey: .box)
            try box.encode("x", forKey: .x)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(1)
            var inner = list.nestedContainer(keyedBy: BoxKeys.self)
            try inner.encode(2, forKey: .y)
            try list.encodeNil()
            try container.encode(true, forKey: .last)
        }
    }

    /// Writes to a nested container after its parent wrote again: not directly writable.
    struct OutOfOrder: SmartEncodable, Encodable {
        enum CodingKeys: String, CodingKey { case box, after }
        enum BoxKeys: String, CodingKey { case late }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var box = container.nestedContainer(keyedBy: BoxKeys.self, forKey: .box)
            try container.encode(1, forKey: .after)
            try box.encode(2, forKey: .late)
        }
    }

    struct Flattened: SmartCodable {
        var title = "t"
        @SmartFlat var price = Price()
        struct Price: SmartCodable {
            var amount = 5
            var title = "from flat"
        }
    }

    static func tree<T: Encodable>(_ value: T, pretty: Bool = false, options: Set<SmartEncodingOption>? = nil) throws
        -> String
    {
        let settings = EncodingSettings(options: options, useMappedKeys: false)
        return try TopLevelEncoding.encode(value, settings: settings).jsonString(
            options: SmartJSONWritingOptions(prettyPrinted: pretty))
    }

    static func written<T: Encodable>(_ value: T, pretty: Bool = false, options: Set<SmartEncodingOption>? = nil)
        throws -> String?
    {
        let settings = EncodingSettings(options: options, useMappedKeys: false)
        return try DirectEncoder.string(
            value, settings: settings, userInfo: [:], options: SmartJSONWritingOptions(prettyPrinted: pretty))
    }

    @Test(arguments: [false, true])
    func everyShapeWritesTheTreesText(pretty: Bool) throws {
        let value = Everything()
        let written = try #require(try Self.written(value, pretty: pretty))
        #expect(written == (try Self.tree(value, pretty: pretty)))
        #expect(value.toJSONString(prettyPrint: pretty) == written)
        #expect(try Self.written([value, value], pretty: pretty) == (try Self.tree([value, value], pretty: pretty)))
        #expect(try Self.written(Manual(), pretty: pretty) == (try Self.tree(Manual(), pretty: pretty)))
        // Nothing but empty containers.
        #expect(try Self.written(Everything.Empty(), pretty: pretty) == "{}")
        #expect(try Self.written([Everything.Empty](), pretty: pretty) == "[]")
    }

    @Test func datesAndFloatsFollowTheStrategies() throws {
        struct Odd: SmartCodable {
            var nan = Double.nan
            var when = Date(timeIntervalSince1970: 0)
        }
        let strings: Set<SmartEncodingOption> = [
            .float(.convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "NaN")), .date(.iso8601),
        ]
        #expect(try Self.written(Odd(), options: strings) == (try Self.tree(Odd(), options: strings)))
        #expect(try Self.written(Odd(), options: strings) == #"{"nan":"NaN","when":"1970-01-01T00:00:00Z"}"#)
        // NaN without a string for it fails either way.
        #expect(throws: (any Error).self) { try Self.written(Odd()) }
        #expect(Odd().toJSONString() == nil)
    }

    @Test func shapesThatCannotBeWrittenDirectlyFallBackToTheTree() throws {
        #expect(try Self.written(OutOfOrder()) == nil)
        #expect(try Self.written(Flattened()) == nil)
        let custom: Set<SmartEncodingOption> = [
            .date(
                .custom { date, encoder in
                    var container = encoder.singleValueContainer()
                    try container.encode("day \(Int(date.timeIntervalSince1970 / 86_400))")
                })
        ]
        #expect(try Self.written(Everything(), options: custom) == nil)
        // The public API gives the tree's text for them.
        #expect(OutOfOrder().toJSONString() == (try Self.tree(OutOfOrder())))
        #expect(OutOfOrder().toJSONString() == #"{"box":{"late":2},"after":1}"#)
        #expect(Flattened().toJSONString() == #"{"title":"from flat","amount":5}"#)
        #expect(Everything().toJSONString(options: custom)?.contains(#""date":"day 19675""#) == true)
    }

    /// camelCase properties, a dictionary whose keys must stay as written, nested
    /// containers in a custom `encode(to:)`, a transformer, arrays of models.
    struct CamelCased: SmartEncodable, Encodable {
        var userID = 7
        var myURLProperty = "u"
        var displayName: String? = "n"
        var missingValue: String?
        var lookupTable: [String: Int] = ["keepThisKey": 1, "another_key": 2]
        var innerModel = Leaf()
        var innerModels: [Leaf] = [Leaf(), Leaf(name: "b", values: [])]
        var loudName = "quiet"
        var manualPart = Manual()

        static func mappingForValue() -> [SmartValueTransformer]? {
            [CodingKeys.loudName <--- Upper()]
        }
    }

    /// Two properties whose names convert to the same snake_case name.
    struct Colliding: SmartCodable {
        var userId = 1
        var user_id = 2
        var other = 3
    }

    /// One name each: in an array, every object writes `user_id` once.
    struct Single: SmartCodable {
        var userId = 1
        var other = 3
    }

    /// Writes one key twice.
    struct Twice: SmartEncodable, Encodable {
        enum CodingKeys: String, CodingKey { case someKey, other }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(1, forKey: .someKey)
            try container.encode(2, forKey: .other)
            try container.encode(3, forKey: .someKey)
        }
    }

    /// Under every key strategy, models are written directly with converted keys
    /// (dictionary keys as written), giving the tree's text.
    @Test(arguments: [JSONEncoder.SmartKeyEncodingStrategy.toSnakeCase, .firstLetterUpper, .firstLetterLower])
    func keyStrategiesWriteTheTreesText(strategy: JSONEncoder.SmartKeyEncodingStrategy) throws {
        let options: Set<SmartEncodingOption> = [.key(strategy)]
        for pretty in [false, true] {
            let value = CamelCased()
            let written = try #require(try Self.written(value, pretty: pretty, options: options))
            #expect(written == (try Self.tree(value, pretty: pretty, options: options)))
            #expect(value.toJSONString(options: options, prettyPrint: pretty) == written)
            let list = [value, value]
            #expect(
                try Self.written(list, pretty: pretty, options: options)
                    == (try Self.tree(list, pretty: pretty, options: options)))
        }
    }

    @Test func snakeCaseKeysAreWrittenDirectly() throws {
        let written = try #require(try Self.written(CamelCased(), options: [.key(.toSnakeCase)]))
        #expect(written.hasPrefix(#"{"user_id":7,"my_url_property":"u","display_name":"n","lookup_table":{"#))
        #expect(written.contains(#""keepThisKey":1"#))
        #expect(written.contains(#""another_key":2"#))
        #expect(written.contains(#""inner_model":{"name":"#))
        #expect(written.contains(#""loud_name":"QUIET""#))
        #expect(written.contains(#""manual_part":{"a":1,"box":{"x":"x"},"list":[1,{"y":2},null],"last":true}"#))
    }

    /// Two keys written under one name in one object: the tree's object keeps one member
    /// (the first position, the last value), so such a value is not written directly.
    @Test func keysThatMeetUnderOneNameFallBackToTheTree() throws {
        let snake: Set<SmartEncodingOption> = [.key(.toSnakeCase)]
        #expect(try Self.written(Colliding(), options: snake) == nil)
        #expect(Colliding().toJSONString(options: snake) == (try Self.tree(Colliding(), options: snake)))
        #expect(Colliding().toJSONString(options: snake) == #"{"user_id":2,"other":3}"#)
        #expect(try Self.written(Twice(), options: snake) == nil)
        #expect(Twice().toJSONString(options: snake) == #"{"some_key":3,"other":2}"#)
        // The same names in different objects are no repeat.
        let nested = [Single(), Single()]
        #expect(try Self.written(nested, options: snake) == (try Self.tree(nested, options: snake)))
        #expect(try Self.written(nested, options: snake) != nil)
    }

    /// More names in one call than the repeat filter tells apart: the text is still the
    /// tree's.
    @Test func manyDistinctNamesStillGiveTheTreesText() throws {
        struct Named: Encodable {
            let names: [String]
            struct AnyKey: CodingKey {
                var stringValue: String
                var intValue: Int? { nil }
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyKey.self)
                for (index, name) in names.enumerated() {
                    try container.encode(index, forKey: AnyKey(stringValue: name))
                }
            }
        }
        let snake: Set<SmartEncodingOption> = [.key(.toSnakeCase)]
        let value = Named(names: (0..<600).map { "keyNumber\($0)" })
        let expected = try Self.tree(value, options: snake)
        #expect(expected.hasPrefix(#"{"key_number0":0,"key_number1":1,"#))
        let written = try Self.written(value, options: snake)
        #expect(written == nil || written == expected)
        let text = try TopLevelEncoding.encodedText(
            value, settings: EncodingSettings(options: snake, useMappedKeys: false), writing: SmartJSONWritingOptions())
        #expect(String(decoding: text, as: UTF8.self) == expected)
    }
}
