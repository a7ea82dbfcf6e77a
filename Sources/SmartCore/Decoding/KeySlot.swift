/// One property key of a model, as member lookups use it: the key's name, its UTF-8
/// bytes (kept in one allocation so comparisons need no `String`), and the candidates of
/// its `mappingForKey` rule, if any. Immutable and shared by every decode of the model.
final class KeySlot: @unchecked Sendable {
    // @unchecked: immutable after init; the byte buffer is owned and never written again.
    let name: String
    let utf8: UnsafeBufferPointer<UInt8>
    let candidates: [String]?

    init(name: String, candidates: [String]?) {
        self.name = name
        self.candidates = candidates
        let bytes = Array(name.utf8)
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = storage.initialize(from: bytes)
        utf8 = UnsafeBufferPointer(start: storage.baseAddress, count: bytes.count)
    }

    deinit {
        UnsafeMutableRawPointer(mutating: utf8.baseAddress)?.deallocate()
    }
}
