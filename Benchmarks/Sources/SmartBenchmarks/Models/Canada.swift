import SmartCodable

/// canada.json as SmartCodable models: one polygon of about 110,000 coordinate pairs,
/// `[[[Double]]]`.
struct Canada: SmartCodable {
    var type: String = ""
    var features: [Feature] = []

    struct Feature: SmartCodable {
        var type: String = ""
        var properties: Properties = Properties()
        var geometry: Geometry = Geometry()
    }

    struct Properties: SmartCodable {
        var name: String = ""
    }

    struct Geometry: SmartCodable {
        var type: String = ""
        var coordinates: [[[Double]]] = []
    }
}
