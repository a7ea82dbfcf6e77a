import Foundation

/// The models of a JSON array or JSON Lines stream, decoded one at a time as the sequence
/// is iterated (see `Array.deserializeElements(from:format:options:)`).
///
/// Reading a file keeps one chunk and the element being decoded in memory, whatever the
/// file's size. Iterating again reads `Data` or a file given by URL from its start again;
/// a `FileHandle` is read on from wherever it is.
public struct SmartDecodedElements<Model: SmartDecodable>: Sequence {
    /// Where the bytes come from.
    enum Source {
        case data(Data)
        case file(URL)
        case handle(FileHandle)
    }

    let source: Source
    let settings: StreamSettings
    /// How many bytes one read asks for.
    let chunkSize: Int

    /// Starts decoding: `Data` and a file given by URL are read from their start, a
    /// `FileHandle` from its current offset.
    public func makeIterator() -> Iterator {
        Iterator(source: source, session: StreamDecodingSession(settings: settings), chunkSize: chunkSize)
    }

    /// Decodes the next model when asked for it.
    public struct Iterator: IteratorProtocol {
        private let source: Source
        private var reader: StreamFileReader?
        private let session: StreamDecodingSession<Model>
        private let chunkSize: Int
        /// Data: how much of it has been handed to the session.
        private var dataOffset = 0
        private var inputEnded = false
        private var finished = false

        init(source: Source, session: StreamDecodingSession<Model>, chunkSize: Int) {
            self.source = source
            self.session = session
            self.chunkSize = chunkSize
            switch source {
            case .data:
                break
            case .file(let url):
                do {
                    reader = try StreamFileReader(contentsOf: url)
                } catch {
                    session.fail(reading: error)
                    finished = true
                }
            case .handle(let handle):
                reader = StreamFileReader(handle: handle)
            }
        }

        /// The next model, or nil when the stream is over.
        public mutating func next() -> Model? {
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
            guard let reader else {
                guard case .data(let data) = source else {
                    inputEnded = true
                    return
                }
                let end = Swift.min(dataOffset + chunkSize, data.count)
                guard dataOffset < end else {
                    inputEnded = true
                    return
                }
                let start = dataOffset
                data.withUnsafeBytes { bytes in session.append(UnsafeRawBufferPointer(rebasing: bytes[start..<end])) }
                dataOffset = end
                return
            }
            do {
                guard let chunk = try reader.read(upTo: chunkSize) else {
                    inputEnded = true
                    return
                }
                chunk.withUnsafeBytes { session.append($0) }
            } catch {
                session.fail(reading: error)
                finished = true
            }
        }
    }
}
