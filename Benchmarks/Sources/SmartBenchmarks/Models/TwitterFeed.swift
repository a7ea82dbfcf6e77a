import SmartCodable

/// twitter.json as SmartCodable models (property names follow the JSON keys).
struct TwitterFeed: SmartCodable {
    var statuses: [Status] = []
    var search_metadata: SearchMetadata = SearchMetadata()

    struct Status: SmartCodable {
        var metadata: Metadata = Metadata()
        var created_at: String = ""
        var id: Int = 0
        var id_str: String = ""
        var text: String = ""
        var source: String = ""
        var truncated: Bool = false
        var in_reply_to_status_id: Int?
        var in_reply_to_status_id_str: String?
        var in_reply_to_user_id: Int?
        var in_reply_to_user_id_str: String?
        var in_reply_to_screen_name: String?
        var user: User = User()
        var retweet_count: Int = 0
        var favorite_count: Int = 0
        var entities: Entities = Entities()
        var favorited: Bool = false
        var retweeted: Bool = false
        var possibly_sensitive: Bool?
        var lang: String = ""
    }

    struct Metadata: SmartCodable {
        var result_type: ResultType = .recent
        var iso_language_code: String = ""
    }

    enum ResultType: String, SmartCaseDefaultable {
        case recent, popular, mixed
    }

    struct User: SmartCodable {
        var id: Int = 0
        var id_str: String = ""
        var name: String = ""
        var screen_name: String = ""
        var location: String = ""
        var description: String = ""
        var url: String?
        var protected: Bool = false
        var followers_count: Int = 0
        var friends_count: Int = 0
        var listed_count: Int = 0
        var created_at: String = ""
        var favourites_count: Int = 0
        var utc_offset: Int?
        var time_zone: String?
        var geo_enabled: Bool = false
        var verified: Bool = false
        var statuses_count: Int = 0
        var lang: String = ""
        var contributors_enabled: Bool = false
        var is_translator: Bool = false
        var is_translation_enabled: Bool = false
        var profile_background_color: String = ""
        var profile_background_image_url: String = ""
        var profile_background_image_url_https: String = ""
        var profile_background_tile: Bool = false
        var profile_image_url: String = ""
        var profile_image_url_https: String = ""
        var profile_banner_url: String?
        var profile_link_color: String = ""
        var profile_sidebar_border_color: String = ""
        var profile_sidebar_fill_color: String = ""
        var profile_text_color: String = ""
        var profile_use_background_image: Bool = false
        var default_profile: Bool = false
        var default_profile_image: Bool = false
        var following: Bool = false
        var follow_request_sent: Bool = false
        var notifications: Bool = false
    }

    struct Entities: SmartCodable {
        var hashtags: [Hashtag] = []
        var urls: [Link] = []
        var user_mentions: [Mention] = []
    }

    struct Hashtag: SmartCodable {
        var text: String = ""
        var indices: [Int] = []
    }

    struct Link: SmartCodable {
        var url: String = ""
        var expanded_url: String = ""
        var display_url: String = ""
        var indices: [Int] = []
    }

    struct Mention: SmartCodable {
        var screen_name: String = ""
        var name: String = ""
        var id: Int = 0
        var id_str: String = ""
        var indices: [Int] = []
    }

    struct SearchMetadata: SmartCodable {
        var completed_in: Double = 0
        var max_id: Int = 0
        var max_id_str: String = ""
        var query: String = ""
        var count: Int = 0
    }
}
