/// A model that decodes tolerantly and encodes back: `SmartDecodable & SmartEncodable`.
///
/// ```swift
/// struct Book: SmartCodable {
///     var title: String = ""
///     var pages: Int = 0
/// }
/// ```
public typealias SmartCodable = SmartDecodable & SmartEncodable

/// The name newer releases of the original library use for `SmartCodable`; both work.
public typealias SmartCodableX = SmartCodable
