import SmartCodable

/// The shape of a typical API response: eight members, one nested object and a string
/// array, about 200 bytes (`SmallPayloadBenchmarks.document`).
struct UserProfile: SmartCodable, Equatable {
    var id: Int = 0
    var name: String = ""
    var email: String = ""
    var active: Bool = false
    var score: Double = 0
    var tags: [String] = []
    var address: Address = Address()
    var createdAt: String = ""

    struct Address: SmartCodable, Equatable {
        var city: String = ""
        var zip: String = ""
    }
}
