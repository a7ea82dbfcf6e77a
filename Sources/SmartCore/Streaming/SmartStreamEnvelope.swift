import Foundation

/// Receives the members around an array streamed from inside a document: pass one to
/// `deserializeElements(from:designatedPath:envelope:…)`, and once the stream has ended,
/// decode the rest of the document from it.
///
/// ```swift
/// let envelope = SmartStreamEnvelope()
/// for order in [Order].deserializeElements(from: data, designatedPath: "data.list", envelope: envelope) {
///     total += order.amount
/// }
/// let page = envelope.decode(Page.self)   // code, msg, data.next… — without data.list
/// ```
///
/// The members of each object on the path are kept as they are, in order; the array
/// (with the member that holds it) is left out, and so is anything inside an array on the
/// path, and any single member larger than the stream's `maximumElementBytes`. The
/// envelope is meant for the small members around a large array: they are held in memory.
public final class SmartStreamEnvelope: Sendable {
    private let text = LockedValue<Data?>(nil)

    /// An envelope with nothing in it yet.
    public init() {}

    /// The members around the array, as one JSON object; nil until a stream using this
    /// envelope has read its document to the end (or when the document was not whole).
    /// Iterating a stream again starts it afresh.
    public var data: Data? { text.read { $0 } }

    /// A model decoded from `data` with the tolerance of `deserialize(from:options:)`
    /// (its issues are reported where this call is made); nil when there is no data yet.
    public func decode<Model: SmartDecodable>(
        _ type: Model.Type = Model.self, options: Set<SmartDecodingOption>? = nil
    ) -> Model? {
        guard let data else { return nil }
        return Model.deserialize(from: data, options: options)
    }

    /// Forgets what a previous iteration kept.
    func reset() {
        text.write { $0 = nil }
    }

    /// Keeps the envelope a stream walked to its end.
    func receive(_ bytes: [UInt8]) {
        text.write { $0 = Data(bytes) }
    }
}
