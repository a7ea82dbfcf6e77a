/// The plain `Codable` twin of `CamelTwitterFeed`, for Foundation's `JSONDecoder` with
/// `.convertFromSnakeCase`.
struct PlainCamelTwitterFeed: Codable {
    var statuses: [Status]
    var searchMetadata: SearchMetadata

    struct Status: Codable {
        var metadata: Metadata
        var createdAt: String
        var id: Int
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: Int?
        var inReplyToStatusIdStr: String?
        var inReplyToUserId: Int?
        var inReplyToUserIdStr: String?
        var inReplyToScreenName: String?
        var user: User
        var retweetCount: Int
        var favoriteCount: Int
        var entities: Entities
        var favorited: Bool
        var retweeted: Bool
        var possiblySensitive: Bool?
        var lang: String
    }

    struct Metadata: Codable {
        var resultType: ResultType
        var isoLanguageCode: String
    }

    enum ResultType: String, Codable {
        case recent, popular, mixed
    }

    struct User: Codable {
        var id: Int
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: String?
        var protected: Bool
        var followersCount: Int
        var friendsCount: Int
        var listedCount: Int
        var createdAt: String
        var favouritesCount: Int
        var utcOffset: Int?
        var timeZone: String?
        var geoEnabled: Bool
        var verified: Bool
        var statusesCount: Int
        var lang: String
        var contributorsEnabled: Bool
        var isTranslator: Bool
        var isTranslationEnabled: Bool
        var profileBackgroundColor: String
        var profileBackgroundImageUrl: String
        var profileBackgroundImageUrlHttps: String
        var profileBackgroundTile: Bool
        var profileImageUrl: String
        var profileImageUrlHttps: String
        var profileBannerUrl: String?
        var profileLinkColor: String
        var profileSidebarBorderColor: String
        var profileSidebarFillColor: String
        var profileTextColor: String
        var profileUseBackgroundImage: Bool
        var defaultProfile: Bool
        var defaultProfileImage: Bool
        var following: Bool
        var followRequestSent: Bool
        var notifications: Bool
    }

    struct Entities: Codable {
        var hashtags: [Hashtag]
        var urls: [Link]
        var userMentions: [Mention]
    }

    struct Hashtag: Codable {
        var text: String
        var indices: [Int]
    }

    struct Link: Codable {
        var url: String
        var expandedUrl: String
        var displayUrl: String
        var indices: [Int]
    }

    struct Mention: Codable {
        var screenName: String
        var name: String
        var id: Int
        var idStr: String
        var indices: [Int]
    }

    struct SearchMetadata: Codable {
        var completedIn: Double
        var maxId: Int
        var maxIdStr: String
        var query: String
        var count: Int
    }
}
