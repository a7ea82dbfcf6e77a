import Foundation

/// The settings of a decode call that few calls change from their defaults: kept out of
/// line in `DecodingSettings` (see `UncommonDecodingSettingsBox`).
struct UncommonDecodingSettings: Sendable {
    /// nil: the built-in date heuristic (§4.5 of the behaviour spec).
    var dateStrategy: JSONDecoder.DateDecodingStrategy?
    var floatStrategy: JSONDecoder.NonConformingFloatDecodingStrategy = .throw
    var logHeader = ""
    var logFooter = ""
}
