/// The plain `Codable` twin of `UserProfile`, for Foundation's `JSONDecoder`.
package struct PlainUserProfile: Codable {
    package var id: Int
    package var name: String
    package var email: String
    package var active: Bool
    package var score: Double
    package var tags: [String]
    package var address: Address
    package var createdAt: String

    package struct Address: Codable {
        package var city: String
        package var zip: String
    }
}
