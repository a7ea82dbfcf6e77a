import Foundation
import SmartCore
import Testing

/// §3.3: the fallback value D — the initializer value, else the type's zero value.
@Suite("Fallback values (§3.3)")
struct DefaultValueTests {
    enum Color: String, SmartCaseDefaultable { case red, green }

    struct Sub: SmartCodable, Equatable {
        var name: String = ""
        var calls = 0
        mutating func didFinishMapping() { calls += 1 }
    }

    struct AllDefaults: SmartCodable {
        var int: Int = 5
        var int8: Int8 = -3
        var uint64: UInt64 = 7
        var double: Double = 2.5
        var float: Float = 1.5
        var cgFloat: CGFloat = 3.5
        var bool: Bool = true
        var string: String = "init"
        var ints: [Int] = [1, 2]
        var map: [String: Int] = ["k": 1]
        var data: Data = Data([1, 2])
        var decimal: Decimal = 12.5
        var date: Date = Date(timeIntervalSince1970: 1234)
        var url: URL = URL(fileURLWithPath: "/init")
        var color: Color = .green
        var sub: Sub = Sub(name: "init")
        var optionalWithValue: String? = "opt"
    }

    @Test(arguments: ["{}", #"{"int": null, "string": null, "sub": null, "color": null, "date": null, "url": null}"#])
    func initializerValues(json: String) throws {
        let model = try #require(AllDefaults.deserialize(from: json))
        #expect(model.int == 5)
        #expect(model.int8 == -3)
        #expect(model.uint64 == 7)
        #expect(model.double == 2.5)
        #expect(model.float == 1.5)
        #expect(model.cgFloat == 3.5)
        #expect(model.bool == true)
        #expect(model.string == "init")
        #expect(model.ints == [1, 2])
        #expect(model.map == ["k": 1])
        #expect(model.data == Data([1, 2]))
        #expect(model.decimal == 12.5)
        #expect(model.date == Date(timeIntervalSince1970: 1234))
        #expect(model.url == URL(fileURLWithPath: "/init"))
        #expect(model.color == .green)
        #expect(model.sub == Sub(name: "init", calls: 1))
        #expect(model.optionalWithValue == "opt")
    }

    /// Wrong kinds fall back to the initializer values too.
    @Test func initializerValuesForMismatches() throws {
        let json = #"""
            {"int": [1], "int8": 300, "uint64": -1, "double": "abc", "float": {}, "cgFloat": true,
             "bool": "maybe", "string": {}, "ints": ["x"], "map": [1], "data": "***", "decimal": "1",
             "date": true, "url": "", "color": "blue", "sub": 5, "optionalWithValue": []}
            """#
        let model = try #require(AllDefaults.deserialize(from: json))
        #expect(model.int == 5)
        #expect(model.int8 == -3)
        #expect(model.uint64 == 7)
        #expect(model.double == 2.5)
        #expect(model.float == 1.5)
        #expect(model.cgFloat == 3.5)
        #expect(model.bool == true)
        #expect(model.string == "init")
        #expect(model.ints == [1, 2])
        #expect(model.map == ["k": 1])
        #expect(model.data == Data([1, 2]))
        #expect(model.decimal == 12.5)
        #expect(model.date == Date(timeIntervalSince1970: 1234))
        #expect(model.url == URL(fileURLWithPath: "/init"))
        #expect(model.color == .green)
        #expect(model.sub == Sub(name: "init", calls: 1))
        #expect(model.optionalWithValue == "opt")
    }

    // MARK: DI-4

    struct Renamed: SmartCodable {
        var count: Int = 5
        var title: String = "init"
        var sub: Sub = Sub(name: "init")
        var tags: [String] = ["t"]
        var plain: Int = 8
        enum CodingKeys: String, CodingKey {
            case count = "xx"
            case title = "the_title"
            case sub = "child"
            case tags = "labels"
            case plain
        }
    }

    @Test func renamedCodingKeysKeepTheirInitializerValues() throws {
        let missing = try #require(Renamed.deserialize(from: "{}"))
        #expect(missing.count == 5)
        #expect(missing.title == "init")
        #expect(missing.sub == Sub(name: "init", calls: 1))
        #expect(missing.tags == ["t"])
        #expect(missing.plain == 8)
        let wrong = try #require(
            Renamed.deserialize(from: #"{"xx": "abc", "the_title": null, "child": 1, "labels": 2}"#))
        #expect(wrong.count == 5)
        #expect(wrong.title == "init")
        #expect(wrong.sub == Sub(name: "init", calls: 1))
        #expect(wrong.tags == ["t"])
        let good = try #require(
            Renamed.deserialize(
                from: #"{"xx": "9", "the_title": "T", "child": {"name": "c"}, "labels": ["a"], "count": 1}"#))
        #expect(good.count == 9)
        #expect(good.title == "T")
        #expect(good.sub == Sub(name: "c", calls: 1))
        #expect(good.tags == ["a"])
    }

    // MARK: Type zero

    /// Decodes keys that name no property and encodes nothing, so no initializer value
    /// can be found: every fallback is the type's zero value.
    struct NoInitializerValues: SmartCodable {
        var int: Int = 5
        var double: Double = 5
        var bool: Bool = true
        var string: String = "init"
        var ints: [Int] = [5]
        var map: [String: Int] = ["k": 5]
        var data: Data = Data([5])
        var decimal: Decimal = 5
        var date: Date = Date(timeIntervalSince1970: 5)
        var color: Color = .green
        var sub: Sub = Sub(name: "init")
        var optional: Int? = 5

        enum CodingKeys: String, CodingKey {
            case k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11, k12
        }

        init() {}

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            int = try container.decode(Int.self, forKey: .k1)
            double = try container.decode(Double.self, forKey: .k2)
            bool = try container.decode(Bool.self, forKey: .k3)
            string = try container.decode(String.self, forKey: .k4)
            ints = try container.decode([Int].self, forKey: .k5)
            map = try container.decode([String: Int].self, forKey: .k6)
            data = try container.decode(Data.self, forKey: .k7)
            decimal = try container.decode(Decimal.self, forKey: .k8)
            date = try container.decode(Date.self, forKey: .k9)
            color = try container.decode(Color.self, forKey: .k10)
            sub = try container.decode(Sub.self, forKey: .k11)
            optional = try container.decodeIfPresent(Int.self, forKey: .k12)
        }

        func encode(to encoder: any Encoder) throws {}
    }

    @Test(arguments: [
        "{}",
        #"{"k1": "x", "k2": "x", "k3": "x", "k4": [], "k5": 1, "k6": 1, "k7": "***", "k8": "1", "k9": true, "k10": "blue", "k11": 1, "k12": "x"}"#,
    ])
    func zeroValuesWhenNoInitializerValueExists(json: String) throws {
        let before = Date()
        let model = try #require(NoInitializerValues.deserialize(from: json))
        let after = Date()
        #expect(model.int == 0)
        #expect(model.double == 0)
        #expect(model.bool == false)
        #expect(model.string == "")
        #expect(model.ints == [])
        #expect(model.map == [:])
        #expect(model.data == Data())
        #expect(model.decimal == 0)
        #expect(model.date >= before && model.date <= after)  // Date's zero is the current time (§14)
        #expect(model.color == .red)  // the first case
        #expect(model.sub == Sub(name: "", calls: 1))  // Sub(), finished
        #expect(model.optional == nil)
    }

    /// A type with no zero value and no initializer value makes the whole decode fail.
    @Test func noFallbackAtAllMakesTheResultNil() {
        struct Opaque: Codable, Equatable { var a: Int }
        struct Model: SmartCodable {
            var opaque: Opaque = Opaque(a: 1)
            enum CodingKeys: String, CodingKey { case elsewhere }
            init() {}
            init(from decoder: any Decoder) throws {
                opaque = try decoder.container(keyedBy: CodingKeys.self).decode(Opaque.self, forKey: .elsewhere)
            }
            func encode(to encoder: any Encoder) throws {}
        }
        #expect(Model.deserialize(from: "{}") == nil)
        #expect(Model.deserialize(from: #"{"elsewhere": 5}"#) == nil)
        #expect(Model.deserialize(from: #"{"elsewhere": {"a": "2"}}"#)?.opaque == Opaque(a: 2))
    }

    /// A plain Codable property type uses its initializer value like any other.
    @Test func plainCodablePropertyUsesItsInitializerValue() throws {
        struct Opaque: Codable, Equatable { var a: Int }
        struct Model: SmartCodable { var opaque: Opaque = Opaque(a: 1) }
        #expect(Model.deserialize(from: #"{"opaque": 5}"#)?.opaque == Opaque(a: 1))
        #expect(Model.deserialize(from: #"{"opaque": {"a": "2"}}"#)?.opaque == Opaque(a: 2))
    }

    // MARK: Classes

    final class Account: SmartCodable {
        var name: String = "guest"
        var level: Int = 1
        var tags: [String] = ["new"]
        required init() {}
    }

    @Test func classModelsUseTheirInitializerValues() throws {
        let empty = try #require(Account.deserialize(from: "{}"))
        #expect(empty.name == "guest")
        #expect(empty.level == 1)
        #expect(empty.tags == ["new"])
        let mixed = try #require(Account.deserialize(from: #"{"name": "ann", "level": "7", "tags": null}"#))
        #expect(mixed.name == "ann")
        #expect(mixed.level == 7)
        #expect(mixed.tags == ["new"])
    }

    final class Counter: Codable {
        var value = 0
        init() {}
    }

    struct Holder: SmartCodable {
        var counter: Counter = Counter()
        var account: Account = Account()
        var accounts: [Account] = [Account()]
        var optionalAccount: Account? = Account()
    }

    /// A class instance used as a fallback belongs to one decoded model only.
    @Test func classDefaultsAreNotShared() throws {
        let first = try #require(Holder.deserialize(from: "{}"))
        let second = try #require(
            Holder.deserialize(from: #"{"counter": null, "account": 5, "accounts": 1, "optionalAccount": null}"#))
        #expect(first.counter !== second.counter)
        #expect(first.account !== second.account)
        #expect(first.accounts.first !== second.accounts.first)
        #expect(first.optionalAccount !== second.optionalAccount)
        first.counter.value = 9
        first.account.name = "changed"
        first.accounts.first?.level = 42
        first.optionalAccount?.tags.append("x")
        #expect(second.counter.value == 0)
        #expect(second.account.name == "guest")
        #expect(second.accounts.first?.level == 1)
        #expect(second.optionalAccount?.tags == ["new"])
        // A third decode is not affected by the changes either.
        let third = try #require(Holder.deserialize(from: "{}"))
        #expect(third.counter.value == 0)
        #expect(third.account.name == "guest")
        #expect(third.accounts.first?.level == 1)
        #expect(third.optionalAccount?.tags == ["new"])
        // Nor is a model built with init().
        #expect(Holder().account.name == "guest")
    }

    // MARK: Properties left out of CodingKeys

    @Test func propertyLeftOutOfCodingKeysKeepsItsInitializerValue() throws {
        struct Model: SmartCodable {
            var name: String = ""
            var ignore: String = "kept"
            var age: Int = 0
            enum CodingKeys: String, CodingKey { case name, age }
        }
        let model = try #require(Model.deserialize(from: #"{"name": "n", "ignore": "json", "age": "3"}"#))
        #expect(model.name == "n")
        #expect(model.ignore == "kept")
        #expect(model.age == 3)
    }

    // MARK: Initializer values found by coding key, and by reflection when needed

    /// Holds a class instance one level down, which only reflecting the value can tell.
    struct CounterBox: Codable {
        var counter = Counter()
    }

    struct BoxHolder: SmartCodable {
        var box: CounterBox = CounterBox()
        var label: String = "init"
    }

    /// Whether a value holds an object is worked out when its key first needs a
    /// fallback; the fallback is a fresh object each time all the same.
    @Test func structsHoldingObjectsGetFreshFallbacks() throws {
        let first = try #require(BoxHolder.deserialize(from: #"{"box": 5}"#))
        let second = try #require(BoxHolder.deserialize(from: #"{"box": null, "label": {}}"#))
        #expect(first.box.counter !== second.box.counter)
        first.box.counter.value = 7
        #expect(second.box.counter.value == 0)
        #expect(second.label == "init")
        let third = try #require(BoxHolder.deserialize(from: "{}"))
        #expect(third.box.counter.value == 0)
        #expect(third.box.counter !== first.box.counter)
    }

    struct RenamedOptionals: SmartCodable {
        var nick: String? = "n"
        var gone: Int?
        var plain: Double? = 2.5
        enum CodingKeys: String, CodingKey {
            case nick = "nick_name"
            case gone = "gone_key"
            case plain
        }
    }

    /// Optionals are found by their coding key even when renamed, nil ones included.
    @Test func optionalsFallBackToTheirInitializerValuesByCodingKey() throws {
        for json in [
            #"{"nick_name": null, "gone_key": null, "plain": null}"#,
            #"{"nick_name": {}, "gone_key": "x", "plain": []}"#, "{}",
        ] {
            let model = try #require(RenamedOptionals.deserialize(from: json), "\(json)")
            #expect(model.nick == "n", "\(json)")
            #expect(model.gone == nil, "\(json)")
            #expect(model.plain == 2.5, "\(json)")
        }
        let good = try #require(
            RenamedOptionals.deserialize(from: #"{"nick_name": "k", "gone_key": 3, "plain": 1}"#))
        #expect(good.nick == "k")
        #expect(good.gone == 3)
        #expect(good.plain == 1)
    }

    /// A model whose own `encode(to:)` writes nothing: its initializer values are read
    /// by property name instead.
    struct EncodesNothing: SmartCodable {
        var name: String = "init"
        var count: Int = 4
        var note: String? = "note"

        func encode(to encoder: any Encoder) throws {}
    }

    @Test func modelsThatEncodeNothingStillFindTheirInitializerValues() throws {
        let model = try #require(EncodesNothing.deserialize(from: #"{"name": [], "count": "x", "note": null}"#))
        #expect(model.name == "init")
        #expect(model.count == 4)
        #expect(model.note == "note")
    }

    /// Optionals, one starting out with a value and one nil, decoded many times in one
    /// call (a model's context remembers, per key, whether its initializer value is nil).
    struct Optionals: SmartCodable, Equatable {
        var withValue: Int? = 5
        var withoutValue: Int? = nil
        var text: String? = "init"
    }

    /// The same keys asked in an order that changes with the data, so that a property's
    /// lookup does not always land on the slot the previous model used.
    struct Reordering: SmartCodable, Equatable {
        var first: Int? = 7
        var second: Int? = nil
        enum CodingKeys: String, CodingKey { case first, second, flip }
        init() {}
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if try container.decodeIfPresent(Bool.self, forKey: .flip) == true {
                second = try container.decodeIfPresent(Int.self, forKey: .second)
                first = try container.decodeIfPresent(Int.self, forKey: .first)
            } else {
                first = try container.decodeIfPresent(Int.self, forKey: .first)
                second = try container.decodeIfPresent(Int.self, forKey: .second)
            }
        }
        func encode(to encoder: any Encoder) throws {}
    }

    @Test func nullsAndMissingKeysOfOptionalsFallBackModelAfterModel() throws {
        let json = """
            [{"withValue": null, "withoutValue": null, "text": null},
             {"withValue": 1, "withoutValue": 2, "text": "t"},
             {},
             {"withValue": null, "withoutValue": 3, "text": null},
             {"withValue": 4, "withoutValue": null}]
            """
        let (decoded, reports) = SmartDiagnostics.collect { [Optionals].deserialize(from: json) }
        let models = try #require(decoded)
        #expect(models.map(\.withValue) == [5, 1, 5, 5, 4])
        #expect(models.map(\.withoutValue) == [nil, 2, nil, 3, nil])
        #expect(models.map(\.text) == ["init", "t", "init", "init", "init"])
        // Nulls are reported with what they became; missing keys are not reported.
        let issues = try #require(reports.first).issues
        #expect(issues.map(\.field) == ["withValue", "withoutValue", "text", "withValue", "text", "withoutValue"])
        #expect(
            issues.map(\.resolution) == [
                .initializerValue, .nilValue, .initializerValue, .initializerValue, .initializerValue, .nilValue,
            ])
    }

    @Test func optionalFallbacksDoNotDependOnTheOrderKeysAreAskedIn() throws {
        let json = """
            [{"first": null, "second": null},
             {"flip": true, "first": null, "second": null},
             {"flip": true},
             {"first": null, "second": 2},
             {"flip": true, "first": 1, "second": null}]
            """
        let models = try #require([Reordering].deserialize(from: json))
        #expect(models.map(\.first) == [7, 7, 7, 7, 1])
        #expect(models.map(\.second) == [nil, nil, nil, 2, nil])
    }
}
