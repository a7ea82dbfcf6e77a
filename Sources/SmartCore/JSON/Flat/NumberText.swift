/// Binary floating-point values from number literals held as UTF-8 bytes.
enum NumberText {
    /// The nearest `Double` to a valid JSON number literal.
    static func double(_ literal: UnsafeBufferPointer<UInt8>) -> Double {
        Double(String(decoding: literal, as: UTF8.self)) ?? .nan
    }

    /// The nearest `Float` to a valid JSON number literal, rounded once.
    static func float(_ literal: UnsafeBufferPointer<UInt8>) -> Float {
        Float(String(decoding: literal, as: UTF8.self)) ?? .nan
    }
}
