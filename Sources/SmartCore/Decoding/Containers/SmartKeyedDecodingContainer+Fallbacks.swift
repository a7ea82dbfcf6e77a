import Foundation

/// A property's fallback when its value is missing, `null` or unusable (§3.1 of the
/// behaviour spec): the initializer value, reported; or an error in a dictionary.
extension SmartKeyedDecodingContainer {
    /// The property's fallback value, reported; throws when it has none (or in a dictionary).
    @inline(never)
    func fallback<T>(_ type: T.Type, forKey key: Key, problem: SmartDecodingIssue.Problem) throws -> T {
        if !isStrict, let (value, resolution) = Defaults.fallback(forKey: key.stringValue, in: model, as: T.self) {
            decoder.report(field: key.stringValue, expected: T.self, problem: problem, resolution: resolution)
            return value
        }
        if !isStrict {
            decoder.report(field: key.stringValue, expected: T.self, problem: problem, resolution: .failed)
        }
        let context = DecodingError.Context(
            codingPath: codingPath + [key],
            debugDescription: "No usable value for \(key.stringValue) and no fallback for \(decoder.name(of: T.self)).")
        switch problem {
        case .missingKey: throw DecodingError.keyNotFound(key, context)
        case .null: throw DecodingError.valueNotFound(T.self, context)
        default: throw DecodingError.typeMismatch(T.self, context)
        }
    }

    /// Whether the tag table knows that the property of `key`, just looked up, starts out
    /// nil: then an optional's fallback for a missing key is nil, and for `null` too when
    /// nothing is reported (`reportsNothing`). The commonest fallbacks then cost no call;
    /// anything else goes through `optionalFallback`.
    @inline(__always)
    func knownToStartOutNil(forKey key: Key) -> Bool {
        lookedUpTaggedSlot(forKey: key)?.pointee.initializer == .isNil
    }

    /// Whether a fallback here is reported nowhere: the container is strict, or the call
    /// keeps no log. The one test of whether an optional's fallback is reported, both in
    /// `optionalFallback` and where `OptionalProperty` returns nil without calling it.
    @inline(__always)
    var reportsNothing: Bool { isStrict || withDecoder { $0.log == nil } }

    /// An optional property's fallback: its initializer value, which may be nil.
    /// Missing keys (`problem == nil`) are not reported.
    @inline(never)
    func optionalFallback<T>(_ type: T.Type, forKey key: Key, problem: SmartDecodingIssue.Problem?) -> T? {
        // The tag table's answer when the property was just looked up by its tag; else
        // through the unretained context, as every lookup is: the commonest fallback
        // (`null` for an optional that starts out nil) then does no reference counting,
        // and does not ask the key for its name unless the issue is logged.
        let startsOutNil: Bool
        let taggedSlot = lookedUpTaggedSlot(forKey: key)
        switch taggedSlot?.pointee.initializer {
        case .isNil?: startsOutNil = true
        case .isNotNil?: startsOutNil = false
        case .unknown?, nil:
            startsOutNil =
                unretainedModel?._withUnsafeGuaranteedRef {
                    $0.initializerIsNil(forKey: key, slotHint: slotHint)
                } ?? false
            taggedSlot?.pointee.initializer = startsOutNil ? .isNil : .isNotNil
        }
        if startsOutNil {
            if let problem, !reportsNothing {
                withDecoder {
                    $0.report(field: key.stringValue, expected: T.self, problem: problem, resolution: .nilValue)
                }
            }
            return nil
        }
        let name = key.stringValue
        let value = Defaults.optionalFallback(forKey: name, in: model, as: T.self)
        if let problem, !reportsNothing {
            decoder.report(
                field: name, expected: T.self, problem: problem,
                resolution: value == nil ? .nilValue : .initializerValue)
        }
        return value
    }
}
