import Foundation

/// The models of a JSON array or JSON Lines stream arriving as an `AsyncSequence` of bytes
/// or of byte chunks, decoded one at a time as they are awaited (see
/// `Array.deserializeElements(from:format:options:)`).
///
/// ```swift
/// for try await order in [Order].deserializeElements(from: bytes) {
///     try await store(order)
/// }
/// ```
///
/// The loop throws what the base sequence throws, and `CancellationError` once the task
/// is cancelled. Memory stays bounded by the largest element plus one chunk.
public struct SmartAsyncDecodedElements<Model: SmartDecodable, Base: AsyncSequence>: AsyncSequence {
    /// Each element of the stream decodes to one model.
    public typealias Element = Model

    let base: Base
    let settings: StreamSettings
    /// Whether `base` yields bytes or chunks of bytes.
    let input: StreamInputShape

    /// Starts decoding from a new iterator of the base sequence.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(
            base: base.makeAsyncIterator(), session: StreamDecodingSession(settings: settings),
            input: input)
    }

    /// Decodes the next model when it is awaited.
    public struct AsyncIterator: AsyncIteratorProtocol {
        private var base: Base.AsyncIterator
        private let session: StreamDecodingSession<Model>
        private let input: StreamInputShape
        private var pending: [UInt8] = []
        private var inputEnded = false
        private var finished = false

        init(base: Base.AsyncIterator, session: StreamDecodingSession<Model>, input: StreamInputShape) {
            self.base = base
            self.session = session
            self.input = input
        }

        /// The next model; nil when the stream is over.
        public mutating func next() async throws -> Model? {
            while !finished {
                if Task.isCancelled {
                    finished = true
                    throw CancellationError()
                }
                switch session.next(atEndOfInput: inputEnded) {
                case .model(let model):
                    return model
                case .finished:
                    finished = true
                case .needsInput:
                    try await read()
                }
            }
            return nil
        }

        /// Reads from the base sequence until there is something to decode, or its end.
        private mutating func read() async throws {
            do {
                while let element = try await base.next() {
                    if try input.absorb(element, into: &pending) {
                        pending.withUnsafeBytes { session.append($0) }
                        pending.removeAll(keepingCapacity: true)
                        return
                    }
                }
            } catch {
                finished = true
                throw error
            }
            pending.withUnsafeBytes { session.append($0) }
            pending.removeAll()
            if Task.isCancelled {
                // Many sequences end early when their task is cancelled: that is no end of
                // the stream.
                finished = true
                throw CancellationError()
            }
            inputEnded = true
        }
    }
}

extension SmartAsyncDecodedElements: Sendable where Base: Sendable {}
