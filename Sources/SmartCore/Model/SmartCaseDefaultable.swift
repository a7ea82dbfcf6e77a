/// An enum whose unknown raw values fall back instead of failing the model.
///
/// The raw value is read with the usual conversions (a `String` enum accepts `1` as
/// `"1"`, an `Int` enum accepts `"1"` and `1.0`). A value that matches no case gives the
/// property's initializer value (or nil for an optional), and the problem is reported.
///
/// ```swift
/// enum Sex: String, SmartCaseDefaultable { case man, woman }
/// struct Person: SmartCodable { var sex: Sex = .woman }
/// ```
///
/// When no initializer value is known, the first case in `allCases` is used.
public protocol SmartCaseDefaultable: RawRepresentable, Codable, CaseIterable where RawValue: Codable {}

extension SmartCaseDefaultable {
    /// Decodes the raw value and throws for a value that matches no case; the model
    /// decoder catches that and uses the fallback.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let rawValue = try container.decode(RawValue.self)
        guard let value = Self(rawValue: rawValue) else {
            let description: String
            if let smart = decoder as? SmartDecoderImpl {
                // Under SmartCodable's decoder the error is nearly always caught and
                // replaced by the fallback, so its text is kept cheap: listing the cases
                // costs more than the rest of a decode of the value.
                description = "\(rawValue) is not a raw value of \(smart.name(of: Self.self))."
            } else {
                description =
                    "\(rawValue) is not a raw value of \(Self.self); the cases are \(Self.allCases.map(\.rawValue))."
            }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: description)
        }
        self = value
    }

    /// Writes the raw value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
