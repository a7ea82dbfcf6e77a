import Foundation
import Testing

@testable import SmartCore

/// A `SmartCodable` model tells the decoder it is `Encodable` through the defaults of
/// `mappingForKey()` and `mappingForValue()` chosen for it, so that reading its
/// initializer values asks the Swift runtime nothing; a model that implements both asks
/// the runtime as before. Either way the fallback values come out the same.
@Suite("Encodable models")
struct EncodableModelsTests {
    // Each test has types of its own: the noted types are process-wide.
    struct PlainModel: SmartCodable {
        var name: String = "init"
        var note: String? = "kept"
    }

    struct OwnKeyRules: SmartCodable {
        var name: String = "init"
        var note: String? = "kept"
        static func mappingForKey() -> [SmartKeyTransformer]? { [CodingKeys.name <--- "nm"] }
    }

    struct OwnRulesAndTransformers: SmartCodable {
        var name: String = "init"
        var note: String? = "kept"
        static func mappingForKey() -> [SmartKeyTransformer]? { [CodingKeys.name <--- "nm"] }
        static func mappingForValue() -> [SmartValueTransformer]? { [] }
    }

    struct DecodeOnly: SmartDecodable {
        var note: String? = "kept"
    }

    /// A protocol of the app's own, refining `SmartCodable`, with its own defaults.
    protocol AppModel: SmartCodable {}

    struct AppShaped: AppModel {
        var note: String? = "kept"
    }

    /// A model adopting `SmartDecodable` and `Encodable` separately.
    struct Separate: SmartDecodable, Encodable {
        var note: String? = "kept"
    }

    /// The defaults still say "no rules": a model without its own rules gets nil.
    @Test func defaultsStillReturnNoRules() {
        #expect(PlainModel.mappingForKey() == nil)
        #expect(PlainModel.mappingForValue() == nil)
        #expect(DecodeOnly.mappingForKey() == nil)
        #expect(DecodeOnly.mappingForValue() == nil)
    }

    /// Decoding a model that keeps the defaults notes it; its initializer values are read
    /// (a `null` optional keeps its initializer value, §3.3).
    @Test func aModelWithTheDefaultsIsNoted() throws {
        let model = try #require(PlainModel.deserialize(from: #"{"name": "a", "note": null}"#))
        #expect(EncodableModels.hasNoted(PlainModel.self))
        #expect(model.name == "a")
        #expect(model.note == "kept")
    }

    /// A model with key rules of its own is noted through `mappingForValue()`.
    @Test func aModelWithItsOwnKeyRulesIsNotedByTheOtherDefault() throws {
        let model = try #require(OwnKeyRules.deserialize(from: #"{"nm": "b", "note": null}"#))
        #expect(EncodableModels.hasNoted(OwnKeyRules.self))
        #expect(model.name == "b")
        #expect(model.note == "kept")
    }

    /// A model that implements both is not noted, and the runtime is asked as before.
    @Test func aModelWithBothOfItsOwnIsAskedAbout() throws {
        let model = try #require(OwnRulesAndTransformers.deserialize(from: #"{"nm": "c", "note": null}"#))
        #expect(!EncodableModels.hasNoted(OwnRulesAndTransformers.self))
        #expect(EncodableModels.encodableType(OwnRulesAndTransformers.self) != nil)
        #expect(model.name == "c")
        #expect(model.note == "kept")
    }

    /// A model that is not `Encodable` is never noted, and its values are found by
    /// reflection as before.
    @Test func aDecodeOnlyModelIsNotNoted() throws {
        let model = try #require(DecodeOnly.deserialize(from: #"{"note": null}"#))
        #expect(!EncodableModels.hasNoted(DecodeOnly.self))
        #expect(EncodableModels.encodableType(DecodeOnly.self) == nil)
        #expect(model.note == "kept")
    }

    /// An app's own defaults, in an extension of a protocol refining `SmartCodable`, are
    /// chosen over the library's for its models (code written for the original library
    /// compiles and behaves as before); such a model is asked about as before.
    @Test func anAppsOwnDefaultsWin() throws {
        #expect(AppShaped.mappingForValue()?.isEmpty == true)
        #expect(AppShaped.mappingForKey()?.isEmpty == true)
        let model = try #require(AppShaped.deserialize(from: #"{"note": null}"#))
        #expect(model.note == "kept")
        #expect(!EncodableModels.hasNoted(AppShaped.self))
    }

    /// A model that adopts the two protocols separately gets the `Encodable` defaults too.
    @Test func aModelAdoptingBothSeparatelyIsNoted() throws {
        let model = try #require(Separate.deserialize(from: #"{"note": null}"#))
        #expect(EncodableModels.hasNoted(Separate.self))
        #expect(model.note == "kept")
    }

    /// A noted type is handed back as the same type.
    @Test func aNotedTypeIsHandedBack() {
        struct Local: SmartCodable { var value = 1 }
        _ = Local.mappingForKey()
        #expect(EncodableModels.hasNoted(Local.self))
        let found = EncodableModels.encodableType(Local.self)
        #expect(found.map(ObjectIdentifier.init) == ObjectIdentifier(Local.self))
    }
}

extension EncodableModelsTests.AppModel {
    static func mappingForKey() -> [SmartKeyTransformer]? { [] }
    static func mappingForValue() -> [SmartValueTransformer]? { [] }
}
