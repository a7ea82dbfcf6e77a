/// The plain `Codable` twin of `CamelTwitterFeed`, for Foundation's `JSONDecoder` with
/// `.convertFromSnakeCase`.
package struct PlainCamelTwitterFeed: Codable {
    package var statuses: [Status]
    package var searchMetadata: SearchMetadata

    package struct Status: Codable {
        package var metadata: Metadata
        package var createdAt: String
        package var id: Int
        package var idStr: String
        package var text: String
        package var source: String
        package var truncated: Bool
        package var inReplyToStatusId: Int?
        package var inReplyToStatusIdStr: String?
        package var inReplyToUserId: Int?
        package var inReplyToUserIdStr: String?
        package var inReplyToScreenName: String?
        package var user: User
        package var retweetCount: Int
        package var favoriteCount: Int
        package var entities: Entities
        package var favorited: Bool
        package var retweeted: Bool
        package var possiblySensitive: Bool?
        package var lang: String
    }

    package struct Metadata: Codable {
        package var resultType: ResultType
        package var isoLanguageCode: String
    }

    package enum ResultType: String, Codable {
        case recent, popular, mixed
    }

    package struct User: Codable {
        package var id: Int
        package var idStr: String
        package var name: String
        package var screenName: String
        package var location: String
        package var description: String
        package var url: String?
        package var protected: Bool
        package var followersCount: Int
        package var friendsCount: Int
        package var listedCount: Int
        package var createdAt: String
        package var favouritesCount: Int
        package var utcOffset: Int?
        package var timeZone: String?
        package var geoEnabled: Bool
        package var verified: Bool
        package var statusesCount: Int
        package var lang: String
        package var contributorsEnabled: Bool
        package var isTranslator: Bool
        package var isTranslationEnabled: Bool
        package var profileBackgroundColor: String
        package var profileBackgroundImageUrl: String
        package var profileBackgroundImageUrlHttps: String
        package var profileBackgroundTile: Bool
        package var profileImageUrl: String
        package var profileImageUrlHttps: String
        package var profileBannerUrl: String?
        package var profileLinkColor: String
        package var profileSidebarBorderColor: String
        package var profileSidebarFillColor: String
        package var profileTextColor: String
        package var profileUseBackgroundImage: Bool
        package var defaultProfile: Bool
        package var defaultProfileImage: Bool
        package var following: Bool
        package var followRequestSent: Bool
        package var notifications: Bool
    }

    package struct Entities: Codable {
        package var hashtags: [Hashtag]
        package var urls: [Link]
        package var userMentions: [Mention]
    }

    package struct Hashtag: Codable {
        package var text: String
        package var indices: [Int]
    }

    package struct Link: Codable {
        package var url: String
        package var expandedUrl: String
        package var displayUrl: String
        package var indices: [Int]
    }

    package struct Mention: Codable {
        package var screenName: String
        package var name: String
        package var id: Int
        package var idStr: String
        package var indices: [Int]
    }

    package struct SearchMetadata: Codable {
        package var completedIn: Double
        package var maxId: Int
        package var maxIdStr: String
        package var query: String
        package var count: Int
    }
}
