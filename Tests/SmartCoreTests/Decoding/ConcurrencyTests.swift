import Foundation
import SmartCore
import Testing

/// Decodes from many threads at once: each `SmartDiagnostics.collect` scope sees only its
/// own reports, and every model is right. The model types are used nowhere else, so their
/// first-use caches are also built concurrently.
@Suite("Concurrency")
struct ConcurrencyTests {
    struct ConcurrentOrder: SmartCodable {
        var id: Int = -1
        var label: String = "order"
        var lines: [ConcurrentLine] = []
    }

    struct ConcurrentLine: SmartCodable {
        var sku: String = ""
        var quantity: Int = 0
    }

    final class ConcurrentAccount: SmartCodable {
        var id: Int = -1
        var owner: String = "account"
        var flags: [Bool] = [false]
        required init() {}
    }

    struct ConcurrentEvent: SmartCodable {
        var id: Int = -1
        var kind: Kind = .unknown
        var at: Date = Date(timeIntervalSince1970: 0)
        enum Kind: String, SmartCaseDefaultable { case unknown, open, close }
    }

    /// What one iteration saw, checked on the test's own thread afterwards.
    struct Outcome: Sendable {
        var iteration: Int
        var problems: [String]
    }

    /// Decodes iteration `i` in its own scope and lists whatever is wrong with the result.
    static func run(_ i: Int) -> Outcome {
        var problems: [String] = []
        func check(_ condition: Bool, _ text: @autoclosure () -> String) {
            if !condition { problems.append(text()) }
        }
        switch i % 3 {
        case 0:
            // id arrives as a string (1 converted issue); label missing (1 issue);
            // the second line's quantity is a string (1 converted issue).
            let json =
                #"{"id": "\#(i)", "lines": [{"sku": "a\#(i)", "quantity": 1}, {"sku": "b", "quantity": "\#(i)"}]}"#
            let (model, reports) = SmartDiagnostics.collect { ConcurrentOrder.deserialize(from: json) }
            check(model?.id == i, "order id \(String(describing: model?.id))")
            check(model?.label == "order", "order label")
            check(model?.lines.map(\.sku) == ["a\(i)", "b"], "order skus")
            check(model?.lines.map(\.quantity) == [1, i], "order quantities")
            check(reports.count == 1, "order reports \(reports.count)")
            check(
                reports.first?.rootType == "ConcurrentOrder",
                "order root \(String(describing: reports.first?.rootType))")
            check(
                reports.first?.issues.map(\.location) == ["id", "label", "lines[1].quantity"],
                "order issues \(String(describing: reports.first?.issues.map(\.location)))")
        case 1:
            let dict: [String: Any] = ["id": i, "owner": i, "flags": [1, "no", true]]
            let (model, reports) = SmartDiagnostics.collect { ConcurrentAccount.deserialize(from: dict) }
            check(model?.id == i, "account id")
            check(model?.owner == String(i), "account owner")
            check(model?.flags == [true, false, true], "account flags")
            check(reports.count == 1, "account reports \(reports.count)")
            check(reports.first?.rootType == "ConcurrentAccount", "account root")
            check(
                reports.first?.issues.map(\.location) == ["owner"],
                "account issues \(String(describing: reports.first?.issues.map(\.location)))")
        default:
            // A top-level array: one element substituted, one decoded.
            let json = #"[{"id": \#(i), "kind": "open", "at": \#(1_700_000_000 + i)}, "junk"]"#
            let (models, reports) = SmartDiagnostics.collect { [ConcurrentEvent].deserialize(from: json) }
            check(models?.count == 2, "events count")
            check(models?.first?.id == i, "event id")
            check(models?.first?.kind == .open, "event kind")
            check(models?.first?.at == Date(timeIntervalSince1970: Double(1_700_000_000 + i)), "event date")
            check(models?.last?.id == -1, "substitute id")
            check(reports.count == 1, "event reports \(reports.count)")
            check(reports.first?.rootType == "Array<ConcurrentEvent>", "event root")
            check(reports.first?.issues.map(\.resolution) == [.substitutedElement], "event issues")
        }
        return Outcome(iteration: i, problems: problems)
    }

    @Test func concurrentPerformKeepsScopesApart() throws {
        let outcomes = LockedValue<[Outcome]>([])
        DispatchQueue.concurrentPerform(iterations: 200) { i in
            let outcome = Self.run(i)
            outcomes.write { $0.append(outcome) }
        }
        let all = outcomes.read { $0 }
        #expect(all.count == 200)
        #expect(Set(all.map(\.iteration)) == Set(0..<200))
        let failures = all.filter { !$0.problems.isEmpty }
        #expect(failures.isEmpty, "\(failures.prefix(5).map { "#\($0.iteration): \($0.problems)" })")
    }

    @Test func taskGroupKeepsScopesApart() async throws {
        let outcomes = await withTaskGroup(of: Outcome.self) { group in
            for i in 0..<200 {
                group.addTask { Self.run(i) }
            }
            var collected: [Outcome] = []
            for await outcome in group { collected.append(outcome) }
            return collected
        }
        #expect(outcomes.count == 200)
        let failures = outcomes.filter { !$0.problems.isEmpty }
        #expect(failures.isEmpty, "\(failures.prefix(5).map { "#\($0.iteration): \($0.problems)" })")
    }

    /// A scope does not collect decodes that other threads make while it is open.
    @Test func scopeIgnoresOtherThreads() throws {
        let (otherCount, reports) = SmartDiagnostics.collect { () -> Int in
            let group = DispatchGroup()
            let done = LockedValue(0)
            for i in 0..<20 {
                DispatchQueue.global().async(group: group) {
                    _ = ConcurrentLine.deserialize(from: #"{"sku": \#(i)}"#)
                    done.write { $0 += 1 }
                }
            }
            _ = ConcurrentLine.deserialize(from: #"{"sku": "own"}"#)
            group.wait()
            return done.read { $0 }
        }
        #expect(otherCount == 20)
        #expect(reports.count == 1)
        #expect(reports.first?.issues.map(\.location) == ["quantity"])
    }

    /// An object one level down in a value: only reflection tells, and it is asked the
    /// first time the key needs a fallback.
    final class ConcurrentMarker: Codable, @unchecked Sendable {
        var hits = 0
        init() {}
    }

    struct ConcurrentBox: Codable {
        var marker = ConcurrentMarker()
    }

    /// Encodes its box only, so `title` and `count` are found by property name (`Mirror`).
    struct ConcurrentLazy: SmartCodable {
        var box: ConcurrentBox = ConcurrentBox()
        var title: String = "lazy"
        var count: Int = 7

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(box, forKey: .box)
        }
    }

    /// The initializer values' lazily built parts (answers found by reflection, the
    /// property-name table) are made by whichever thread needs them first: every thread
    /// gets the right values and an object of its own.
    @Test func lazyInitializerTablesAreSafeAcrossThreads() {
        let markers = LockedValue<[ConcurrentMarker]>([])
        let wrong = LockedValue(0)
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            let model = ConcurrentLazy.deserialize(from: #"{"box": \#(i), "title": [], "count": {}}"#)
            guard let model, model.title == "lazy", model.count == 7 else {
                wrong.write { $0 += 1 }
                return
            }
            markers.write { $0.append(model.box.marker) }
        }
        let all = markers.read { $0 }
        #expect(wrong.read { $0 } == 0)
        #expect(all.count == 64)
        #expect(Set(all.map(ObjectIdentifier.init)).count == 64)
    }
}
