import SmartCore

/// Class inheritance for SmartCodable models, without the `@SmartSubclass` macro.
///
/// A subclass of a `SmartCodable` class adopts `SmartSubclass` and lists its own stored
/// properties once; everything else is inherited:
///
/// ```swift
/// class BaseModel: SmartCodable {
///     var name: String = ""
///     required init() {}
/// }
///
/// class StudentModel: BaseModel, SmartSubclass {
///     var age: Int?
///     var grade: Int = 1
///
///     class var smartProperties: [SmartProperty] {
///         [SmartProperty(\StudentModel.age, "age"), SmartProperty(\StudentModel.grade, "grade")]
///     }
/// }
/// ```
///
/// The listed properties are decoded after the superclass's, from the same JSON object,
/// with the same tolerance, conversions, initializer-value fallbacks, key strategies,
/// `mappingForKey`, `mappingForValue` and diagnostics as any model, and encoded after the
/// superclass's keys. A deeper level overrides the list and adds to its parent's:
///
/// ```swift
/// class GraduateModel: StudentModel {
///     var thesis: String = ""
///     override class var smartProperties: [SmartProperty] {
///         super.smartProperties + [SmartProperty(\GraduateModel.thesis, "thesis")]
///     }
/// }
/// ```
///
/// Subclasses whose new properties all have initial values need no initializers: they
/// inherit `init()` and `init(from:)`. A stored property missing from the list keeps its
/// initializer value, and each decode reports it (`undeclaredProperty`) — see
/// `undeclaredSubclassProperties`. Subclass properties are read by SmartCodable's
/// decoder (`deserialize`, `SmartJSONDecoder`); other decoders see only the superclass.
public protocol SmartSubclass: SmartCodable, SmartSubclassCoding {
    /// This class's own stored properties, and those of the subclasses between it and the
    /// first `SmartCodable` class (through `super.smartProperties`).
    static var smartProperties: [SmartProperty] { get }
}

extension SmartSubclass {
    /// Reads every property in `smartProperties` from the object `decoder` is at, with a
    /// model's usual tolerance.
    public func decodeSubclassProperties(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SmartJSONCodingKey.self)
        for property in type(of: self).smartProperties {
            try property.decode(into: self, from: container)
        }
    }

    /// Writes every property in `smartProperties` into the object `encoder` is at.
    public func encodeSubclassProperties(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SmartJSONCodingKey.self)
        for property in type(of: self).smartProperties {
            try property.encode(from: self, into: &container)
        }
    }

    /// The stored properties of this class and its superclasses up to the first
    /// `SmartCodable` class that `smartProperties` does not list (wrapped properties by
    /// their declared name). Empty when every property is declared; handy in a test:
    ///
    /// ```swift
    /// #expect(StudentModel.undeclaredSubclassProperties.isEmpty)
    /// ```
    public static var undeclaredSubclassProperties: [String] {
        SubclassInspection.undeclaredProperties(of: Self.self, declared: Set(smartProperties.map(\.name)))
    }
}
