import Foundation
import SmartCore
import SmartWrappers
import Testing

@Suite("@SmartIgnored and @IgnoredKey")
struct SmartIgnoredTests {
    struct Model: SmartCodable {
        @IgnoredKey
        var name: String = ""
    }

    @Test func theSeedsExample() throws {
        let dict: [String: Any] = ["name": "Mccc"]
        let model = try #require(Model.deserialize(from: dict))
        #expect(model.name == "")
    }

    /// Not Codable.
    final class Cache {
        var entries = ["warm"]
    }

    struct Screen: SmartCodable {
        var title: String = ""
        @SmartIgnored var cache = Cache()
        @SmartIgnored(isEncodable: true) var draft: String = "draft"
        @SmartIgnored var count: Int = 4
    }

    @Test func keysAreNeverReadAndNothingIsReported() throws {
        let (model, reports) = SmartDiagnostics.collect {
            Screen.deserialize(from: #"{"title": "t", "cache": 1, "draft": "json", "count": 9}"#)
        }
        let screen = try #require(model)
        #expect(screen.title == "t")
        #expect(screen.cache.entries == ["warm"])
        #expect(screen.draft == "draft")
        #expect(screen.count == 4)
        #expect(reports.first?.issues.isEmpty == true)
    }

    @Test func twoDecodedModelsDoNotShareTheIgnoredObject() throws {
        let first = try #require(Screen.deserialize(from: "{}"))
        let second = try #require(Screen.deserialize(from: "{}"))
        first.cache.entries.append("changed")
        #expect(second.cache.entries == ["warm"])
    }

    @Test func onlyEncodableIgnoredValuesAreWritten() throws {
        #expect(Screen().toJSONString() == #"{"title":"","draft":"draft"}"#)
    }

    @Test func updatesKeepIgnoredValues() throws {
        // DI-9: upstream reset them to their initializer values.
        var screen = Screen()
        screen.count = 40
        screen.draft = "edited"
        SmartUpdater.update(&screen, from: ["title": "new", "count": 1])
        #expect(screen.title == "new")
        #expect(screen.count == 40)
        #expect(screen.draft == "edited")
    }

    // MARK: Under other decoders (DI-24)

    struct Settings: SmartCodable, Equatable {
        var title: String = ""
        @SmartIgnored var count: Int = 4
        @SmartIgnored var tags: [String] = ["kept"]
        @SmartIgnored var level: Level = .high
    }

    enum Level: String, SmartCaseDefaultable {
        case low, high
    }

    /// Foundation's decoder reads nothing for an ignored property and never fails because
    /// of it: with its key present, wrong or missing, the property gets its type's zero
    /// value (the initializer value is out of a wrapper's reach there), as in the original.
    @Test(arguments: [
        #"{"title": "t", "count": 99, "tags": ["x"], "level": "low"}"#,
        #"{"title": "t", "count": "not a number", "tags": 5, "level": null}"#,
        #"{"title": "t"}"#,
    ])
    func foundationsDecoderLeavesIgnoredPropertiesAlone(_ json: String) throws {
        let settings = try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
        #expect(settings.title == "t")
        #expect(settings.count == 0)
        #expect(settings.tags == [])
        #expect(settings.level == .low)
    }

    @Test func smartCodablesDecoderKeepsTheInitializerValues() throws {
        let json = #"{"title": "t", "count": 99, "tags": ["x"], "level": "low"}"#
        let settings = try #require(Settings.deserialize(from: json))
        #expect(settings.count == 4)
        #expect(settings.tags == ["kept"])
        #expect(settings.level == .high)
        let viaSmartDecode = try SmartJSONDecoder().smartDecode(Settings.self, from: json)
        #expect(viaSmartDecode == settings)
    }

    /// A type with no zero value cannot be made up: a clear error names the property.
    @Test func aTypeWithoutAZeroValueFailsClearlyUnderFoundation() throws {
        struct Token: Codable { var raw: String }
        struct Session: Codable {
            var user: String = ""
            @SmartIgnored var token = Token(raw: "secret")
        }
        let present = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Session.self, from: Data(#"{"user": "u", "token": {"raw": "x"}}"#.utf8))
        }
        guard case .valueNotFound(_, let context) = present else {
            Issue.record("expected valueNotFound, got \(present)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["token"])
        let missing = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Session.self, from: Data(#"{"user": "u"}"#.utf8))
        }
        guard case .keyNotFound(let key, _) = missing else {
            Issue.record("expected keyNotFound, got \(missing)")
            return
        }
        #expect(key.stringValue == "token")
    }
}
