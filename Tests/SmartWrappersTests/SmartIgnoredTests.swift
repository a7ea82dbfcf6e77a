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
}
