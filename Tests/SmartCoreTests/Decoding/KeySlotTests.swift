import Foundation
import SmartCore
import Testing

/// A model's property keys are found again by position, or by name when the model asks
/// out of order: compared one by one while a model has few, through a dictionary once it
/// has many (`ModelContext.slotsSearchedInOrder`). The values must be the same either way.
@Suite("Key slots")
struct KeySlotTests {
    /// A model whose keys come from the data: every key in document order, then every key
    /// again in reverse order, then one key twice.
    struct DataKeyed: SmartDecodable {
        var forward: [String: Int] = [:]
        var backward: [Int] = []
        var again: Int = -1
        init() {}
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: StringCodingKey.self)
            let keys = container.allKeys.sorted { $0.stringValue < $1.stringValue }
            for key in keys { forward[key.stringValue] = try container.decode(Int.self, forKey: key) }
            for key in keys.reversed() { backward.append(try container.decode(Int.self, forKey: key)) }
            if let first = keys.first {
                again = try container.decode(Int.self, forKey: first) + container.decode(Int.self, forKey: first)
            }
        }
    }

    static func document(keys: Int) -> String {
        let members = (0..<keys).map { #""k\#(String(format: "%03d", $0))": \#($0 * 10)"# }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// Few keys, many keys (past the in-order limit), and few again, in one process: the
    /// later decodes start from the slots the earlier ones learned.
    @Test(arguments: [[6, 60, 6], [60, 6, 100], [47, 48, 49, 50]])
    func valuesAreFoundInAnyOrder(sizes: [Int]) throws {
        for size in sizes {
            let model = try #require(DataKeyed.deserialize(from: Self.document(keys: size)))
            #expect(model.forward.count == size)
            #expect(model.forward["k000"] == 0)
            #expect(model.forward[String(format: "k%03d", size - 1)] == (size - 1) * 10)
            #expect(model.backward == (0..<size).reversed().map { $0 * 10 })
            #expect(model.again == 0)
        }
    }
}
