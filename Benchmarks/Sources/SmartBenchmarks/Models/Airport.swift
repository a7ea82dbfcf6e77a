import SmartCodable

/// An airports10000.json record as a SmartCodable model.
struct Airport: SmartCodable, Equatable {
    var name: String = ""
    var iata: String = ""
    var icao: String = ""
    var coordinates: [Double] = []
    var runways: [Runway] = []

    struct Runway: SmartCodable, Equatable {
        var direction: String = ""
        var distance: Int = 0
        var surface: Surface = .other
    }

    enum Surface: String, SmartCaseDefaultable {
        case flexible, rigid, other, unpaved, gravel, sealed
    }
}
