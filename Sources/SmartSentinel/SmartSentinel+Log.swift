import SmartCore

extension SmartSentinel {
    /// What one top-level decode call had to report, as text and as values.
    ///
    /// Returned by ``SmartSentinel/collect(level:_:)``. It is `Codable`, so it can be
    /// stored or sent to a server as JSON.
    public struct Log: Sendable, Hashable, Codable {
        /// Everything the call recorded, whatever the level.
        public var report: SmartDecodingReport
        /// The report's issues that count at the level `collect` was given, in the order
        /// they were found (before the block's per-array deduplication).
        public var issues: [SmartDecodingIssue]
        /// The formatted block, exactly as the sentinel would write it.
        public var text: String

        /// A log for `report`.
        public init(report: SmartDecodingReport, issues: [SmartDecodingIssue], text: String) {
            self.report = report
            self.issues = issues
            self.text = text
        }
    }
}
