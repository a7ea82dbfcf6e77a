/// What one entry of a `FlatDocument` holds.
enum FlatKind: UInt8 {
    case null
    case `false`
    case `true`
    /// A plain integer literal (no fraction, no exponent, not `-0`) of at most 18 digits
    /// that fits `Int`; the entry holds its value.
    case integer
    /// Any other number; the entry points at its literal text.
    case number
    case string
    case array
    case object

    /// The kind as the tree names it.
    var valueKind: SmartJSONValue.Kind {
        switch self {
        case .null: return .null
        case .false, .true: return .bool
        case .integer, .number: return .number
        case .string: return .string
        case .array: return .array
        case .object: return .object
        }
    }

    /// Arrays and objects: their entry is followed by the entries of what they contain.
    var isContainer: Bool { rawValue >= FlatKind.array.rawValue }
}
