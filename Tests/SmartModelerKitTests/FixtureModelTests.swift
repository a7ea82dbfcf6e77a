import Foundation
import SmartCodable
import SmartModelerKit
import Testing

/// The compile-and-decode check. The models generated for twitter.json, citm_catalog.json,
/// the built-in sample and `FlightBoardSample` are committed under `Fixtures/`, so they
/// are type-checked against the built library every time the tests build. Each fixture
/// is regenerated here and compared byte for byte (it cannot go stale), and each sample is
/// decoded with its models, written back, and compared with the original JSON.
@Suite("Generated models compile, stay current and decode their samples")
struct FixtureModelTests {
    static let twitterAvailable = ModelerTestData.benchFileExists("twitter.json")
    static let citmAvailable = ModelerTestData.benchFileExists("citm_catalog.json")

    // MARK: twitter.json

    @Test(
        "twitter.json: the committed models are what smartmodeler generates",
        .enabled(if: twitterAvailable, "../shared/data/bench/twitter.json is absent; twitter fixture check skipped"))
    func twitterFixtureIsCurrent() throws {
        let sample = ModelerSample(name: "twitter.json", data: try ModelerTestData.benchFile("twitter.json"))
        let source = try SmartModeler(options: ModelerOptions(rootName: "TwitterFeed")).generate(from: [sample])
        try Self.expectFixture("TwitterFeedModels.swift", equals: source)
    }

    @Test(
        "twitter.json decodes with its generated models and writes back equal values",
        .enabled(if: twitterAvailable, "../shared/data/bench/twitter.json is absent; twitter decode check skipped"))
    func twitterDecodes() throws {
        let data = try ModelerTestData.benchFile("twitter.json")
        let (model, reports) = SmartDiagnostics.collect { TwitterFeed.deserialize(from: data) }
        let feed = try #require(model)
        #expect(feed.statuses.count == 100)
        #expect(feed.statuses.first?.user.screenName == "ayuu0123")
        #expect(feed.searchMetadata.count == 100)
        #expect(Self.patchedFields(reports).isEmpty)
        try Self.expectRoundTrip(of: feed.toJSONString(useMappedKeys: true), equals: data)
    }

    // MARK: citm_catalog.json

    @Test(
        "citm_catalog.json: the committed models are what smartmodeler generates",
        .enabled(if: citmAvailable, "../shared/data/bench/citm_catalog.json is absent; citm fixture check skipped"))
    func citmFixtureIsCurrent() throws {
        let sample = ModelerSample(name: "citm_catalog.json", data: try ModelerTestData.benchFile("citm_catalog.json"))
        let source = try SmartModeler(options: ModelerOptions(rootName: "CitmCatalog")).generate(from: [sample])
        try Self.expectFixture("CitmCatalogModels.swift", equals: source)
    }

    @Test(
        "citm_catalog.json decodes with its generated models and writes back equal values",
        .enabled(if: citmAvailable, "../shared/data/bench/citm_catalog.json is absent; citm decode check skipped"))
    func citmDecodes() throws {
        let data = try ModelerTestData.benchFile("citm_catalog.json")
        let (model, reports) = SmartDiagnostics.collect { CitmCatalog.deserialize(from: data) }
        let catalog = try #require(model)
        #expect(catalog.events.count == 184)
        #expect(catalog.events["138586341"]?.name == "30th Anniversary Tour")
        #expect(catalog.areaNames["205705993"] == "Arrière-scène central")
        #expect(catalog.performances.count == 243)
        #expect(catalog.venueNames.pleyelPleyel == "Salle Pleyel")
        #expect(Self.patchedFields(reports).isEmpty)
        try Self.expectRoundTrip(of: catalog.toJSONString(useMappedKeys: true), equals: data)
    }

    // MARK: The built-in sample

    @Test("The built-in sample: the committed models are what smartmodeler generates")
    func airportFixtureIsCurrent() throws {
        let source = try SmartModeler(options: ModelerOptions(rootName: "Airport")).generate(from: [
            BuiltInSample.sample
        ])
        try Self.expectFixture("AirportModels.swift", equals: source)
    }

    @Test("The built-in sample decodes with its generated models and writes back equal values")
    func airportDecodes() throws {
        let airport = try #require(Airport.deserialize(from: BuiltInSample.json))
        #expect(airport.icaoCode == "EDDF")
        #expect(airport.location.timeZone == "Europe/Berlin")
        #expect(airport.runways.map(\.designator) == ["07C/25C", "07R/25L", "18"])
        #expect(airport.runways.map(\.widthM) == ["60", "60", "45"])
        #expect(airport.runways.map(\.closedUntil) == [nil, nil, "2025-03-01"])
        #expect(airport.frequencies.map(\.mhz) == [119.9, 121, 118.025])
        #expect(airport.frequencies.map(\.description) == [nil, "Ground", nil])
        #expect(airport.passengerCount == 59_400_000)
        #expect(airport.default == false)
        #expect(airport.terminalIds == [1, 2])
        #expect(airport.remarks.isEmpty)
        #expect(airport.operator == nil)

        // width_m is a number in two runways and a string in the third: the model holds
        // text, so the numbers come back as strings.
        var expected = try SmartJSONValue(parsing: BuiltInSample.json)
        if case .object(var root) = expected, case .array(let runways)? = root["runways"] {
            root["runways"] = .array(
                runways.map { runway in
                    guard case .object(var members) = runway, case .number(let width)? = members["width_m"] else {
                        return runway
                    }
                    members["width_m"] = .string(width.text)
                    return .object(members)
                })
            expected = .object(root)
        }
        let written = try #require(airport.toJSONString(useMappedKeys: true))
        #expect(Self.withoutNullMembers(try SmartJSONValue(parsing: written)) == Self.withoutNullMembers(expected))
    }

    // MARK: Every option at once

    @Test("Classes, public access, snake-case keys and dates: the committed models are current")
    func flightBoardFixtureIsCurrent() throws {
        let source = try ModelerTestSupport.generate(FlightBoardSample.json, FlightBoardSample.options)
        try Self.expectFixture("FlightBoardModels.swift", equals: source)
    }

    @Test("Classes, public access, snake-case keys and dates: the models decode their sample")
    func flightBoardDecodes() throws {
        let (decoded, reports) = SmartDiagnostics.collect {
            [FlightBoard].deserialize(from: FlightBoardSample.json, options: [.key(.fromSnakeCase)])
        }
        let boards = try #require(decoded)
        try #require(boards.count == 2)
        let (first, second) = (boards[0], boards[1])
        #expect(first.flightNo == "LH 400")
        #expect(first.departsAt == Date(timeIntervalSince1970: 1_714_558_500))
        #expect(second.departsAt == Date(timeIntervalSince1970: 1_714_554_300.25))
        #expect(first.gateId == "B44")
        #expect(second.gateId == "12")
        #expect(first.status == "boarding")
        #expect(second.status == nil)
        #expect(first.delayMin == 0 && second.delayMin == 25)
        #expect(first.loadFactor == 0.82 && second.loadFactor == 1)
        #expect(first.crew.map(\.name) == ["Ann", "Bo"])
        #expect(first.crew.map(\.hours) == [nil, 5200])
        #expect(second.crew.isEmpty)
        #expect(first.seatMap == [[1, 2, nil], [3, 4, 5]])
        #expect(first.fares["101"]?.amount == 499.5)
        #expect(first.fares["102"]?.amount == 1299)
        #expect(second.fares.isEmpty)
        #expect(first.trackingId == Decimal(string: "123456789012345678901234567890"))
        #expect(second.trackingId == 42)
        #expect(first.isCodeshare == "false")
        #expect(second.isCodeshare == "yes")
        #expect((first.extra as? [String: Any])?["note"] as? String == "charter")
        #expect((second.extra as? [Any])?.count == 2)
        #expect(first.class == "economy" && second.class == "business")
        #expect(first.url == "https://example.com/LH400")
        #expect(first.tags.isEmpty)
        // Only the two conversions the comments announce are reported: a boolean and a
        // number read as text.
        #expect(Self.patchedFields(reports) == ["[0].isCodeshare", "[1].gateId"])
    }

    // MARK: Keys that are hard to name

    @Test("Odd keys: the committed models are current")
    func oddKeysFixtureIsCurrent() throws {
        let source = try ModelerTestSupport.generate(OddKeysSample.json, OddKeysSample.options)
        try Self.expectFixture("OddKeysModels.swift", equals: source)
    }

    @Test("Odd keys: escaped names and mapped keys decode every value")
    func oddKeysDecode() throws {
        let (decoded, reports) = SmartDiagnostics.collect { OddKeys.deserialize(from: OddKeysSample.json) }
        let model = try #require(decoded)
        #expect(model.default == 1)
        #expect(model.`self` == "s")
        #expect(model.in == true)
        #expect(model._2fa == false)
        #expect(model.value == "empty key")
        #expect(model.value2 == "at")
        #expect(model.userName == "a")
        #expect(model.userName2 == "b")
        #expect(model.名字.姓 == "李")
        #expect(model.aBC == "quoted")
        #expect(model.aB == "dotted")
        #expect(model.lineBreak == 3)
        #expect(model.data.`init` == 1)
        #expect(model.data.`self` == 2)
        #expect(model.string.map(\.type) == ["x"])
        #expect(reports.flatMap(\.issues).map(\.location) == [])
    }

    // MARK: Helpers

    /// Where the decoder met a value of the wrong type (or could not use one at all):
    /// every problem but a missing key or a `null`, which optionals and `@SmartAny` expect.
    /// At most the first ten, sorted, to keep failure messages short.
    static func patchedFields(_ reports: [SmartDecodingReport]) -> [String] {
        let patched = reports.flatMap(\.issues).filter { issue in
            switch issue.problem {
            case .missingKey, .null: return false
            default: return true
            }
        }
        return Array(patched.map(\.location).sorted().prefix(10))
    }

    static func expectFixture(
        _ name: String, equals generated: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let committed = try ModelerTestData.fixtureText(name)
        guard committed != generated else { return }
        if ModelerTestData.updatesFixtures {
            try ModelerTestData.writeFixture(name, generated)
            return
        }
        let committedLines = committed.components(separatedBy: "\n")
        let generatedLines = generated.components(separatedBy: "\n")
        let firstDifference =
            zip(committedLines, generatedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(committedLines.count, generatedLines.count)
        let committedLine = firstDifference < committedLines.count ? committedLines[firstDifference] : "<end>"
        let generatedLine = firstDifference < generatedLines.count ? generatedLines[firstDifference] : "<end>"
        Issue.record(
            """
            Fixtures/\(name) is stale at line \(firstDifference + 1):
              committed: \(committedLine)
              generated: \(generatedLine)
            Regenerate with: SMARTMODELER_UPDATE_FIXTURES=1 swift test --filter SmartModelerKitTests
            """, sourceLocation: sourceLocation)
    }

    /// The JSON the models wrote equals the original once `null` members (which optionals
    /// leave out) are dropped on both sides.
    static func expectRoundTrip(
        of written: String?, equals original: Data, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let text = try #require(written, sourceLocation: sourceLocation)
        let reencoded = withoutNullMembers(try SmartJSONValue(parsing: text))
        let expected = withoutNullMembers(try SmartJSONValue(parsing: original))
        #expect(reencoded == expected, sourceLocation: sourceLocation)
    }

    static func withoutNullMembers(_ value: SmartJSONValue) -> SmartJSONValue {
        switch value {
        case .object(let object):
            return .object(
                SmartJSONObject(
                    object.effectiveMembers.compactMap { member in
                        member.value.isNull ? nil : (member.key, withoutNullMembers(member.value))
                    }))
        case .array(let elements):
            return .array(elements.map(withoutNullMembers))
        default:
            return value
        }
    }
}
