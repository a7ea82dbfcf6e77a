/// Gathers the reports of one `SmartDiagnostics.collect` scope.
final class ReportCollector: Sendable {
    private let storage = LockedValue<[SmartDecodingReport]>([])

    func add(_ report: SmartDecodingReport) {
        storage.write { $0.append(report) }
    }

    var reports: [SmartDecodingReport] { storage.read { $0 } }
}
