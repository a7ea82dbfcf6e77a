import Foundation
import SmartCodable

/// A deterministic "dirty" copy of the airports data: every tenth record gets the kind of
/// damage real APIs send. Numbers become strings, a field becomes null, a key goes
/// missing, the coordinates arrive as a stringified array, a runway surface is an
/// unknown enum case (one of these per damaged record, in rotation).
enum DirtyAirports {
    static func make(from clean: Data) -> Data {
        guard case .array(let records)? = try? SmartJSONValue(parsing: clean) else { return clean }
        var damaged: [SmartJSONValue] = []
        damaged.reserveCapacity(records.count)
        for (index, record) in records.enumerated() {
            guard index % 10 == 0, case .object(var object) = record else {
                damaged.append(record)
                continue
            }
            switch (index / 10) % 5 {
            case 0:
                if case .array(var runways)? = object["runways"], case .object(var runway)? = runways.first,
                    case .number(let distance)? = runway["distance"]
                {
                    runway["distance"] = .string(distance.text)
                    runways[0] = .object(runway)
                    object["runways"] = .array(runways)
                }
            case 1:
                object["name"] = .null
            case 2:
                object["icao"] = nil
            case 3:
                if let coordinates = object["coordinates"], let text = try? coordinates.jsonString() {
                    object["coordinates"] = .string(text)
                }
            default:
                if case .array(var runways)? = object["runways"], case .object(var runway)? = runways.first {
                    runway["surface"] = "asphalt-concrete"
                    runways[0] = .object(runway)
                    object["runways"] = .array(runways)
                }
            }
            damaged.append(.object(object))
        }
        return (try? SmartJSONValue.array(damaged).jsonData()) ?? clean
    }
}
