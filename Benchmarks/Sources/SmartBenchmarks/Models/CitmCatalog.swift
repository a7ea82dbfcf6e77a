import SmartCodable

/// citm_catalog.json as SmartCodable models: dictionaries keyed by ids, nested arrays of
/// small records, and many `null`s.
struct CitmCatalog: SmartCodable {
    var areaNames: [String: String] = [:]
    var audienceSubCategoryNames: [String: String] = [:]
    var blockNames: [String: String] = [:]
    var events: [String: Event] = [:]
    var performances: [Performance] = []
    var seatCategoryNames: [String: String] = [:]
    var subTopicNames: [String: String] = [:]
    var subjectNames: [String: String] = [:]
    var topicNames: [String: String] = [:]
    var topicSubTopics: [String: [Int]] = [:]
    var venueNames: [String: String] = [:]

    struct Event: SmartCodable {
        var description: String?
        var id: Int = 0
        var logo: String?
        var name: String = ""
        var subTopicIds: [Int] = []
        var subjectCode: String?
        var subtitle: String?
        var topicIds: [Int] = []
    }

    struct Performance: SmartCodable {
        var eventId: Int = 0
        var id: Int = 0
        var logo: String?
        var name: String?
        var prices: [Price] = []
        var seatCategories: [SeatCategory] = []
        var seatMapImage: String?
        var start: Int = 0
        var venueCode: String = ""
    }

    struct Price: SmartCodable {
        var amount: Int = 0
        var audienceSubCategoryId: Int = 0
        var seatCategoryId: Int = 0
    }

    struct SeatCategory: SmartCodable {
        var areas: [Area] = []
        var seatCategoryId: Int = 0
    }

    struct Area: SmartCodable {
        var areaId: Int = 0
        var blockIds: [Int] = []
    }
}
