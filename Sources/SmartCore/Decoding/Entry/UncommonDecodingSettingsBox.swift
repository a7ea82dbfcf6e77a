/// `UncommonDecodingSettings` behind one reference, never changed once made.
///
/// A call copies its `DecodingSettings` a few times (into the call, into the decoder).
/// With the strategies and the log context inline, each copy retained and released their
/// strings and payloads, about 75 instructions a copy with its release, on every call;
/// behind this box, and nil while all of them have their defaults (nearly every call), a
/// copy is a few stores.
final class UncommonDecodingSettingsBox: Sendable {
    let values: UncommonDecodingSettings

    init(_ values: UncommonDecodingSettings) {
        self.values = values
    }
}
