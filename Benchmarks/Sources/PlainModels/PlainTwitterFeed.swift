/// The plain `Codable` twin of `TwitterFeed`, for Foundation's `JSONDecoder`.
package struct PlainTwitterFeed: Codable {
    package var statuses: [Status]
    package var search_metadata: SearchMetadata

    package struct Status: Codable {
        package var metadata: Metadata
        package var created_at: String
        package var id: Int
        package var id_str: String
        package var text: String
        package var source: String
        package var truncated: Bool
        package var in_reply_to_status_id: Int?
        package var in_reply_to_status_id_str: String?
        package var in_reply_to_user_id: Int?
        package var in_reply_to_user_id_str: String?
        package var in_reply_to_screen_name: String?
        package var user: User
        package var retweet_count: Int
        package var favorite_count: Int
        package var entities: Entities
        package var favorited: Bool
        package var retweeted: Bool
        package var possibly_sensitive: Bool?
        package var lang: String
    }

    package struct Metadata: Codable {
        package var result_type: ResultType
        package var iso_language_code: String
    }

    package enum ResultType: String, Codable {
        case recent, popular, mixed
    }

    package struct User: Codable {
        package var id: Int
        package var id_str: String
        package var name: String
        package var screen_name: String
        package var location: String
        package var description: String
        package var url: String?
        package var protected: Bool
        package var followers_count: Int
        package var friends_count: Int
        package var listed_count: Int
        package var created_at: String
        package var favourites_count: Int
        package var utc_offset: Int?
        package var time_zone: String?
        package var geo_enabled: Bool
        package var verified: Bool
        package var statuses_count: Int
        package var lang: String
        package var contributors_enabled: Bool
        package var is_translator: Bool
        package var is_translation_enabled: Bool
        package var profile_background_color: String
        package var profile_background_image_url: String
        package var profile_background_image_url_https: String
        package var profile_background_tile: Bool
        package var profile_image_url: String
        package var profile_image_url_https: String
        package var profile_banner_url: String?
        package var profile_link_color: String
        package var profile_sidebar_border_color: String
        package var profile_sidebar_fill_color: String
        package var profile_text_color: String
        package var profile_use_background_image: Bool
        package var default_profile: Bool
        package var default_profile_image: Bool
        package var following: Bool
        package var follow_request_sent: Bool
        package var notifications: Bool
    }

    package struct Entities: Codable {
        package var hashtags: [Hashtag]
        package var urls: [Link]
        package var user_mentions: [Mention]
    }

    package struct Hashtag: Codable {
        package var text: String
        package var indices: [Int]
    }

    package struct Link: Codable {
        package var url: String
        package var expanded_url: String
        package var display_url: String
        package var indices: [Int]
    }

    package struct Mention: Codable {
        package var screen_name: String
        package var name: String
        package var id: Int
        package var id_str: String
        package var indices: [Int]
    }

    package struct SearchMetadata: Codable {
        package var completed_in: Double
        package var max_id: Int
        package var max_id_str: String
        package var query: String
        package var count: Int
    }
}
