/// One thing the decoder had to patch: a missing key, a `null`, a value of the wrong
/// type, a transformer that gave up, or input it could not use at all.
///
/// Issues are plain values (`Sendable`, `Codable`), so they can be kept, compared in
/// tests, or sent to a server as JSON.
public struct SmartDecodingIssue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What was wrong with the data.
    public enum Problem: Sendable, Hashable, Codable {
        /// The key was not in the object.
        case missingKey
        /// The value was JSON `null`.
        case null
        /// The value had another JSON kind, or a number did not fit the type exactly.
        case typeMismatch(found: SmartJSONValue.Kind)
        /// The input held a Foundation value with no JSON form (a `Date` in a dictionary…).
        case unsupportedValue(typeName: String)
        /// The property's value transformer returned nil.
        case transformFailed
        /// The property's value transformer read the value another way than configured
        /// (for example by the date heuristic after its own strategy failed).
        case transformFallback(note: String)
        /// The input could not be used at all (not JSON, not a property list, no JSON form).
        /// A top-level value of the wrong kind is a `typeMismatch` with an empty `field`.
        case invalidInput(reason: String)
        /// `designatedPath` did not lead to a value.
        case pathNotFound(path: String)
        /// A subclass stored property that its `smartProperties` do not list (SmartInherit):
        /// it is never read or written and keeps its initializer value.
        case undeclaredProperty
        /// The value is nested deeper than `limit` arrays and objects (JSON held in strings
        /// counts too), so it was not decoded.
        case nestingTooDeep(limit: Int)
        /// The thread's stack had no room left to decode the value, `depth` arrays and
        /// objects deep, so it was not decoded (threads with small stacks stop earlier).
        case stackExhausted(depth: Int)
        /// The JSON has a comma directly before `]` or `}` at this line and column; it was
        /// accepted (the original library's parser accepts it too).
        case trailingComma(line: Int, column: Int)
        /// A stream element (or JSON Lines line) that is not valid JSON: `reason` says why,
        /// at `line` and `column` of the stream. It was skipped.
        case malformedElement(line: Int, column: Int, reason: String)
        /// The stream ended before it was complete: inside the element that starts at
        /// `line` and `column` (which was skipped), or, for a JSON array, there before the
        /// closing `]`.
        case truncatedStream(line: Int, column: Int)
        /// A stream element (or JSON Lines line) that starts at `line` and `column` has
        /// `byteCount` bytes, more than the stream's `limit` (`maximumElementBytes`); it
        /// was skipped without being kept in memory.
        case elementTooLarge(line: Int, column: Int, byteCount: Int, limit: Int)
    }

    /// What the decoder did about it.
    public enum Resolution: Sendable, Hashable, Codable {
        /// The value was converted and used (`"12"` → 12).
        case converted
        /// The property kept its initializer value.
        case initializerValue
        /// No initializer value was known; the type's zero value was used (0, "", first case…).
        case zeroValue
        /// The optional property was set to nil.
        case nilValue
        /// A top-level array element was replaced by `Model()`.
        case substitutedElement
        /// Nothing could stand in: the decode failed.
        case failed
        /// A stream element was left out of the sequence, which goes on with the next one.
        case skipped
    }

    /// One step from the root to the model that holds the field.
    public struct PathComponent: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The JSON key, for a step into an object member.
        public var key: String?
        /// The position, for a step into an array element.
        public var index: Int?
        /// The Swift type decoded at this step, e.g. `Array<Item>` or `Item`.
        public var typeName: String

        /// A step into the object member named `key`, decoded as `typeName`.
        public init(key: String, typeName: String) {
            self.key = key
            self.index = nil
            self.typeName = typeName
        }

        /// A step into the array element at `index`, decoded as `typeName`.
        public init(index: Int, typeName: String) {
            self.key = nil
            self.index = index
            self.typeName = typeName
        }

        /// The step as a location writes it: `[index]` for an element, the key for a member.
        public var description: String {
            if let index { return "[\(index)]" }
            return key ?? ""
        }
    }

    /// The type the whole call decoded, e.g. `User` or `Array<User>`.
    public var rootType: String
    /// The containers from the root down to the model that holds `field`; empty when the
    /// field belongs to the root model.
    ///
    /// Issues found at the same level share their path's storage (see `pathDepth` for
    /// its length without building the array).
    public var path: [PathComponent] {
        get { pathNode?.components ?? [] }
        set { pathNode = IssuePathNode.chain(newValue) }
    }
    /// The last step of the path, linked to the ones before it.
    var pathNode: IssuePathNode?

    /// How many steps `path` has.
    public var pathDepth: Int { pathNode?.count ?? 0 }
    /// The model type that holds `field` (the last path step's type, or the root type).
    public var modelType: String
    /// The JSON key of the property; empty for problems with the input as a whole.
    public var field: String
    /// The Swift type the property wanted, e.g. `Int` or `Array<Int>`.
    public var expectedType: String
    /// What was wrong with the value.
    public var problem: Problem
    /// What the decoder did about it.
    public var resolution: Resolution

    /// An issue made from its parts, for tests and issues built by hand.
    public init(
        rootType: String, path: [PathComponent], modelType: String, field: String,
        expectedType: String, problem: Problem, resolution: Resolution
    ) {
        self.init(
            rootType: rootType, pathNode: IssuePathNode.chain(path), modelType: modelType, field: field,
            expectedType: expectedType, problem: problem, resolution: resolution)
    }

    /// For the decoder: the path as a shared node.
    init(
        rootType: String, pathNode: IssuePathNode?, modelType: String, field: String,
        expectedType: String, problem: Problem, resolution: Resolution
    ) {
        self.rootType = rootType
        self.pathNode = pathNode
        self.modelType = modelType
        self.field = field
        self.expectedType = expectedType
        self.problem = problem
        self.resolution = resolution
    }

    /// Where the field is, e.g. `items[0].sub.name`.
    public var location: String { SmartDecodingIssue.location(of: path, field: field) }

    /// The model type that holds the field: the last step's type, or `rootType`.
    static func holder(of node: IssuePathNode?, rootType: String) -> String {
        node?.component.typeName ?? rootType
    }

    /// `path` and `field` written as `items[0].sub.name` (the form `SmartJSONBridgingError` uses).
    static func location(of path: [PathComponent], field: String) -> String {
        var text = ""
        for component in path {
            if component.index == nil, !text.isEmpty { text += "." }
            text += component.description
        }
        if !field.isEmpty {
            if !text.isEmpty { text += "." }
            text += field
        }
        return text
    }

    /// What went wrong, in one sentence (without the location).
    public var message: String {
        switch problem {
        case .missingKey:
            return "No value associated with key."
        case .null:
            return "Expected to decode '\(expectedType)' but found 'null' instead."
        case .typeMismatch(let found):
            return "Expected to decode '\(expectedType)' but found \(found.displayName) instead."
        case .unsupportedValue(let typeName):
            return "Expected to decode '\(expectedType)' but found a \(typeName), which has no JSON form."
        case .transformFailed:
            return "The value transformer for '\(expectedType)' could not convert the value."
        case .transformFallback(let note):
            return note
        case .invalidInput(let reason):
            return "Decoding \(modelType) failed: \(reason)"
        case .pathNotFound(let path):
            return "Decoding \(modelType) failed: designatedPath '\(path)' does not lead to a value."
        case .undeclaredProperty:
            return "\(modelType) does not list this stored property in smartProperties; it keeps its initializer value."
        case .nestingTooDeep(let limit):
            return
                "The value is nested more than \(limit) arrays and objects deep (JSON in strings included); it was not decoded."
        case .stackExhausted(let depth):
            return "The thread's stack has no room to decode the value \(depth) levels deep; it was not decoded."
        case .trailingComma(let line, let column):
            return "The JSON has a trailing comma at line \(line), column \(column); it was accepted."
        case .malformedElement(let line, let column, let reason):
            return "The element is not valid JSON at line \(line), column \(column): \(reason) It was skipped."
        case .truncatedStream(let line, let column):
            if resolution == .skipped {
                return
                    "The stream ends inside the element that starts at line \(line), column \(column); it was skipped."
            }
            return "The stream ends at line \(line), column \(column) before the array's closing ']'."
        case .elementTooLarge(let line, let column, let byteCount, let limit):
            return
                "The element at line \(line), column \(column) has \(byteCount) bytes, more than the \(limit) allowed; it was skipped."
        }
    }

    /// One log line: the model type, the location when there is one, and `message`.
    public var description: String {
        let place = location
        return "\(modelType)\(place.isEmpty ? "" : " \(place)"): \(message)"
    }

    // MARK: Equality and coding (the path compares and codes as its components)

    /// Issues are equal when every field and every path step are equal, whether or not their
    /// paths share storage.
    public static func == (lhs: SmartDecodingIssue, rhs: SmartDecodingIssue) -> Bool {
        lhs.rootType == rhs.rootType && lhs.modelType == rhs.modelType && lhs.field == rhs.field
            && lhs.expectedType == rhs.expectedType && lhs.problem == rhs.problem && lhs.resolution == rhs.resolution
            && (lhs.pathNode === rhs.pathNode || lhs.path == rhs.path)
    }

    /// Hashes every field and the path's steps, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rootType)
        hasher.combine(path)
        hasher.combine(modelType)
        hasher.combine(field)
        hasher.combine(expectedType)
        hasher.combine(problem)
        hasher.combine(resolution)
    }

    private enum CodingKeys: String, CodingKey {
        case rootType, path, modelType, field, expectedType, problem, resolution
    }

    /// Decodes an issue from its encoded form, with `path` as an array of steps.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            rootType: try container.decode(String.self, forKey: .rootType),
            path: try container.decode([PathComponent].self, forKey: .path),
            modelType: try container.decode(String.self, forKey: .modelType),
            field: try container.decode(String.self, forKey: .field),
            expectedType: try container.decode(String.self, forKey: .expectedType),
            problem: try container.decode(Problem.self, forKey: .problem),
            resolution: try container.decode(Resolution.self, forKey: .resolution))
    }

    /// Encodes every field, with `path` written as an array of steps.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rootType, forKey: .rootType)
        try container.encode(path, forKey: .path)
        try container.encode(modelType, forKey: .modelType)
        try container.encode(field, forKey: .field)
        try container.encode(expectedType, forKey: .expectedType)
        try container.encode(problem, forKey: .problem)
        try container.encode(resolution, forKey: .resolution)
    }
}

extension SmartJSONValue.Kind {
    /// The name logs use for this kind: `String`, `Number`, `Bool`, `Array`, `Dictionary`, `null`.
    public var displayName: String {
        switch self {
        case .null: return "null"
        case .bool: return "Bool"
        case .number: return "Number"
        case .string: return "String"
        case .array: return "Array"
        case .object: return "Dictionary"
        }
    }
}

extension SmartDecodingIssue.Problem {
    /// The problem of a value of kind `kind` where something else was wanted: `.null` for
    /// JSON `null`, a type mismatch naming the kind otherwise.
    static func unexpected(_ kind: SmartJSONValue.Kind) -> SmartDecodingIssue.Problem {
        kind == .null ? .null : .typeMismatch(found: kind)
    }
}
