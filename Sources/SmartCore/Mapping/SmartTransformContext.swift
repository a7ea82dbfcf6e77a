/// What a value transformer may tell the decoder while converting one property.
///
/// A transformer that had to read a value in a way it was not configured for (a date
/// strategy that failed, then the heuristic that succeeded) calls `note(_:)`; the decoder
/// reports it for that property as a `transformFallback` issue, resolved by conversion.
public struct SmartTransformContext {
    private let handler: (String) -> Void

    /// A context whose notes go to `handler`.
    public init(handler: @escaping (String) -> Void) {
        self.handler = handler
    }

    /// A context that ignores notes, for calling transformers directly.
    public static var ignoring: SmartTransformContext { SmartTransformContext { _ in } }

    /// Reports how the value was read, in one sentence.
    public func note(_ message: String) {
        handler(message)
    }
}
