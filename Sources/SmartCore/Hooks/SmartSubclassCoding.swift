/// A class that codes its own stored properties after its superclass's (SmartInherit's
/// `SmartSubclass`).
///
/// The SmartCodable decoder calls `decodeSubclassProperties(from:)` right after the
/// inherited `init(from:)` returns, on the same object, before `didFinishMapping()`; the
/// encoder calls `encodeSubclassProperties(to:)` after the inherited `encode(to:)`, into
/// the same object.
public protocol SmartSubclassCoding: AnyObject {
    /// Reads the subclass levels' own properties from the object `decoder` is at.
    func decodeSubclassProperties(from decoder: any Decoder) throws

    /// Writes the subclass levels' own properties into the object `encoder` is at.
    func encodeSubclassProperties(to encoder: any Encoder) throws

    /// Names of subclass stored properties that are not declared, and so are never read
    /// or written; the decoder reports each once per decoded instance.
    static var undeclaredSubclassProperties: [String] { get }
}
