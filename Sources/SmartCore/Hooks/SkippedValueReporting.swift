/// A decoder that records what a lenient wrapper leaves out (`@SmartCompact` skips the
/// entries and elements that do not decode), so it shows in the Sentinel log and in
/// `SmartDiagnostics` like any patched value. SmartCodable's decoder is one; under other
/// decoders nothing is recorded.
package protocol SkippedValueReporting: AnyObject {
    /// Records that the entry `key` of the dictionary being decoded was skipped: it held
    /// a `found` value where `expected` was wanted.
    func reportSkippedEntry(key: String, expected: Any.Type, found: SmartJSONValue.Kind)

    /// Records that the element at `index` of the array being decoded was skipped.
    func reportSkippedElement(at index: Int, expected: Any.Type, found: SmartJSONValue.Kind)
}
