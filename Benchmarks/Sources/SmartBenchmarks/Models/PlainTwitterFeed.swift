/// The plain `Codable` twin of `TwitterFeed`, for Foundation's `JSONDecoder`.
struct PlainTwitterFeed: Codable {
    var statuses: [Status]
    var search_metadata: SearchMetadata

    struct Status: Codable {
        var metadata: Metadata
        var created_at: String
        var id: Int
        var id_str: String
        var text: String
        var source: String
        var truncated: Bool
        var in_reply_to_status_id: Int?
        var in_reply_to_status_id_str: String?
        var in_reply_to_user_id: Int?
        var in_reply_to_user_id_str: String?
        var in_reply_to_screen_name: String?
        var user: User
        var retweet_count: Int
        var favorite_count: Int
        var entities: Entities
        var favorited: Bool
        var retweeted: Bool
        var possibly_sensitive: Bool?
        var lang: String
    }

    struct Metadata: Codable {
        var result_type: ResultType
        var iso_language_code: String
    }

    enum ResultType: String, Codable {
        case recent, popular, mixed
    }

    struct User: Codable {
        var id: Int
        var id_str: String
        var name: String
        var screen_name: String
        var location: String
        var description: String
        var url: String?
        var protected: Bool
        var followers_count: Int
        var friends_count: Int
        var listed_count: Int
        var created_at: String
        var favourites_count: Int
        var utc_offset: Int?
        var time_zone: String?
        var geo_enabled: Bool
        var verified: Bool
        var statuses_count: Int
        var lang: String
        var contributors_enabled: Bool
        var is_translator: Bool
        var is_translation_enabled: Bool
        var profile_background_color: String
        var profile_background_image_url: String
        var profile_background_image_url_https: String
        var profile_background_tile: Bool
        var profile_image_url: String
        var profile_image_url_https: String
        var profile_banner_url: String?
        var profile_link_color: String
        var profile_sidebar_border_color: String
        var profile_sidebar_fill_color: String
        var profile_text_color: String
        var profile_use_background_image: Bool
        var default_profile: Bool
        var default_profile_image: Bool
        var following: Bool
        var follow_request_sent: Bool
        var notifications: Bool
    }

    struct Entities: Codable {
        var hashtags: [Hashtag]
        var urls: [Link]
        var user_mentions: [Mention]
    }

    struct Hashtag: Codable {
        var text: String
        var indices: [Int]
    }

    struct Link: Codable {
        var url: String
        var expanded_url: String
        var display_url: String
        var indices: [Int]
    }

    struct Mention: Codable {
        var screen_name: String
        var name: String
        var id: Int
        var id_str: String
        var indices: [Int]
    }

    struct SearchMetadata: Codable {
        var completed_in: Double
        var max_id: Int
        var max_id_str: String
        var query: String
        var count: Int
    }
}
