// Models for the decoder fuzz target (Fuzz/decoder/DecoderFuzz.swift).
//
// Together they use most of what a SmartCodable model can declare: scalars of every
// kind, optionals, nested models, arrays and dictionaries of scalars and of models,
// nested arrays, enums, dates, URLs, decimals, data, colours, the property wrappers,
// key mapping with dotted paths, value transformers, didFinishMapping, and a
// self-recursive class. Nothing here checks results: the decoder is tolerant, and the
// target only requires that no input crashes it.

import Foundation
import SmartCore
import SmartTransformers
import SmartWrappers

/// A string-backed enum; unknown raw values fall back.
enum AccountStatus: String, SmartCaseDefaultable {
    case active, suspended, closed
}

/// An integer-backed enum, used optionally and in arrays.
enum Priority: Int, SmartCaseDefaultable {
    case low = 0
    case normal = 1
    case high = 2
    case urgent = 9
}

/// A small nested model.
struct Address: SmartCodable {
    var street: String = ""
    var city: String?
    var postcode: Int = 0
    var coordinates: [Double] = []
    var primary: Bool = true
}

/// Read from the enclosing object's own keys by `@SmartFlat`.
struct Price: SmartCodable {
    var amount: Decimal = 0
    var currency: String = "EUR"
    var taxRate: Float?
}

/// An element model for arrays, with its own key mapping.
struct Tag: SmartCodable {
    var id: Int = 0
    var label: String = ""
    var weight: Double?

    static func mappingForKey() -> [SmartKeyTransformer]? {
        [CodingKeys.label <--- ["label", "name", "title"]]
    }
}

/// A self-recursive class model: `child` nests without limit, `children` branches.
final class Node: SmartCodable {
    var name: String = ""
    var value: Int = 0
    var child: Node?
    var children: [Node] = []
    var attributes: [String: String] = [:]
    required init() {}
}

/// Reads decimals written with a comma (`"1,5"`) or as plain numbers; writes them with a
/// comma. A hand-written `ValueTransformable`, so a user-defined transformer runs too.
struct CommaDecimalTransformer: ValueTransformable {
    func transformFromJSON(_ value: Any) -> Double? {
        switch value {
        case let text as String: return Double(text.replacingOccurrences(of: ",", with: "."))
        case let number as Int: return Double(number)
        case let number as Double: return number
        default: return nil
        }
    }

    func transformToJSON(_ value: Double) -> String? {
        String(value).replacingOccurrences(of: ".", with: ",")
    }
}

/// The main model: one of nearly everything.
struct Profile: SmartCodable {
    // Scalars, with and without initializer values.
    var id: Int = 0
    var name: String = ""
    var nickname: String?
    var age: Int?
    var score: Double = 0
    var ratio: Float = 0
    var level: Int8 = 0
    var serial: UInt64 = 0
    var active: Bool = false
    var optionalFlag: Bool?

    // Enums.
    var status: AccountStatus = .active
    var priority: Priority?
    var history: [Priority] = []

    // Foundation values the decoder converts itself.
    var created: Date?
    var updated: Date = Date(timeIntervalSince1970: 0)
    var homepage: URL?
    var balance: Decimal = 0
    var avatar: Data?

    // Nested models and collections.
    var address: Address = Address()
    var previousAddress: Address?
    var tags: [Tag] = []
    var ids: [Int] = []
    var aliases: [String?] = []
    var counts: [String: Int] = [:]
    var offices: [String: Address] = [:]
    var matrix: [[Double]] = []
    var tree: Node?

    // Filled through key mapping (see mappingForKey).
    var city: String = ""
    var ownerID: Int = 0
    var firstTagLabel: String?

    // Filled through value transformers (see mappingForValue).
    var weight: Double = 0
    var launched: Date?
    var website: URL?
    var payload: Data?
    var accent: ColorObject?
    var shout: String = ""

    // Property wrappers.
    @SmartAny var extra: [String: Any] = [:]
    @SmartAny var anything: Any?
    @SmartAny var mixed: [Any] = []
    @SmartCompact.Array var compactIDs: [Int] = []
    @SmartCompact.Array var compactTags: [Tag] = []
    @SmartCompact.Dictionary var compactScores: [String: Double] = [:]
    @SmartFlat var price: Price = Price()
    @SmartIgnored var cache: [String] = ["kept"]
    @SmartDate var birthday: Date?

    static func mappingForKey() -> [SmartKeyTransformer]? {
        [
            CodingKeys.city <--- ["address.city", "location.city", "city"],  // dotted paths first
            CodingKeys.ownerID <--- ["owner.id", "owner_id", "ownerID"],
            CodingKeys.firstTagLabel <--- "meta.tags.first.label",
            CodingKeys.id <--- ["user_id", "id"],
        ]
    }

    static func mappingForValue() -> [SmartValueTransformer]? {
        [
            CodingKeys.weight <--- CommaDecimalTransformer(),
            CodingKeys.launched <--- SmartDateTransformer(strategy: .iso8601),
            CodingKeys.website <--- SmartURLTransformer(prefix: "https://"),
            CodingKeys.payload <--- SmartDataTransformer(),
            CodingKeys.accent <--- SmartHexColorTransformer(),
            CodingKeys.shout <--- FastTransformer<String, String>(fromJSON: { $0?.uppercased() }),
        ]
    }

    mutating func didFinishMapping() {
        // Runs after every property is set; touch a few so it does real work.
        if name.isEmpty, let nickname { name = nickname }
        if ids.count > 1_000 { ids.removeAll() }
    }
}
