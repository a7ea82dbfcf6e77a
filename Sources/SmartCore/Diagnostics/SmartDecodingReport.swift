/// Everything one top-level decode call patched, delivered together.
public struct SmartDecodingReport: Sendable, Hashable, Codable {
    /// The type the call decoded, e.g. `User` or `Array<User>`.
    public var rootType: String
    /// The issues in the order they were found.
    public var issues: [SmartDecodingIssue]
    /// Text from the `.logContext` option, empty when not given.
    public var header: String
    /// Text from the `.logContext` option that goes below the issues; empty when not given.
    public var footer: String
    /// `false` when the call returned nil.
    public var succeeded: Bool
    /// Issues found beyond `SmartDiagnostics.issueLimit`, which `issues` leaves out.
    public var omittedIssueCount: Int

    /// A report made from its parts, for tests and reports built by hand.
    public init(
        rootType: String, issues: [SmartDecodingIssue], header: String = "", footer: String = "", succeeded: Bool,
        omittedIssueCount: Int = 0
    ) {
        self.rootType = rootType
        self.issues = issues
        self.header = header
        self.footer = footer
        self.succeeded = succeeded
        self.omittedIssueCount = omittedIssueCount
    }

    private enum CodingKeys: String, CodingKey {
        case rootType, issues, header, footer, succeeded, omittedIssueCount
    }

    /// Decodes a report from its encoded form; a missing `header` or `footer` reads as empty,
    /// a missing `omittedIssueCount` as 0.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rootType = try container.decode(String.self, forKey: .rootType)
        issues = try container.decode([SmartDecodingIssue].self, forKey: .issues)
        header = try container.decodeIfPresent(String.self, forKey: .header) ?? ""
        footer = try container.decodeIfPresent(String.self, forKey: .footer) ?? ""
        succeeded = try container.decode(Bool.self, forKey: .succeeded)
        omittedIssueCount = try container.decodeIfPresent(Int.self, forKey: .omittedIssueCount) ?? 0
    }
}
