/// The sample `smartmodeler` models when it is given no input: one airport, written to
/// show the inference rules at work (snake_case and dashed keys, a keyword key, a nested
/// object, arrays of objects with keys missing in some elements, Int and Double mixed,
/// a field that is a number in one element and a string in another, an ISO 8601 date, an
/// always-empty array and an always-null field).
public enum BuiltInSample {
    /// How messages refer to the sample.
    public static let name = "built-in sample"

    /// The JSON text.
    public static let json = """
        {
            "icao_code": "EDDF",
            "name": "Frankfurt am Main",
            "elevation_ft": 364,
            "is_international": true,
            "location": {
                "latitude": 50.0333,
                "longitude": 8.5706,
                "time_zone": "Europe/Berlin"
            },
            "runways": [
                {"designator": "07C/25C", "length_m": 4000, "width_m": 60, "surface": "asphalt", "lighted": true},
                {"designator": "07R/25L", "length_m": 4000, "width_m": 60, "surface": "asphalt", "lighted": true},
                {"designator": "18", "length_m": 4000, "width_m": "45", "surface": "concrete", "lighted": false,
                 "closed_until": "2025-03-01"}
            ],
            "frequencies": [
                {"type": "TWR", "mhz": 119.9},
                {"type": "GND", "mhz": 121, "description": "Ground"},
                {"type": "ATIS", "mhz": 118.025, "description": null}
            ],
            "passenger-count": 59400000,
            "default": false,
            "opened_at": "1936-07-08T00:00:00Z",
            "terminal_ids": [1, 2],
            "remarks": [],
            "operator": null
        }
        """

    /// The sample as a `ModelerSample`.
    public static var sample: ModelerSample { ModelerSample(name: name, text: json) }
}
