/// Every type to generate, root first, and what the file needs around them.
struct GenerationPlan: Equatable {
    var declarations: [ModelDeclaration]
    /// Some property is a `Date` or `Decimal`.
    var needsFoundation: Bool
}
