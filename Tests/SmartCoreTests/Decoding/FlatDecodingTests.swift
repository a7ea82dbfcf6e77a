import Foundation
import SmartCore
import Testing

/// The mechanics of reading models from the flat document: member lookups in any order,
/// models that ask for keys in unusual ways, the fast paths for arrays and dictionaries,
/// and key plans shared between calls.
@Suite("Decoding from the flat document")
struct FlatDecodingTests {
    struct Point: SmartCodable, Equatable {
        var x: Int = 0
        var y: Int = 0
        var label: String = "p"
    }

    /// Reads its keys backwards, one of them twice, and one through a nested container.
    struct Backwards: SmartDecodable, Equatable {
        var c = 0
        var b = ""
        var a = 0.0
        var again = 0
        var inner = 0

        enum CodingKeys: String, CodingKey { case a, b, c, nested }
        enum NestedKeys: String, CodingKey { case value }

        init() {}

        init(c: Int, b: String, a: Double, again: Int, inner: Int) {
            (self.c, self.b, self.a, self.again, self.inner) = (c, b, a, again, inner)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            c = try container.decode(Int.self, forKey: .c)
            b = try container.decode(String.self, forKey: .b)
            let nested = try container.nestedContainer(keyedBy: NestedKeys.self, forKey: .nested)
            inner = try nested.decode(Int.self, forKey: .value)
            a = try container.decode(Double.self, forKey: .a)
            again = try container.decode(Int.self, forKey: .c)
        }
    }

    struct Shapes: SmartCodable {
        var grid: [[Double]] = [[-1]]
        var cube: [[[Int]]] = []
        var points: [Point] = []
        var named: [String: Point] = [:]
        var counts: [String: Int] = ["d": 0]
        var lists: [String: [Int]] = [:]
    }

    @Test func membersAreFoundInAnyOrder() throws {
        let orders = [
            #"{"x": 1, "y": 2, "label": "a"}"#, #"{"label": "a", "y": 2, "x": 1}"#,
            #"{"y": 2, "extra": [1, {"x": 9}], "label": "a", "x": 1}"#, #"{"label": "a", "x": 1, "y": 2, "z": 3}"#,
        ]
        for json in orders {
            #expect(Point.deserialize(from: json) == Point(x: 1, y: 2, label: "a"), "\(json)")
        }
        let many = try #require([Point].deserialize(from: "[" + orders.joined(separator: ",") + "]"))
        #expect(many == Array(repeating: Point(x: 1, y: 2, label: "a"), count: 4))
    }

    @Test func theLastOfRepeatedKeysWins() throws {
        let (model, issues) = try decodeWithIssues(
            Point.self, from: #"{"x": 1, "y": 2, "x": "3", "label": "a", "label": null}"#)
        #expect(model == Point(x: 3, y: 2, label: "p"))
        #expect(issues.map(\.location) == ["x", "label"])
    }

    @Test func customKeyOrderAndRepeatedRequests() throws {
        let json = #"{"a": 1.5, "b": "B", "c": 3, "nested": {"value": 7}}"#
        #expect(Backwards.deserialize(from: json) == Backwards(c: 3, b: "B", a: 1.5, again: 3, inner: 7))
        // Stringified numbers convert wherever they are asked for.
        let messy = #"{"nested": {"value": "8"}, "c": "4", "a": "2", "b": 5}"#
        #expect(Backwards.deserialize(from: messy) == Backwards(c: 4, b: "5", a: 2, again: 4, inner: 8))
    }

    @Test func nestedArraysReadStringifiedLevels() throws {
        let json = #"{"grid": "[[1, 2], \"[3, \\\"4\\\"]\"]", "cube": [[[1], "[2, 3]"], []]}"#
        let model = try #require(Shapes.deserialize(from: json))
        #expect(model.grid == [[1, 2], [3, 4]])
        #expect(model.cube == [[[1], [2, 3]], []])
    }

    @Test(arguments: [
        #"{"grid": [[1, 2], [3, null]]}"#, #"{"grid": [[1], 2]}"#, #"{"grid": [[1], "[x]"]}"#, #"{"grid": [[1], {}]}"#,
        #"{"grid": "[[1], [true]]"}"#,
    ])
    func oneBadElementFailsTheWholeNestedArray(json: String) throws {
        let (model, issues) = try decodeWithIssues(Shapes.self, from: json)
        #expect(model?.grid == [[-1]])
        #expect(issues.filter { $0.problem != .missingKey }.map(\.location) == ["grid"])
        #expect(
            issues.first { $0.location == "grid" }?.problem
                == .typeMismatch(found: json.contains("\"[[") ? .string : .array))
    }

    @Test func modelArraysAndDictionariesReportInsidePaths() throws {
        let json =
            #"{"points": [{"x": "1"}, {"y": 2}], "named": {"a": {"x": 1, "label": null}, "b": "{\"y\": \"5\"}"}}"#
        let (model, issues) = try decodeWithIssues(Shapes.self, from: json)
        #expect(model?.points == [Point(x: 1), Point(y: 2)])
        #expect(model?.named["a"] == Point(x: 1))
        // Dictionary values are models: a JSON string holding one is read (§6).
        #expect(model?.named["b"] == Point(y: 5))
        let inside = issues.filter { $0.location.contains(".") }
        #expect(
            Set(inside.map(\.location)) == [
                "points[0].x", "points[0].y", "points[0].label", "points[1].x", "points[1].label", "named.a.y",
                "named.a.label", "named.b.x", "named.b.y", "named.b.label",
            ])
    }

    @Test func stringKeyedDictionariesAreStrict() throws {
        #expect(Shapes.deserialize(from: #"{"counts": {"a": 1, "b": "2", "a": 3}}"#)?.counts == ["a": 3, "b": 2])
        #expect(Shapes.deserialize(from: #"{"counts": {"a": 1, "b": null}}"#)?.counts == ["d": 0])
        #expect(Shapes.deserialize(from: #"{"counts": {"a": 1, "b": "x"}}"#)?.counts == ["d": 0])
        #expect(Shapes.deserialize(from: #"{"counts": "{\"a\": 1}"}"#)?.counts == ["d": 0])
        #expect(
            Shapes.deserialize(from: #"{"lists": {"a": [1, "2"], "b": "[3]"}}"#)?.lists == ["a": [1, 2], "b": [3]])
        // Keys are kept as written under a key strategy.
        let snake = Shapes.deserialize(from: #"{"counts": {"first_one": 1}}"#, options: [.key(.fromSnakeCase)])
        #expect(snake?.counts == ["first_one": 1])
    }

    @Test func keyPlansAreSharedAcrossCallsAndThreads() async throws {
        let json = #"{"label": "t", "y": 2, "x": 1}"#
        let results = await withTaskGroup(of: Point?.self) { group in
            for _ in 0..<64 { group.addTask { Point.deserialize(from: json) } }
            var all: [Point?] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 == Point(x: 1, y: 2, label: "t") })
    }
}
