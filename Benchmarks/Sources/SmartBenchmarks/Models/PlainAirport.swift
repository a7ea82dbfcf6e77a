/// The plain `Codable` twin of `Airport`, for Foundation's `JSONDecoder`.
struct PlainAirport: Codable {
    var name: String
    var iata: String
    var icao: String
    var coordinates: [Double]
    var runways: [Runway]

    struct Runway: Codable {
        var direction: String
        var distance: Int
        var surface: Surface
    }

    enum Surface: String, Codable {
        case flexible, rigid, other, unpaved, gravel, sealed
    }
}
