import Foundation

/// The option spellings of the original library's first versions, so code written for
/// them compiles unchanged.
extension SmartDecodingOption {
    /// The older spelling of `.date(_:)`.
    public static func dateStrategy(_ strategy: JSONDecoder.DateDecodingStrategy) -> SmartDecodingOption {
        .date(strategy)
    }

    /// The older spelling of `.data(.base64)`. Foundation's data strategies map to base64,
    /// the only form this library reads.
    public static func dataStrategy(_ strategy: JSONDecoder.DataDecodingStrategy) -> SmartDecodingOption {
        .data(.base64)
    }

    /// The older spelling of `.float(_:)`.
    public static func floatStrategy(_ strategy: JSONDecoder.NonConformingFloatDecodingStrategy) -> SmartDecodingOption
    {
        .float(strategy)
    }

    /// The older spelling of `.key(_:)`.
    public static func keyStrategy(_ strategy: JSONDecoder.SmartKeyDecodingStrategy) -> SmartDecodingOption {
        .key(strategy)
    }
}

extension JSONDecoder {
    /// Where the first versions of the original library declared the decoding options.
    public typealias SmartDecodingOption = SmartCore.SmartDecodingOption
}
