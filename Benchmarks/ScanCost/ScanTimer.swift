import Foundation

/// Wall times of repeated scans, with the caches emptied between them: a scan inside a
/// decode follows other work, so a scan that finds its input and its buffers in the
/// caches would be faster than any the decoders see.
struct ScanTimer {
    let rounds: Int
    /// More than the first- and second-level caches hold, so that the previous scan's
    /// input and entries are no longer in them.
    private let evictionBytes = 8 << 20

    /// The fastest and the median scan of `bytes`, in nanoseconds.
    func time(_ bytes: UnsafeBufferPointer<UInt8>) -> (fastest: UInt64, median: UInt64) {
        let words = evictionBytes / 8
        let eviction = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
        defer { eviction.deallocate() }
        eviction.initialize(repeating: 1, count: words)
        var times: [UInt64] = []
        times.reserveCapacity(rounds)
        var carry: UInt64 = 0
        for _ in 0..<rounds {
            // One write per cache line.
            var index = 0
            while index < words {
                eviction[index] &+= carry
                carry &+= eviction[index]
                index &+= 8
            }
            let start = DispatchTime.now().uptimeNanoseconds
            _ = scan(bytes)
            times.append(DispatchTime.now().uptimeNanoseconds &- start)
        }
        times.sort()
        return (times.first ?? 0, times.isEmpty ? 0 : times[times.count / 2])
    }
}
