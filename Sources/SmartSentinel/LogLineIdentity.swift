/// What makes two lines under array elements "the same problem": field, message and
/// path, with every index treated as equal.
struct LogLineIdentity: Hashable {
    var steps: [LogPathStep]
    var line: LogLine

    init(steps: [LogPathStep], line: LogLine) {
        self.steps = steps.map(\.ignoringIndex)
        self.line = line
    }
}
