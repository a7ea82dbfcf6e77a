/// The issues of one top-level call, shared by the decoders it creates.
///
/// Keeps at most `limit` issues (`SmartDiagnostics.issueLimit` when the call started) and
/// counts the rest, so that one call's logging costs memory in proportion to the limit
/// whatever the input holds.
final class IssueLog {
    private(set) var issues: [SmartDecodingIssue] = []
    /// Issues found after the limit was reached.
    private(set) var omittedCount = 0
    let limit: Int

    init(limit: Int = SmartDiagnostics.issueLimit) {
        self.limit = limit
    }

    /// Whether one more issue would be kept (so callers can skip building it).
    var hasRoom: Bool { issues.count < limit }

    func append(_ issue: SmartDecodingIssue) {
        if issues.count < limit {
            issues.append(issue)
        } else {
            omittedCount += 1
        }
    }

    /// Counts an issue that is not built because the log is full.
    func omitOne() {
        omittedCount += 1
    }
}
