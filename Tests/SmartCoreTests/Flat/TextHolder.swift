import SmartCore

/// A model with one string property, for the string flag checks.
struct TextHolder: SmartCodableX {
    var t = ""
}
