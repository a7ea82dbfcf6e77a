/// Everything one top-level decode call patched, delivered together.
public struct SmartDecodingReport: Sendable, Hashable, Codable {
    /// The type the call decoded, e.g. `User` or `Array<User>`.
    public var rootType: String
    /// The issues in the order they were found.
    public var issues: [SmartDecodingIssue]
    /// Text from the `.logContext` option, empty when not given.
    public var header: String
    public var footer: String
    /// `false` when the call returned nil.
    public var succeeded: Bool

    public init(rootType: String, issues: [SmartDecodingIssue], header: String = "", footer: String = "", succeeded: Bool) {
        self.rootType = rootType
        self.issues = issues
        self.header = header
        self.footer = footer
        self.succeeded = succeeded
    }
}
