/// The plain `Codable` twin of `UserProfile`, for Foundation's `JSONDecoder`.
struct PlainUserProfile: Codable {
    var id: Int
    var name: String
    var email: String
    var active: Bool
    var score: Double
    var tags: [String]
    var address: Address
    var createdAt: String

    struct Address: Codable {
        var city: String
        var zip: String
    }
}
