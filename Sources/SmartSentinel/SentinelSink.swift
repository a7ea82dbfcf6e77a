import SmartCore

/// The sentinel's entry in `SmartDiagnostics.sink`: forms and delivers one block per call.
struct SentinelSink: SmartDiagnosticsSink {
    func receive(_ report: SmartDecodingReport) {
        SmartSentinel.monitorLogs(report)
    }
}
