/// The plain `Codable` twin of `Canada`, for Foundation's `JSONDecoder`.
struct PlainCanada: Codable {
    var type: String
    var features: [Feature]

    struct Feature: Codable {
        var type: String
        var properties: Properties
        var geometry: Geometry
    }

    struct Properties: Codable {
        var name: String
    }

    struct Geometry: Codable {
        var type: String
        var coordinates: [[[Double]]]
    }
}
