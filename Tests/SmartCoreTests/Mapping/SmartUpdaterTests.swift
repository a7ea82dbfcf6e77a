import Foundation
import SmartCore
import Testing

/// `SmartUpdater` (§11 with DI-9).
@Suite("SmartUpdater")
struct SmartUpdaterTests {
    struct Item: SmartCodable, Equatable {
        var a: Int = 0
        var b: Int = 0
    }

    struct Sub: SmartCodable, Equatable {
        var a: Int = 0
        var b: Int = 0
        var c: String = ""
    }

    struct Profile: SmartCodable, Equatable {
        var name: String = "initial"
        var age: Int = 0
        var sub: Sub = Sub()
        var list: [Item] = []
        var seen: Date = Date(timeIntervalSince1970: 0)
        var tags: [String: Int] = [:]
        var finishes = 0
        mutating func didFinishMapping() { finishes += 1 }
    }

    @Test func theSpecExample() throws {
        var model = try #require(
            Profile.deserialize(from: #"{"age": 1, "sub": {"a": 1, "b": 2}, "list": [{"a": 1}, {"a": 2}]}"#))
        SmartUpdater.update(&model, from: #"{"age": "5", "sub": {"b": 20, "c": "C"}, "list": [{"b": 9}]}"#)
        #expect(model.age == 5)
        #expect(model.sub == Sub(a: 1, b: 20, c: "C"))
        #expect(model.list == [Item(a: 0, b: 9)])  // arrays are replaced, not merged
    }

    @Test func theSeedsExample() throws {
        struct Model: SmartCodable {
            var name: String = ""
            var age: Int = 0
        }
        let dic1: [String: Any] = ["name": "mccc", "age": 10]
        let dic2: [String: Any] = ["age": 200]
        var model = try #require(Model.deserialize(from: dic1))
        SmartUpdater.update(&model, from: dic2)
        #expect(model.name == "mccc")
        #expect(model.age == 200)
    }

    @Test func nullResetsToTheInitializerValueAndMissingKeysKeepTheirValue() throws {
        var model = Profile(name: "set", age: 30)
        SmartUpdater.update(&model, from: ["name": NSNull()])
        #expect(model.name == "initial")
        #expect(model.age == 30)
    }

    @Test func didFinishMappingRunsAgain() throws {
        var model = try #require(Profile.deserialize(from: #"{"age": 1}"#))
        #expect(model.finishes == 1)
        SmartUpdater.update(&model, from: #"{"age": 2}"#)
        #expect(model.finishes == 2)
    }

    @Test func datesDoNotDrift() throws {
        // DI-9: upstream shifts every date by 978307200 s on each update.
        let moment = Date(timeIntervalSince1970: 1_700_000_000.123)
        var model = Profile(seen: moment)
        SmartUpdater.update(&model, from: ["age": 3])
        SmartUpdater.update(&model, from: ["age": 4])
        #expect(model.seen == moment)
        SmartUpdater.update(&model, from: ["seen": 1_600_000_000])
        #expect(model.seen == Date(timeIntervalSince1970: 1_600_000_000))
    }

    @Test func dictionariesMergeKeysFromTheSource() throws {
        var model = Profile(tags: ["a": 1, "b": 2])
        SmartUpdater.update(&model, from: #"{"tags": {"b": 20, "c": 3}}"#)
        #expect(model.tags == ["a": 1, "b": 20, "c": 3])
    }

    @Test func mappedKeysFromTheSourceAreRead() throws {
        // Upstream loses `alias2` to the stale `al` its re-encoding wrote.
        struct Aliased: SmartCodable {
            var alias: String = ""
            static func mappingForKey() -> [SmartKeyTransformer]? {
                [CodingKeys.alias <--- ["al", "alias2"]]
            }
        }
        var model = try #require(Aliased.deserialize(from: #"{"al": "old"}"#))
        SmartUpdater.update(&model, from: #"{"alias2": "new"}"#)
        #expect(model.alias == "new")
    }

    @Test func nestedArraysOfModelsAreReplaced() throws {
        struct Team: SmartCodable {
            var members: [Item] = [Item(a: 1, b: 1)]
            var lead: Item? = Item(a: 9, b: 9)
        }
        var team = Team()
        SmartUpdater.update(&team, from: #"{"members": [{"a": 5}, {"b": 6}], "lead": {"b": 0}}"#)
        #expect(team.members == [Item(a: 5, b: 0), Item(a: 0, b: 6)])
        #expect(team.lead == Item(a: 9, b: 0))
    }

    @Test func sourcesThatAreNotObjectsChangeNothing() throws {
        let original = Profile(name: "keep", age: 8)
        var model = original
        SmartUpdater.update(&model, from: "[1, 2]")
        SmartUpdater.update(&model, from: Data("not json".utf8))
        SmartUpdater.update(&model, from: nil as String?)
        #expect(model == original)
    }

    final class Account: SmartCodable {
        var owner: String = ""
        var balance: Int = 0
        required init() {}
    }

    @Test func classesAreUpdated() throws {
        var account = try #require(Account.deserialize(from: #"{"owner": "Ann", "balance": 10}"#))
        SmartUpdater.update(&account, from: ["balance": 25])
        #expect(account.owner == "Ann")
        #expect(account.balance == 25)
    }

    @Test func badValuesAreReportedAndResetLikeDecoding() throws {
        var model = Profile(age: 30)
        let (_, reports) = SmartDiagnostics.collect { SmartUpdater.update(&model, from: #"{"age": "abc"}"#) }
        #expect(model.age == 0)
        let issue = try #require(reports.first?.issues.first)
        #expect(issue.field == "age")
        #expect(issue.problem == .typeMismatch(found: .string))
        #expect(reports.first?.issues.count == 1)  // missing keys are not reported in an update
    }
}
