import Foundation

/// What the iterating thread of a parallel stream shares with its worker threads: the
/// queue of batches nobody has claimed yet, which batches are done, and whether to stop.
///
/// Unchecked `Sendable`: every stored property is read and written only while
/// `condition` is locked.
final class ParallelStreamWork<Model: SmartDecodable>: @unchecked Sendable {
    private let condition = NSCondition()
    /// Batches waiting for a thread, oldest first.
    private var pending: [ParallelStreamBatch<Model>] = []
    private var stopped = false
    private var workerCount = 0

    /// How many worker threads have started and not yet ended.
    var liveWorkerCount: Int { locked { workerCount } }

    /// Whether the stream was stopped: workers leave what they are doing.
    var isStopped: Bool { locked { stopped } }

    /// Queues `batch` for the first thread that is free.
    func submit(_ batch: ParallelStreamBatch<Model>) {
        locked {
            pending.append(batch)
            condition.signal()
        }
    }

    /// For a worker: the oldest unclaimed batch, waiting for one; nil once stopped.
    func claimWaiting() -> ParallelStreamBatch<Model>? {
        locked {
            while !stopped, pending.isEmpty { condition.wait() }
            return stopped ? nil : pending.removeFirst()
        }
    }

    /// For the iterating thread: the oldest unclaimed batch, if there is one now.
    func claimIfAny() -> ParallelStreamBatch<Model>? {
        locked { pending.isEmpty ? nil : pending.removeFirst() }
    }

    /// Says that `batch`, decoded by the calling thread, is done.
    func finish(_ batch: ParallelStreamBatch<Model>) {
        locked {
            batch.isDone = true
            condition.broadcast()
        }
    }

    /// Whether `batch` is done.
    func isDone(_ batch: ParallelStreamBatch<Model>) -> Bool {
        locked { batch.isDone }
    }

    /// Waits until `batch`, claimed by a worker, is done.
    func waitUntilDone(_ batch: ParallelStreamBatch<Model>) {
        locked {
            while !batch.isDone { condition.wait() }
        }
    }

    /// A worker thread's life: decodes claimed batches with a decoder of its own until the
    /// stream stops, then says it ended.
    func runWorker(settings: StreamSettings) {
        let elements = StreamElementDecoder<Model>(settings: DecodingSettings(options: settings.options))
        while let batch = claimWaiting() {
            // Asking under the lock for every element would make the threads contend.
            var decoded = 0
            batch.decode(with: elements) {
                decoded += 1
                return decoded % 16 == 0 && isStopped
            }
            finish(batch)
        }
        workerEnded()
    }

    /// Counts a worker thread about to start.
    func workerStarting() {
        locked { workerCount += 1 }
    }

    /// Counts a worker thread ending.
    func workerEnded() {
        locked {
            workerCount -= 1
            condition.broadcast()
        }
    }

    /// Stops the workers and waits until every one has ended (each leaves its batch
    /// within 16 elements). Pending batches are dropped.
    func stop() {
        locked {
            stopped = true
            pending.removeAll()
            condition.broadcast()
            while workerCount > 0 { condition.wait() }
        }
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }
}
