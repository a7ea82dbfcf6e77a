/// The plain `Codable` twin of `Airport`, for Foundation's `JSONDecoder`.
package struct PlainAirport: Codable {
    package var name: String
    package var iata: String
    package var icao: String
    package var coordinates: [Double]
    package var runways: [Runway]

    package struct Runway: Codable {
        package var direction: String
        package var distance: Int
        package var surface: Surface
    }

    package enum Surface: String, Codable {
        case flexible, rigid, other, unpaved, gravel, sealed
    }
}
