import Foundation

/// The models of a JSON array or JSON Lines stream, decoded one at a time as the sequence
/// is iterated (see `Array.deserializeElements(from:format:options:)`).
///
/// Reading a file keeps one chunk and the element being decoded in memory, whatever the
/// file's size. Iterating again reads `Data` or a file given by URL from its start again;
/// a `FileHandle` is read on from wherever it is.
///
/// With a `parallelism` above 1, elements are decoded on that many threads (the iterating
/// one and helpers), a bounded number of chunks ahead; models and reports still come out
/// in input order, exactly as with 1. Models' `init` and `didFinishMapping()` then run on
/// the helper threads too.
public struct SmartDecodedElements<Model: SmartDecodable>: Sequence {
    /// Where the bytes come from.
    enum Source {
        case data(Data)
        case file(URL)
        case handle(FileHandle)
    }

    let source: Source
    let settings: StreamSettings
    /// How many bytes one read asks for (and, in parallel, about how many bytes of
    /// elements go to one thread at a time).
    let chunkSize: Int

    /// Starts decoding: `Data` and a file given by URL are read from their start, a
    /// `FileHandle` from its current offset.
    public func makeIterator() -> Iterator {
        Iterator(source: source, settings: settings, chunkSize: chunkSize)
    }

    /// Decodes the next model when asked for it.
    public struct Iterator: IteratorProtocol {
        private var input: StreamChunkSource?
        private let session: StreamDecodingSession<Model>
        /// Set when elements are decoded on several threads; the session is then unused.
        private let parallel: ParallelStreamEngine<Model>?
        private let chunkSize: Int
        private var inputEnded = false
        private var finished = false

        init(source: Source, settings: StreamSettings, chunkSize: Int) {
            session = StreamDecodingSession(settings: settings)
            self.chunkSize = chunkSize
            switch source {
            case .data(let data):
                input = StreamChunkSource(data: data)
            case .file(let url):
                do {
                    input = StreamChunkSource(reader: try StreamFileReader(contentsOf: url))
                } catch {
                    session.fail(reading: error)
                    finished = true
                }
            case .handle(let handle):
                input = StreamChunkSource(reader: StreamFileReader(handle: handle))
            }
            if settings.parallelism > 1, let input {
                parallel = ParallelStreamEngine(input: input, settings: settings, chunkSize: chunkSize)
                self.input = nil
            } else {
                parallel = nil
            }
        }

        /// The engine's shared state, for tests that check its threads end.
        var parallelWork: ParallelStreamWork<Model>? { parallel?.work }

        /// The next model, or nil when the stream is over.
        public mutating func next() -> Model? {
            if let parallel { return parallel.next() }
            while !finished {
                switch session.next(atEndOfInput: inputEnded) {
                case .model(let model):
                    return model
                case .finished:
                    finished = true
                case .needsInput:
                    readChunk()
                }
            }
            return nil
        }

        /// Hands the session the next chunk, or marks the end of the input.
        private mutating func readChunk() {
            do {
                let session = self.session
                guard try input?.read(upTo: chunkSize, into: { session.append($0) }) == true else {
                    inputEnded = true
                    return
                }
            } catch {
                session.fail(reading: error)
                finished = true
            }
        }
    }
}
