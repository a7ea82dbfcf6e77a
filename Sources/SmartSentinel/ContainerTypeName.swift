/// Writes a Swift type description the way container lines show it: `Array<Item>` as
/// `[Item]`, `Dictionary<String, Item>` as `[String: Item]`, `Optional<Item>` as `Item?`,
/// at any depth. Anything it does not understand is kept as it is.
enum ContainerTypeName {
    static func render(_ name: String) -> String {
        var parser = Parser(text: Array(name))
        guard let node = parser.parseType(), parser.atEnd else { return name }
        return node.rendered
    }

    /// A parsed generic type: `Name<Argument, …>`.
    private struct Node {
        var name: String
        var arguments: [Node]

        var rendered: String {
            switch (name, arguments.count) {
            case ("Array", 1):
                return "[\(arguments[0].rendered)]"
            case ("Dictionary", 2):
                return "[\(arguments[0].rendered): \(arguments[1].rendered)]"
            case ("Optional", 1):
                return "\(arguments[0].rendered)?"
            case (_, 0):
                return name
            default:
                return name + "<" + arguments.map(\.rendered).joined(separator: ", ") + ">"
            }
        }
    }

    private struct Parser {
        let text: [Character]
        var position = 0

        var atEnd: Bool { position == text.count }

        mutating func skipSpaces() {
            while position < text.count, text[position] == " " { position += 1 }
        }

        mutating func parseType() -> Node? {
            skipSpaces()
            var name = ""
            while position < text.count, !"<>, ".contains(text[position]) {
                if "()[]:".contains(text[position]) { return nil }
                name.append(text[position])
                position += 1
            }
            guard !name.isEmpty else { return nil }
            var arguments: [Node] = []
            if position < text.count, text[position] == "<" {
                position += 1
                while true {
                    guard let argument = parseType() else { return nil }
                    arguments.append(argument)
                    skipSpaces()
                    guard position < text.count else { return nil }
                    if text[position] == "," {
                        position += 1
                    } else if text[position] == ">" {
                        position += 1
                        break
                    } else {
                        return nil
                    }
                }
            }
            skipSpaces()
            return Node(name: name, arguments: arguments)
        }
    }
}
