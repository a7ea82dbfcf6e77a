/// One generated type: its name and its properties in first-seen key order.
struct ModelDeclaration: Equatable {
    var name: String
    var properties: [PropertyDeclaration]
}
