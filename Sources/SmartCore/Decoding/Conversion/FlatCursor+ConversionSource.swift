extension FlatCursor: ConversionSource {
    @inline(__always)
    var kind: SmartJSONValue.Kind { flatKind.valueKind }

    @inline(__always)
    var boolValue: Bool? {
        switch flatKind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    @inline(__always)
    var numberValue: FlatNumber? {
        switch flatKind {
        case .integer, .number: return FlatNumber(self)
        default: return nil
        }
    }

    @inline(__always)
    var stringValue: String? {
        let entry = self.entry
        guard entry.kind == .string else { return nil }
        return FlatDocument.string(of: entry, in: document.bytes)
    }

    func withStringUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let entry = self.entry
        guard entry.kind == .string else { return nil }
        let raw = document.literalBytes(at: index)
        guard entry.has(FlatEntry.hasEscapes) else { return body(raw) }
        return FlatDocument.unescaped(raw).withUnsafeBufferPointer(body)
    }
}
