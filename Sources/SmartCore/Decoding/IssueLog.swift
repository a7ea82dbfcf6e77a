/// The issues of one top-level call, shared by the decoders it creates.
final class IssueLog {
    var issues: [SmartDecodingIssue] = []
}
