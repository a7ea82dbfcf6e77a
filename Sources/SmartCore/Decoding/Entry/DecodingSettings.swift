import Foundation

/// The settings of one decode call, fixed when it starts.
///
/// The key and number strategies are stored inline; the rest, which few calls set, sits
/// in an `UncommonDecodingSettingsBox` (nil while it all has its defaults), so that
/// copying the settings copies no strings or strategy payloads. The properties read and
/// write as if they were all stored here.
struct DecodingSettings: Sendable {
    var keyStrategy: JSONDecoder.SmartKeyDecodingStrategy = .useDefaultKeys
    var numberStrategy: SmartCodableOptions.NumberConversionStrategy = .strict
    /// nil: every uncommon setting has its default. Never changed in place: a change
    /// stores a new box.
    private var uncommon: UncommonDecodingSettingsBox?

    // Setting a default while every uncommon setting has its default stores nothing
    // (`SmartJSONDecoder` sets its strategies on every call, nearly always to defaults).

    /// nil: the built-in date heuristic (§4.5 of the behaviour spec).
    var dateStrategy: JSONDecoder.DateDecodingStrategy? {
        get { uncommon?.values.dateStrategy }
        set {
            if newValue == nil, uncommon == nil { return }
            changeUncommon { $0.dateStrategy = newValue }
        }
    }

    var floatStrategy: JSONDecoder.NonConformingFloatDecodingStrategy {
        get { uncommon?.values.floatStrategy ?? .throw }
        set {
            if case .throw = newValue, uncommon == nil { return }
            changeUncommon { $0.floatStrategy = newValue }
        }
    }

    var logHeader: String {
        get { uncommon?.values.logHeader ?? "" }
        set {
            if newValue.isEmpty, uncommon == nil { return }
            changeUncommon { $0.logHeader = newValue }
        }
    }

    var logFooter: String {
        get { uncommon?.values.logFooter ?? "" }
        set {
            if newValue.isEmpty, uncommon == nil { return }
            changeUncommon { $0.logFooter = newValue }
        }
    }

    /// Whether every uncommon setting has its default and none is stored (for tests).
    var storesNoUncommonSettings: Bool { uncommon == nil }

    init() {
        numberStrategy = SmartCodableOptions.numberStrategy
    }

    /// Settings from a `deserialize` options set.
    init(options: Set<SmartDecodingOption>?) {
        self.init()
        guard let options, !options.isEmpty else { return }
        var values = UncommonDecodingSettings()
        var changesUncommon = false
        for option in options {
            switch option {
            case .date(let strategy):
                values.dateStrategy = strategy
                changesUncommon = true
            case .data: break  // base64 is the only data strategy
            case .float(let strategy):
                values.floatStrategy = strategy
                changesUncommon = true
            case .key(let strategy): keyStrategy = strategy
            case .logContext(let header, let footer):
                values.logHeader = header
                values.logFooter = footer
                changesUncommon = true
            }
        }
        if changesUncommon { uncommon = UncommonDecodingSettingsBox(values) }
    }

    /// Puts every uncommon setting back to its default, letting go of a date strategy's
    /// formatter or closure.
    mutating func resetUncommon() {
        uncommon = nil
    }

    private mutating func changeUncommon(_ change: (inout UncommonDecodingSettings) -> Void) {
        var values = uncommon?.values ?? UncommonDecodingSettings()
        change(&values)
        uncommon = UncommonDecodingSettingsBox(values)
    }
}
