extension SmartColor: Codable {
    /// Reads a hex string (see `init?(hex:)`); a whole number is read as its digits, so
    /// `123456` is `"123456"`. Anything else throws, so the property gets its fallback value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text: String
        if let string = try? container.decode(String.self) {
            text = string
        } else if let number = try? container.decode(Int64.self) {
            text = String(number)
        } else if let number = try? container.decode(UInt64.self) {
            text = String(number)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a hex colour string.")
        }
        guard let color = SmartColor(hex: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a hex colour.")
        }
        self = color
    }

    /// Writes uppercase hex without a prefix: `RRGGBB` when opaque, `RRGGBBAA` otherwise,
    /// so decoding the result gives the colour back.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hexString(format: alpha >= 1 ? .rrggbb(.none) : .rrggbbaa(.none)))
    }
}
