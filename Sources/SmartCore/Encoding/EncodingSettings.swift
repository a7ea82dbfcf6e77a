import Foundation

/// The settings of one encode call.
struct EncodingSettings: Sendable {
    var keyStrategy: JSONEncoder.SmartKeyEncodingStrategy = .useDefaultKeys
    /// Unix seconds by default, so decode → encode → decode gives the same instant.
    var dateStrategy: JSONEncoder.DateEncodingStrategy = .secondsSince1970
    var floatStrategy: JSONEncoder.NonConformingFloatEncodingStrategy = .throw
    /// Write each property under the first candidate of its `mappingForKey` rule.
    var useMappedKeys = false

    init() {}

    init(options: Set<SmartEncodingOption>?, useMappedKeys: Bool) {
        self.useMappedKeys = useMappedKeys
        guard let options else { return }
        for option in options {
            switch option {
            case .date(let strategy): dateStrategy = strategy
            case .data: break  // base64 is the only data strategy
            case .float(let strategy): floatStrategy = strategy
            case .key(let strategy): keyStrategy = strategy
            }
        }
    }
}
