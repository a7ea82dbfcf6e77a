/// How the decoder got to a nested value: through an object member, an array element,
/// or nowhere new (a single-value container reading the same value).
enum PathStep {
    case same
    /// A property, by its coding key.
    case key(any CodingKey)
    /// A dictionary member, by the name written in the document.
    case name(String)
    case index(Int)
    /// A JSON Lines element, by its line number (named `line N` in paths).
    case line(Int)

    /// The name a `line` step goes by in coding paths and issue paths.
    static func lineName(_ line: Int) -> String { "line \(line)" }
}
