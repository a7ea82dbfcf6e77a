/// A property type that may ask the SmartCodable encoder to leave its key out
/// (`@SmartIgnored` unless `isEncodable`).
package protocol SmartConditionalEncoding {
    /// `false` leaves the key out of the encoded object.
    var isEncoded: Bool { get }
}
