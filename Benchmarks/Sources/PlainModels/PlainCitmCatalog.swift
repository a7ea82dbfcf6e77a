/// The plain `Codable` twin of `CitmCatalog`, for Foundation's `JSONDecoder`.
package struct PlainCitmCatalog: Codable {
    package var areaNames: [String: String]
    package var audienceSubCategoryNames: [String: String]
    package var blockNames: [String: String]
    package var events: [String: Event]
    package var performances: [Performance]
    package var seatCategoryNames: [String: String]
    package var subTopicNames: [String: String]
    package var subjectNames: [String: String]
    package var topicNames: [String: String]
    package var topicSubTopics: [String: [Int]]
    package var venueNames: [String: String]

    package struct Event: Codable {
        package var description: String?
        package var id: Int
        package var logo: String?
        package var name: String
        package var subTopicIds: [Int]
        package var subjectCode: String?
        package var subtitle: String?
        package var topicIds: [Int]
    }

    package struct Performance: Codable {
        package var eventId: Int
        package var id: Int
        package var logo: String?
        package var name: String?
        package var prices: [Price]
        package var seatCategories: [SeatCategory]
        package var seatMapImage: String?
        package var start: Int
        package var venueCode: String
    }

    package struct Price: Codable {
        package var amount: Int
        package var audienceSubCategoryId: Int
        package var seatCategoryId: Int
    }

    package struct SeatCategory: Codable {
        package var areas: [Area]
        package var seatCategoryId: Int
    }

    package struct Area: Codable {
        package var areaId: Int
        package var blockIds: [Int]
    }
}
