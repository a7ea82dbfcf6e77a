import Foundation
import SmartCore

/// Turns the decoder's fallbacks into logs people can act on.
///
/// Every time `deserialize` has to patch a value (a missing key, a `null`, a value of the
/// wrong type, input it cannot use), SmartCore records a `SmartDecodingIssue`. The
/// sentinel groups the issues of one top-level call into one block, laid out as a tree
/// that follows the data:
///
/// ```text
/// ================================  [Smart Sentinel]  ================================
/// Order 👈🏻 👀
///    ┆┄ id: Expected to decode 'Int' but found ‘String’ instead.
///    ╆━ items: [Item]
///       ╆━ Index 2
///          ┆┄ price: Expected to decode 'Double' but found 'null' instead.
/// ====================================================================================
/// ```
///
/// Logging is off until you choose a level:
///
/// ```swift
/// SmartSentinel.debugMode = .verbose          // or .alert for type mismatches only
/// SmartSentinel.onLogGenerated { block in      // optional: upload or show the blocks
///     Telemetry.send(block)
/// }
/// ```
///
/// Setting `debugMode` installs the sentinel as SmartCore's `SmartDiagnostics.sink`;
/// `.none` removes it again, so decoding does no diagnostics work at all. Blocks are
/// written to `output` (standard error unless you change it) and then passed to the
/// handler, both on the thread that made the `deserialize` call, before it returns.
///
/// To check data quality without touching global state (in tests, or to upload the
/// problems of one request), wrap the calls in ``collect(level:_:)``.
public enum SmartSentinel {
    /// One level of indentation in a log block (three spaces).
    public static let space: String = "   "
    /// The mark in front of a member that holds a model or a collection (`╆━ sub: Sub`).
    public static let keyContainerSign: String = "╆━ "
    /// The mark in front of an array element (`╆━ Index 0`).
    public static let unKeyContainerSign: String = "╆━ "
    /// The mark in front of a property line (`┆┄ name: No value associated with key.`).
    public static let attributeSign: String = "┆┄ "

    private static let configuration = LockedValue(SentinelConfiguration())

    /// Keeps the blocks of calls that finish at the same time from interleaving.
    private static let writeLock = SentinelWriteLock()

    /// How much the sentinel reports; `.none` (the default) turns logging off.
    ///
    /// Thread-safe. Any level other than `.none` installs the sentinel as
    /// `SmartDiagnostics.sink` (replacing a sink installed there by other code);
    /// `.none` removes it, after which nothing is formatted, written or delivered and the
    /// decoder skips collecting issues. Calls already under way when the level changes
    /// use the level in force when they finish.
    public static var debugMode: Level {
        get { configuration.read { $0.mode } }
        set {
            configuration.write { config in
                config.mode = newValue
                let installed = SmartDiagnostics.sink is SentinelSink
                if newValue == .none {
                    if installed { SmartDiagnostics.sink = nil }
                } else if !installed {
                    SmartDiagnostics.sink = SentinelSink()
                }
            }
        }
    }

    /// Where log blocks are written; standard error by default.
    ///
    /// Thread-safe. Writes are serialized, so blocks from calls that finish together on
    /// different threads never interleave. Use `.discard` to keep only the handler.
    public static var output: Output {
        get { configuration.read { $0.output } }
        set { configuration.write { $0.output = newValue } }
    }

    /// Installs the closure that receives every log block after it has been written to
    /// `output`, replacing any handler installed before.
    ///
    /// The handler runs on the thread that made the `deserialize` call, before that call
    /// returns, so it can run on several threads at once; hop to the main queue yourself
    /// if you update UI. It receives the block exactly as written, banner included.
    ///
    /// ```swift
    /// SmartSentinel.onLogGenerated { block in
    ///     uploader.enqueue(block)
    /// }
    /// ```
    public static func onLogGenerated(handler: @escaping @Sendable (String) -> Void) {
        configuration.write { $0.handler = handler }
    }

    /// Removes the handler installed with ``onLogGenerated(handler:)``.
    public static func removeLogHandler() {
        configuration.write { $0.handler = nil }
    }

    /// The log block for `report` at `level`, or nil when nothing in it is reported at
    /// that level (and always nil for `.none`).
    ///
    /// This is the text the sentinel writes for a call; use it to format reports you
    /// collected yourself with `SmartDiagnostics.collect`.
    public static func format(_ report: SmartDecodingReport, level: Level = .verbose) -> String? {
        LogFormatter.block(for: report, level: level)
    }

    /// Runs `body` and returns, with its result, one ``Log`` for each top-level decode
    /// call it made on the current thread or task that has something to report at `level`.
    ///
    /// Collection is scoped to this call of `collect` only: it does not depend on
    /// `debugMode`, and decodes running on other threads at the same time are not
    /// included. (The global sentinel, when enabled, still logs these calls as usual.)
    ///
    /// ```swift
    /// let (order, logs) = SmartSentinel.collect {
    ///     Order.deserialize(from: json)
    /// }
    /// #expect(logs.isEmpty, "\(logs.map(\.text).joined())")
    /// let uploadable = try JSONEncoder().encode(logs.flatMap(\.issues))
    /// ```
    ///
    /// - Parameters:
    ///   - level: which issues count; `.verbose` (the default) keeps all of them,
    ///     `.alert` only type mismatches and failures, `.none` none.
    ///   - body: the code whose decodes are collected. Decodes it starts on other threads
    ///     (for example with `DispatchQueue.concurrentPerform`) are not collected.
    public static func collect<Result>(
        level: Level = .verbose, _ body: () throws -> Result
    ) rethrows -> (result: Result, logs: [Log]) {
        let (result, reports) = try SmartDiagnostics.collect(body)
        var logs: [Log] = []
        for report in reports {
            guard let text = LogFormatter.block(for: report, level: level) else { continue }
            logs.append(Log(report: report, issues: report.issues.filter(level.shows), text: text))
        }
        return (result, logs)
    }

    /// Forms the block for one finished call and delivers it: written to `output`, then
    /// passed to the handler. Does nothing when `debugMode` is `.none` or the call has
    /// nothing to report at the current level.
    static func monitorLogs(_ report: SmartDecodingReport) {
        let config = configuration.read { $0 }
        guard config.mode != .none, let block = LogFormatter.block(for: report, level: config.mode) else { return }
        writeLock.withLock { config.output.write(block) }
        config.handler?(block)
    }
}
