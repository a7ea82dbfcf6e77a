import Foundation
import SmartCore
import Testing

/// What the encoder writes: keys, order, nils, strategies, mapped keys, transformers and
/// failures (§1.3, §5.4, §10 of the behaviour spec).
@Suite("Encoding: output rules")
struct EncodingRulesTests {
    typealias Fixtures = EncodingFixtures

    struct Ordered: SmartCodable {
        var zebra: Int = 1
        var apple: String = "a/b"
        var mango: Bool = true
        var missing: Int?
    }

    @Test func keysFollowDeclarationOrderAndSlashesStayUnescaped() throws {
        #expect(Ordered().toJSONString() == #"{"zebra":1,"apple":"a/b","mango":true}"#)
    }

    @Test func prettyOutputUsesTwoSpacesAndSpacedColons() throws {
        let expected = """
            {
              "zebra" : 1,
              "apple" : "a/b",
              "mango" : true
            }
            """
        #expect(Ordered().toJSONString(prettyPrint: true) == expected)
        let data = try #require(Ordered().toData(prettyPrint: true))
        #expect(String(decoding: data, as: UTF8.self) == expected)
    }

    @Test func nilOptionalsAndEmptyAssociatedValuesAreLeftOut() throws {
        let dictionary = try #require(Fixtures.Everything().toDictionary())
        #expect(dictionary["optionalText"] == nil)
        #expect(dictionary["url"] == nil)
        #expect(dictionary["contact"] == nil)  // encodeValue() is nil for .none
        #expect(dictionary["mood"] as? String == "calm")
        #expect(dictionary.keys.count == 9)
    }

    @Test(arguments: [
        (JSONEncoder.DateEncodingStrategy.secondsSince1970, "1700000000"),
        (.deferredToDate, "721692800"),
        (.millisecondsSince1970, "1700000000000"),
        (.iso8601, "\"2023-11-14T22:13:20Z\""),
    ])
    func dateStrategies(_ strategy: JSONEncoder.DateEncodingStrategy, _ expected: String) throws {
        struct Stamped: SmartCodable {
            var at: Date = Date(timeIntervalSince1970: 1_700_000_000)
        }
        #expect(Stamped().toJSONString(options: [.date(strategy)]) == #"{"at":\#(expected)}"#)
    }

    @Test func theDefaultDateEncodingIsUnixSeconds() throws {
        struct Stamped: SmartCodable {
            var at: Date = Date(timeIntervalSince1970: 1_700_000_000)
        }
        #expect(Stamped().toJSONString() == #"{"at":1700000000}"#)
        let custom = JSONEncoder.DateEncodingStrategy.custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode("day \(Int(date.timeIntervalSince1970) / 86_400)")
        }
        #expect(Stamped().toJSONString(options: [.date(custom)]) == #"{"at":"day 19675"}"#)
    }

    @Test func nonFiniteNumbersFailOrBecomeStrings() throws {
        struct Measured: SmartCodable {
            var value: Double = .nan
            var limit: Float = .infinity
        }
        let (dictionary, reports) = SmartDiagnostics.collect { Measured().toDictionary() }
        #expect(dictionary == nil)
        let issue = try #require(reports.first?.issues.first)
        #expect(issue.resolution == .failed)
        #expect(issue.modelType == "Measured")
        let options: Set<SmartEncodingOption> = [
            .float(.convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "NaN"))
        ]
        #expect(Measured().toJSONString(options: options) == #"{"value":"NaN","limit":"+inf"}"#)
    }

    struct Cased: SmartCodable {
        var myURLProperty: String = "u"
        var userID: Int = 7
        var name: String = "n"
        var lookup: [String: Int] = ["keepThisKey": 1]
    }

    @Test func keyStrategiesRewritePropertyKeysButNotDictionaryKeys() throws {
        #expect(
            Cased().toJSONString(options: [.key(.toSnakeCase)])
                == #"{"my_url_property":"u","user_id":7,"name":"n","lookup":{"keepThisKey":1}}"#)
        #expect(
            Cased().toJSONString(options: [.key(.firstLetterUpper)])
                == #"{"MyURLProperty":"u","UserID":7,"Name":"n","Lookup":{"keepThisKey":1}}"#)
        #expect(
            Cased().toJSONString(options: [.key(.firstLetterLower)])
                == #"{"myURLProperty":"u","userID":7,"name":"n","lookup":{"keepThisKey":1}}"#)
    }

    struct Leaf: SmartCodable {
        var title: String = "t"
        static func mappingForKey() -> [SmartKeyTransformer]? {
            [CodingKeys.title <--- ["leaf_title", "caption"]]
        }
    }

    struct Branch: SmartCodable {
        var identifier: Int = 1
        var leaf: Leaf = Leaf()
        var leaves: [Leaf] = [Leaf(), Leaf()]
        var info: String = "i"
        static func mappingForKey() -> [SmartKeyTransformer]? {
            [
                CodingKeys.identifier <--- "id",
                CodingKeys.info <--- "meta.info",
            ]
        }
    }

    @Test func mappedKeysReachNestedModelsAndArraysOfModels() throws {
        #expect(
            Branch().toJSONString(useMappedKeys: true)
                == #"{"id":1,"leaf":{"leaf_title":"t"},"leaves":[{"leaf_title":"t"},{"leaf_title":"t"}],"meta.info":"i"}"#
        )
        #expect(
            Branch().toJSONString()
                == #"{"identifier":1,"leaf":{"title":"t"},"leaves":[{"title":"t"},{"title":"t"}],"info":"i"}"#)
        // The key strategy applies after mapping.
        #expect(
            Branch().toJSONString(useMappedKeys: true, options: [.key(.firstLetterUpper)])
                == #"{"Id":1,"Leaf":{"Leaf_title":"t"},"Leaves":[{"Leaf_title":"t"},{"Leaf_title":"t"}],"Meta.info":"i"}"#
        )
        // What useMappedKeys writes, mapping reads back.
        let text = try #require(
            Branch(identifier: 5, leaf: Leaf(title: "x"), leaves: [], info: "y").toJSONString(useMappedKeys: true))
        let decoded = try #require(Branch.deserialize(from: text))
        #expect(decoded.identifier == 5)
        #expect(decoded.leaf.title == "x")
    }

    struct Priced: SmartCodable {
        var cents: Int = 250
        var label: String = "x"
        static func mappingForKey() -> [SmartKeyTransformer]? {
            [CodingKeys.cents <--- "price_cents", CodingKeys.label <--- "cents"]
        }
        static func mappingForValue() -> [SmartValueTransformer]? {
            [CodingKeys.cents <--- CentsAsText()]
        }
    }

    struct CentsAsText: ValueTransformable {
        func transformFromJSON(_ value: Any) -> Int? {
            (value as? String).flatMap { Int($0.replacingOccurrences(of: "¢", with: "")) }
        }

        func transformToJSON(_ value: Int) -> String? { "\(value)¢" }
    }

    @Test func transformersAreFoundByTheCodingKeyNotTheWrittenKey() throws {
        // DI-6: `label` is written under the key "cents" but must not get cents' transformer.
        #expect(Priced().toJSONString() == #"{"cents":"250¢","label":"x"}"#)
        #expect(Priced().toJSONString(useMappedKeys: true) == #"{"price_cents":"250¢","cents":"x"}"#)
        #expect(Priced().toJSONString(options: [.key(.toSnakeCase)]) == #"{"cents":"250¢","label":"x"}"#)
        let decoded = try #require(Priced.deserialize(from: #"{"price_cents": "99¢", "cents": "y"}"#))
        #expect(decoded.cents == 99)
        #expect(decoded.label == "y")
    }

    @Test func aTransformerThatReturnsNilFallsBackToNormalEncoding() throws {
        struct Tagged: SmartCodable {
            var contact: EncodingFixtures.Contact = .email("e")
            static func mappingForValue() -> [SmartValueTransformer]? {
                [CodingKeys.contact <--- EncodingFixtures.ContactTransformer()]
            }
        }
        #expect(Tagged().toJSONString() == #"{"contact":"e"}"#)
        #expect(Tagged(contact: .none).toJSONString() == "{}")
    }

    @Test func anArrayIsNotADictionary() {
        #expect([EncodingFixtures.Child()].toDictionary() == nil)
    }
}
