import Foundation

/// Updates an existing model from partial JSON.
///
/// ```swift
/// var user = User.deserialize(from: json)!
/// SmartUpdater.update(&user, from: ["age": 200])
/// ```
///
/// The source is decoded *over* the current model:
/// - keys the source does not mention keep their current values (dates and
///   `@SmartIgnored` values included: nothing is re-encoded, so nothing drifts);
/// - a nested object updates the nested model the same way, recursively; a dictionary
///   property merges (keys from the source win);
/// - arrays are replaced, not merged element by element;
/// - `null`, or a value that cannot be used, resets the property to its initializer
///   value, as decoding does, and is reported to diagnostics;
/// - `didFinishMapping()` runs again on the model and on every nested model the update
///   decoded, so it should be idempotent;
/// - key mapping (`mappingForKey`) and value transformers apply to the source as in
///   `deserialize`; no options (key strategies) are applied.
///
/// The source must be an object (a dictionary, or JSON text or bytes whose top level is
/// an object); otherwise nothing changes. For a class, `destination` is replaced by an
/// updated instance: other references to the old instance are not changed.
public enum SmartUpdater<T: SmartDecodable> {
    /// Updates `destination` from Foundation objects.
    public static func update(_ destination: inout T, from dict: [String: Any]?) {
        guard let dict else { return }
        apply(.foundation(dict), to: &destination)
    }

    /// Updates `destination` from JSON text whose top level is an object.
    public static func update(_ destination: inout T, from json: String?) {
        guard let json else { return }
        apply(.text(json), to: &destination)
    }

    /// Updates `destination` from UTF-8 JSON bytes whose top level is an object.
    public static func update(_ destination: inout T, from data: Data?) {
        guard let data else { return }
        apply(.data(data), to: &destination)
    }

    private static func apply(_ input: DecodingInput, to destination: inout T) {
        guard
            let updated = try? TopLevelDecoding.decode(
                T.self, from: input, designatedPath: nil, settings: DecodingSettings(), base: destination,
                knownModel: T.self)
        else { return }
        destination = updated
    }
}
