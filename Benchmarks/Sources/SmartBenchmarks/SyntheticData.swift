import Foundation

/// Deterministic stand-ins for the shared benchmark files, used when they are absent.
/// Same shapes and similar sizes; the same bytes on every run and machine.
enum SyntheticData {
    static func generate(_ name: String) -> Data {
        var random = SplitMix(seed: 0x5EED_0000 &+ UInt64(name.utf8.count))
        let text: String
        switch name {
        case "twitter": text = twitter(&random)
        case "citm_catalog": text = citmCatalog(&random)
        case "canada": text = canada(&random)
        default: text = airports(&random, count: name.hasSuffix("1000") ? 1000 : 10000)
        }
        return Data(text.utf8)
    }

    /// A small, fast, seedable generator (SplitMix64).
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        mutating func word(_ length: Int) -> String {
            let letters = Array("abcdefghijklmnopqrstuvwxyz")
            return String((0..<length).map { _ in letters[below(letters.count)] })
        }
    }

    static func airports(_ random: inout SplitMix, count: Int) -> String {
        let surfaces = ["flexible", "rigid", "unpaved", "gravel", "water"]
        var parts: [String] = []
        for _ in 0..<count {
            let runways = (0..<(1 + random.below(3))).map { _ in
                "{\"direction\":\"\(random.below(36))/\(random.below(36))\",\"distance\":\(500 + random.below(4000)),\"surface\":\"\(surfaces[random.below(surfaces.count)])\"}"
            }
            let longitude = random.unit() * 360 - 180
            let latitude = random.unit() * 180 - 90
            parts.append(
                "{\"name\":\"\(random.word(8).capitalized) Airport\",\"iata\":\"\(random.word(3).uppercased())\",\"icao\":\"\(random.word(4).uppercased())\",\"coordinates\":[\(longitude),\(latitude)],\"runways\":[\(runways.joined(separator: ","))]}"
            )
        }
        return "[" + parts.joined(separator: ",\n") + "]"
    }

    static func twitter(_ random: inout SplitMix) -> String {
        var statuses: [String] = []
        for index in 0..<100 {
            let id = 505_874_924_095_815_681 + index
            let user = """
                {"id":\(1_186_275_104 + random.below(1_000_000)),"id_str":"\(random.below(1_000_000_000))","name":"\(random.word(10))","screen_name":"\(random.word(8))","location":"","description":"\(random.word(60)) \\u3042\\u3044","url":null,"entities":{"description":{"urls":[]}},"protected":false,"followers_count":\(random.below(10000)),"friends_count":\(random.below(1000)),"listed_count":0,"created_at":"Mon Sep 01 07:58:32 +0000 2014","favourites_count":\(random.below(500)),"utc_offset":null,"time_zone":null,"geo_enabled":false,"verified":false,"statuses_count":\(random.below(5000)),"lang":"ja","contributors_enabled":false,"is_translator":false,"is_translation_enabled":false,"profile_background_color":"C0DEED","profile_background_image_url":"http://abs.twimg.com/images/themes/theme1/bg.png","profile_background_image_url_https":"https://abs.twimg.com/images/themes/theme1/bg.png","profile_background_tile":false,"profile_image_url":"http://pbs.twimg.com/profile_images/\(random.below(1_000_000))/normal.jpeg","profile_image_url_https":"https://pbs.twimg.com/profile_images/\(random.below(1_000_000))/normal.jpeg","profile_link_color":"0084B4","profile_sidebar_border_color":"C0DEED","profile_sidebar_fill_color":"DDEEF6","profile_text_color":"333333","profile_use_background_image":true,"default_profile":true,"default_profile_image":false,"following":false,"follow_request_sent":false,"notifications":false}
                """
            statuses.append(
                """
                {"metadata":{"result_type":"recent","iso_language_code":"ja"},"created_at":"Sun Aug 31 00:29:15 +0000 2014","id":\(id),"id_str":"\(id)","text":"\(random.word(90)) \\u30a2","source":"<a href=\\"https://example.com\\" rel=\\"nofollow\\">client</a>","truncated":false,"in_reply_to_status_id":null,"in_reply_to_status_id_str":null,"in_reply_to_user_id":null,"in_reply_to_user_id_str":null,"in_reply_to_screen_name":null,"user":\(user),"geo":null,"coordinates":null,"place":null,"contributors":null,"retweet_count":\(random.below(100)),"favorite_count":\(random.below(100)),"entities":{"hashtags":[],"symbols":[],"urls":[],"user_mentions":[]},"favorited":false,"retweeted":false,"lang":"ja"}
                """)
        }
        return "{\"statuses\":[" + statuses.joined(separator: ",")
            + "],\"search_metadata\":{\"completed_in\":0.087,\"max_id\":505874924095815681,\"query\":\"%E4%B8%80\",\"count\":100}}"
    }

    static func citmCatalog(_ random: inout SplitMix) -> String {
        var areaNames: [String] = []
        var events: [String] = []
        var performances: [String] = []
        for index in 0..<400 {
            let id = 205_705_993 + index
            areaNames.append("\"\(id)\":\"\(random.word(12)) \(random.word(6))\"")
            events.append(
                "\"\(138_586_341 + index)\":{\"description\":null,\"id\":\(138_586_341 + index),\"logo\":\"/images/UE0AAAAACEKo6QAAAAZDSVRN\",\"name\":\"\(random.word(14))\",\"subTopicIds\":[337184269,337184283],\"subjectCode\":null,\"subtitle\":null,\"topicIds\":[324846099,107888604]}"
            )
        }
        for index in 0..<1200 {
            let prices = (0..<(1 + random.below(4))).map { _ in
                "{\"amount\":\(random.below(200) * 1000),\"audienceSubCategoryId\":337100890,\"seatCategoryId\":\(338_937_000 + random.below(500))}"
            }
            performances.append(
                "{\"eventId\":\(138_586_341 + random.below(400)),\"id\":\(339_887_544 + index),\"logo\":null,\"name\":null,\"prices\":[\(prices.joined(separator: ","))],\"seatCategories\":[{\"areas\":[{\"areaId\":205705999,\"blockIds\":[]},{\"areaId\":205705998,\"blockIds\":[]}],\"seatCategoryId\":338937295}],\"seatMapImage\":null,\"start\":\(1_372_354_200_000 + index * 86_400_000),\"venueCode\":\"PLEYEL_PLEYEL\"}"
            )
        }
        return
            "{\"areaNames\":{\(areaNames.joined(separator: ","))},\"audienceSubCategoryNames\":{\"337100890\":\"Abonn\\u00e9\"},\"blockNames\":{},\"events\":{\(events.joined(separator: ","))},\"performances\":[\(performances.joined(separator: ","))],\"venueNames\":{\"PLEYEL_PLEYEL\":\"Salle Pleyel\"}}"
    }

    static func canada(_ random: inout SplitMix) -> String {
        var rings: [String] = []
        for _ in 0..<480 {
            var points: [String] = []
            for _ in 0..<(50 + random.below(200)) {
                points.append("[\(-140 + random.unit() * 80),\(42 + random.unit() * 40)]")
            }
            rings.append("[" + points.joined(separator: ",") + "]")
        }
        return
            "{\"type\":\"FeatureCollection\",\"features\":[{\"type\":\"Feature\",\"properties\":{\"name\":\"Canada\"},\"geometry\":{\"type\":\"Polygon\",\"coordinates\":[\(rings.joined(separator: ","))]}}]}"
    }
}
