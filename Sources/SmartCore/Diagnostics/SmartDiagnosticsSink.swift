/// Receives a report after each top-level decode call that found issues.
///
/// SmartSentinel installs one when `SmartSentinel.debugMode` is set; an app can install
/// its own with `SmartDiagnostics.sink`. The decoder collects issues only while a sink or
/// a `SmartDiagnostics.collect` scope is active, so with neither it does no extra work.
public protocol SmartDiagnosticsSink: Sendable {
    /// Called on the decoding thread, once per call, with at least one issue.
    func receive(_ report: SmartDecodingReport)
}
