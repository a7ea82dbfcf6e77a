import Foundation

/// The settings of one decode call, fixed when it starts.
struct DecodingSettings: Sendable {
    var keyStrategy: JSONDecoder.SmartKeyDecodingStrategy = .useDefaultKeys
    /// nil: the built-in date heuristic (§4.5 of the behaviour spec).
    var dateStrategy: JSONDecoder.DateDecodingStrategy?
    var floatStrategy: JSONDecoder.NonConformingFloatDecodingStrategy = .throw
    var numberStrategy: SmartCodableOptions.NumberConversionStrategy = .strict
    var logHeader = ""
    var logFooter = ""

    init() {
        numberStrategy = SmartCodableOptions.numberStrategy
    }

    /// Settings from a `deserialize` options set.
    init(options: Set<SmartDecodingOption>?) {
        self.init()
        guard let options else { return }
        for option in options {
            switch option {
            case .date(let strategy): dateStrategy = strategy
            case .data: break  // base64 is the only data strategy
            case .float(let strategy): floatStrategy = strategy
            case .key(let strategy): keyStrategy = strategy
            case .logContext(let header, let footer):
                logHeader = header
                logFooter = footer
            }
        }
    }
}
