import SmartCore

/// Builds the text block for one call's report (§9 of the behaviour spec).
enum LogFormatter {
    /// The opening line: 32 `=`, the title, 32 `=`.
    static let banner = String(repeating: "=", count: 32) + "  [Smart Sentinel]  " + String(repeating: "=", count: 32)
    /// The closing line: 84 `=`.
    static let closingRule = String(repeating: "=", count: 84)
    /// Written after the root type.
    static let rootMarker = " 👈🏻 👀"

    /// The block, or nil when the report has nothing to show at `level`.
    static func block(for report: SmartDecodingReport, level: SmartSentinel.Level) -> String? {
        guard level != .none else { return nil }
        let containers = self.containers(for: report, level: level)
        guard !containers.isEmpty || report.omittedIssueCount > 0 else { return nil }

        var text = "\n" + banner + "\n"
        if !report.header.isEmpty { text += report.header + "\n\n" }
        text += report.rootType + rootMarker + "\n"
        var previous: [LogPathStep] = []
        for container in containers {
            let shared = zip(previous, container.steps).prefix(while: { $0 == $1 }).count
            for position in shared..<container.steps.count {
                text += indent(position + 1) + container.label(at: position) + "\n"
            }
            let lineIndent = indent(container.steps.count + 1) + SmartSentinel.attributeSign
            let width = container.lines.map(\.field.count).max() ?? 0
            for line in container.lines {
                text += lineIndent
                if !line.field.isEmpty {
                    text += line.field + String(repeating: " ", count: width - line.field.count) + ": "
                }
                text += line.message + "\n"
            }
            previous = container.steps
        }
        if report.omittedIssueCount > 0 {
            text += indent(1) + SmartSentinel.attributeSign + omittedLine(report.omittedIssueCount) + "\n"
        }
        if !report.footer.isEmpty { text += "\n" + report.footer + "\n" }
        text += closingRule + "\n"
        return text
    }

    /// The last line of a block whose call found more issues than it kept.
    static func omittedLine(_ count: Int) -> String {
        "… and \(count) more issue\(count == 1 ? "" : "s") not kept (SmartDiagnostics.issueLimit)."
    }

    /// Indentation stops growing at this depth; deeper lines say their depth instead, so
    /// a block's size grows with its lines, not with their depth.
    static let maximumIndentedDepth = 32

    /// The report's lines at `level`, grouped by path, in writing order, deduplicated
    /// across array elements, without empty containers.
    static func containers(for report: SmartDecodingReport, level: SmartSentinel.Level) -> [LogContainer] {
        var containers: [LogContainer] = []
        var positions: [[LogPathStep]: Int] = [:]
        func add(_ line: LogLine, at path: [SmartDecodingIssue.PathComponent]) {
            let steps = path.map(LogPathStep.init)
            if let position = positions[steps] {
                containers[position].lines.append(line)
            } else {
                positions[steps] = containers.count
                var container = LogContainer(path: path)
                container.lines.append(line)
                containers.append(container)
            }
        }

        for issue in report.issues where level.shows(issue) {
            let line = LogLine(field: issue.field, message: LogMessage.text(for: issue))
            let path = issue.path
            if issue.resolution == .substitutedElement, issue.field.isEmpty, let index = path.last?.index {
                // A replaced element is a line of its array named by its index
                // (`Index 2: Expected…`), so every replaced element shows.
                add(LogLine(field: LogPathStep.indexLabel(index), message: line.message), at: Array(path.dropLast()))
            } else {
                add(line, at: path)
            }
        }
        if let failure = failureLine(for: report) {
            add(failure, at: [])
        }

        // A stable sort: lines of one container stay in recording order.
        containers = containers.enumerated().sorted { lhs, rhs in
            if LogPathStep.precedes(lhs.element.steps, rhs.element.steps) { return true }
            if LogPathStep.precedes(rhs.element.steps, lhs.element.steps) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)

        var kept = Set<LogLineIdentity>()
        for position in containers.indices where containers[position].isUnderArrayElement {
            let steps = containers[position].steps
            containers[position].lines.removeAll { line in
                !kept.insert(LogLineIdentity(steps: steps, line: line)).inserted
            }
        }
        return containers.filter { !$0.lines.isEmpty }
    }

    /// A root line for a call that returned nil when no issue already says why (a
    /// property with no fallback value fails the whole call, but its issue only names
    /// the property). Shown at every level.
    static func failureLine(for report: SmartDecodingReport) -> LogLine? {
        guard !report.succeeded else { return nil }
        let explained = report.issues.contains { $0.path.isEmpty && $0.field.isEmpty && $0.resolution == .failed }
        guard !explained else { return nil }
        let fields = report.issues.filter { $0.resolution == .failed && !$0.field.isEmpty }.map(\.location)
        return LogLine(field: "", message: LogMessage.callFailed(rootType: report.rootType, fields: fields))
    }

    /// `depth` levels of indentation; past `maximumIndentedDepth`, that many followed by
    /// the depth in brackets: `[40] `.
    private static func indent(_ depth: Int) -> String {
        guard depth > maximumIndentedDepth else { return String(repeating: SmartSentinel.space, count: depth) }
        return String(repeating: SmartSentinel.space, count: maximumIndentedDepth) + "[\(depth)] "
    }
}
