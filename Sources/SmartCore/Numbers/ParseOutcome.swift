/// What the fast conversion steps of `FloatingPointParsing` found out about a literal.
enum ParseOutcome<Value> {
    /// The correctly rounded value.
    case value(Value)
    /// The bytes are not a literal of the grammar (only when validating).
    case notANumber
    /// A valid literal the fast steps cannot round with certainty: the fallback decides.
    case undecided
}
