/// Where decoding issues go: a process-wide sink, and per-scope collection.
///
/// ```swift
/// let (user, reports) = SmartDiagnostics.collect {
///     User.deserialize(from: json)
/// }
/// // reports[0].issues lists every patched field of this call only,
/// // even while other threads decode at the same time.
/// ```
public enum SmartDiagnostics {
    /// The sink and the issue limit, guarded by `lock` (beside it, not a `LockedValue`
    /// around each: see `PlainLock`; every decode call reads the sink).
    nonisolated(unsafe) private static var installedSink: (any SmartDiagnosticsSink)?
    /// Whether `installedSink` is set: every decode call asks, and copying the optional
    /// existential, even a nil one, made the runtime build its type from its mangled name
    /// on the first call.
    nonisolated(unsafe) private static var hasInstalledSink = false
    nonisolated(unsafe) private static var installedIssueLimit = 1000
    /// Whether a `collect` scope has ever started in this process: until one has, no task
    /// can have a collector, and every decode call skips reading the task-local value
    /// (the first read also made the runtime build the task-local's type). Set before the
    /// scope binds its collector, so a child task of the scope sees it set.
    nonisolated(unsafe) private static var scopesStarted = false
    private static let lock = PlainLock()

    /// The most issues one top-level call keeps (1,000 unless changed; at least 1).
    ///
    /// Beyond it, issues are only counted (`SmartDecodingReport.omittedIssueCount`), and
    /// the sentinel's block ends with a line saying how many were left out. This bounds
    /// the time and memory logging can take on any input.
    public static var issueLimit: Int {
        get { lock.withLock { installedIssueLimit } }
        set { lock.withLock { installedIssueLimit = max(newValue, 1) } }
    }

    @TaskLocal
    static var scopedCollector: ReportCollector?

    /// The process-wide sink (SmartSentinel sets it). nil turns global delivery off.
    public static var sink: (any SmartDiagnosticsSink)? {
        get { lock.withLock { installedSink } }
        set {
            lock.withLock {
                installedSink = newValue
                hasInstalledSink = newValue != nil
            }
        }
    }

    /// Runs `body` and returns, with its result, the reports of every top-level decode it
    /// made on this task (or thread), with or without issues. Scopes nest; the innermost
    /// one collects. The global sink still receives reports as usual.
    public static func collect<Result>(_ body: () throws -> Result) rethrows -> (Result, [SmartDecodingReport]) {
        let collector = ReportCollector()
        lock.withLock { scopesStarted = true }
        let result = try $scopedCollector.withValue(collector) { try body() }
        return (result, collector.reports)
    }

    /// Runs `body`, which may suspend, and returns with its result the reports of every
    /// top-level decode and stream element it decoded on this task (see the synchronous
    /// `collect(_:)`). Child tasks it starts are collected too; detached tasks are not.
    ///
    /// ```swift
    /// let (count, reports) = try await SmartDiagnostics.collect {
    ///     var count = 0
    ///     for try await _ in [Order].deserializeElements(from: body) { count += 1 }
    ///     return count
    /// }
    /// ```
    public static func collect<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> (Result, [SmartDecodingReport]) {
        let collector = ReportCollector()
        lock.withLock { scopesStarted = true }
        let result = try await $scopedCollector.withValue(collector) { try await body() }
        return (result, collector.reports)
    }

    /// Where a decode starting now should deliver, or nil when nobody listens.
    static func currentDestination() -> ReportDestination? {
        let (sink, readsScope) = lock.withLock { (hasInstalledSink ? installedSink : nil, scopesStarted) }
        let collector = readsScope ? scopedCollector : nil
        if collector == nil, sink == nil { return nil }
        return ReportDestination(collector: collector, sink: sink)
    }
}
