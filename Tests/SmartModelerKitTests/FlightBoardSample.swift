import SmartModelerKit

/// A small top-level array that makes the generator use every form it can write: classes,
/// public access, the snake-case key strategy, ISO 8601 dates, `Decimal`, optional array
/// elements, nested arrays, an id-keyed dictionary, mixed kinds as `String` and as
/// `@SmartAny`, always-empty arrays, keyword and dashed keys. Its models are committed as
/// `Fixtures/FlightBoardModels.swift` (see `FixtureModelTests`).
enum FlightBoardSample {
    static let options = ModelerOptions(
        rootName: "FlightBoard", declarationKind: .class, keyStrategy: .snake, accessLevel: .public, detectsDates: true)

    static let json = """
        [
            {
                "flight_no": "LH 400",
                "departs_at": "2024-05-01T10:15:00Z",
                "gate-id": "B44",
                "status": "boarding",
                "delay_min": 0,
                "load_factor": 0.82,
                "crew": [{"name": "Ann", "role": "captain"}, {"name": "Bo", "role": "first officer", "hours": 5200}],
                "seat_map": [[1, 2, null], [3, 4, 5]],
                "fares": {"101": {"amount": 499.5, "currency": "EUR"}, "102": {"amount": 1299, "currency": "EUR"}},
                "tracking_id": 123456789012345678901234567890,
                "is_codeshare": false,
                "extra": {"note": "charter"},
                "class": "economy",
                "URL": "https://example.com/LH400",
                "tags": []
            },
            {
                "flight_no": "UA 901",
                "departs_at": "2024-05-01T11:05:00.250+02:00",
                "gate-id": 12,
                "status": null,
                "delay_min": 25,
                "load_factor": 1,
                "crew": [],
                "seat_map": [],
                "fares": {},
                "tracking_id": 42,
                "is_codeshare": "yes",
                "extra": [1, 2],
                "class": "business",
                "URL": "https://example.com/UA901",
                "tags": []
            }
        ]
        """
}
