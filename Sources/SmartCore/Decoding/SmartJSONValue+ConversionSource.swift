extension SmartJSONValue: ConversionSource {
    func withStringUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard case .string(var text) = self else { return nil }
        return text.withUTF8(body)
    }
}

extension SmartJSONNumber: ConversionNumber {}
