import Foundation

extension SmartJSONValue {
    /// The value as UTF-8 JSON text.
    ///
    /// Integers and number literals are written exactly as held; doubles created from
    /// Swift values use their shortest round-trip form. Strings are escaped where JSON
    /// requires it and otherwise written as UTF-8; `/` is left alone unless
    /// `options.escapesForwardSlashes` is set.
    ///
    /// - Throws: `SmartJSONWriteError.nonFiniteNumber` for NaN or an infinity, unless
    ///   `options.nonFiniteNumbers` gives strings for them.
    public func jsonBytes(options: SmartJSONWritingOptions = SmartJSONWritingOptions()) throws(SmartJSONWriteError)
        -> [UInt8]
    {
        var output = JSONOutput(options: options)
        try JSONWriter.write(self, into: &output)
        return output.bytes
    }

    /// The value as UTF-8 JSON text in `Data`. See `jsonBytes(options:)`.
    public func jsonData(options: SmartJSONWritingOptions = SmartJSONWritingOptions()) throws(SmartJSONWriteError)
        -> Data
    {
        var output = JSONOutput(options: options)
        try JSONWriter.write(self, into: &output)
        return output.takeData()
    }

    /// The value as JSON text. See `jsonBytes(options:)`.
    public func jsonString(options: SmartJSONWritingOptions = SmartJSONWritingOptions()) throws(SmartJSONWriteError)
        -> String
    {
        var output = JSONOutput(options: options)
        try JSONWriter.write(self, into: &output)
        return output.string
    }
}
