/// Where one sample comes from on the command line.
public enum ModelerInput: Sendable, Hashable {
    /// A file path, as given.
    case file(String)
    /// `-`: standard input.
    case standardInput
}
