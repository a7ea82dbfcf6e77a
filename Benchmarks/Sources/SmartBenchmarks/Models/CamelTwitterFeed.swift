import SmartCodable

/// `TwitterFeed` with Swift-style (camelCase) property names, for decoding twitter.json
/// with the `.fromSnakeCase` key strategy.
struct CamelTwitterFeed: SmartCodable {
    var statuses: [Status] = []
    var searchMetadata: SearchMetadata = SearchMetadata()

    struct Status: SmartCodable {
        var metadata: Metadata = Metadata()
        var createdAt: String = ""
        var id: Int = 0
        var idStr: String = ""
        var text: String = ""
        var source: String = ""
        var truncated: Bool = false
        var inReplyToStatusId: Int?
        var inReplyToStatusIdStr: String?
        var inReplyToUserId: Int?
        var inReplyToUserIdStr: String?
        var inReplyToScreenName: String?
        var user: User = User()
        var retweetCount: Int = 0
        var favoriteCount: Int = 0
        var entities: Entities = Entities()
        var favorited: Bool = false
        var retweeted: Bool = false
        var possiblySensitive: Bool?
        var lang: String = ""
    }

    struct Metadata: SmartCodable {
        var resultType: ResultType = .recent
        var isoLanguageCode: String = ""
    }

    enum ResultType: String, SmartCaseDefaultable {
        case recent, popular, mixed
    }

    struct User: SmartCodable {
        var id: Int = 0
        var idStr: String = ""
        var name: String = ""
        var screenName: String = ""
        var location: String = ""
        var description: String = ""
        var url: String?
        var protected: Bool = false
        var followersCount: Int = 0
        var friendsCount: Int = 0
        var listedCount: Int = 0
        var createdAt: String = ""
        var favouritesCount: Int = 0
        var utcOffset: Int?
        var timeZone: String?
        var geoEnabled: Bool = false
        var verified: Bool = false
        var statusesCount: Int = 0
        var lang: String = ""
        var contributorsEnabled: Bool = false
        var isTranslator: Bool = false
        var isTranslationEnabled: Bool = false
        var profileBackgroundColor: String = ""
        var profileBackgroundImageUrl: String = ""
        var profileBackgroundImageUrlHttps: String = ""
        var profileBackgroundTile: Bool = false
        var profileImageUrl: String = ""
        var profileImageUrlHttps: String = ""
        var profileBannerUrl: String?
        var profileLinkColor: String = ""
        var profileSidebarBorderColor: String = ""
        var profileSidebarFillColor: String = ""
        var profileTextColor: String = ""
        var profileUseBackgroundImage: Bool = false
        var defaultProfile: Bool = false
        var defaultProfileImage: Bool = false
        var following: Bool = false
        var followRequestSent: Bool = false
        var notifications: Bool = false
    }

    struct Entities: SmartCodable {
        var hashtags: [Hashtag] = []
        var urls: [Link] = []
        var userMentions: [Mention] = []
    }

    struct Hashtag: SmartCodable {
        var text: String = ""
        var indices: [Int] = []
    }

    struct Link: SmartCodable {
        var url: String = ""
        var expandedUrl: String = ""
        var displayUrl: String = ""
        var indices: [Int] = []
    }

    struct Mention: SmartCodable {
        var screenName: String = ""
        var name: String = ""
        var id: Int = 0
        var idStr: String = ""
        var indices: [Int] = []
    }

    struct SearchMetadata: SmartCodable {
        var completedIn: Double = 0
        var maxId: Int = 0
        var maxIdStr: String = ""
        var query: String = ""
        var count: Int = 0
    }
}
