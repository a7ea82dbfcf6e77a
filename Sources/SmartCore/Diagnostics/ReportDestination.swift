/// The listeners of one top-level decode, captured when it starts.
struct ReportDestination: Sendable {
    let collector: ReportCollector?
    let sink: (any SmartDiagnosticsSink)?

    /// Scopes get every report (so tests see clean calls too); the sink only reports with issues.
    func deliver(_ report: SmartDecodingReport) {
        collector?.add(report)
        if let sink, !report.issues.isEmpty { sink.receive(report) }
    }
}
