/// The plain `Codable` twin of `Canada`, for Foundation's `JSONDecoder`.
package struct PlainCanada: Codable {
    package var type: String
    package var features: [Feature]

    package struct Feature: Codable {
        package var type: String
        package var properties: Properties
        package var geometry: Geometry
    }

    package struct Properties: Codable {
        package var name: String
    }

    package struct Geometry: Codable {
        package var type: String
        package var coordinates: [[[Double]]]
    }
}
