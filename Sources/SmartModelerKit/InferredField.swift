/// One property of a model as inferred from the samples, before it is named.
struct InferredField {
    /// The JSON key.
    var key: String
    var type: InferredType
    /// Declared `T?` (always true for `.any` and `.date`, never for `.anyArray` and
    /// `.anyDictionary`, which keep an empty initializer value).
    var isOptional: Bool
    /// A comment written above the property, saying why the type was chosen.
    var note: String?
}
