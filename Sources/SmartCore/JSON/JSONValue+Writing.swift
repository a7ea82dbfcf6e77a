import Foundation

extension JSONValue {
    /// The value as UTF-8 JSON text.
    ///
    /// Integers and number literals are written exactly as held; doubles created from
    /// Swift values use their shortest round-trip form. Strings are escaped where JSON
    /// requires it and otherwise written as UTF-8; `/` is left alone unless
    /// `options.escapesForwardSlashes` is set.
    ///
    /// - Throws: `JSONWriteError.nonFiniteNumber` for NaN or an infinity, unless
    ///   `options.nonFiniteNumbers` gives strings for them.
    public func jsonBytes(options: JSONWritingOptions = JSONWritingOptions()) throws(JSONWriteError) -> [UInt8] {
        var writer = JSONWriter(options: options)
        try writer.write(self)
        return writer.output
    }

    /// The value as UTF-8 JSON text in `Data`. See `jsonBytes(options:)`.
    public func jsonData(options: JSONWritingOptions = JSONWritingOptions()) throws(JSONWriteError) -> Data {
        Data(try jsonBytes(options: options))
    }

    /// The value as JSON text. See `jsonBytes(options:)`.
    public func jsonString(options: JSONWritingOptions = JSONWritingOptions()) throws(JSONWriteError) -> String {
        String(decoding: try jsonBytes(options: options), as: UTF8.self)
    }
}
