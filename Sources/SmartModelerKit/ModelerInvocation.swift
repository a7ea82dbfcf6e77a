/// What a command line asks `smartmodeler` to do.
public enum ModelerInvocation: Sendable, Hashable {
    /// `--help`: print the usage text.
    case help
    /// Generate models. With no inputs, standard input is read when something is piped
    /// into it, and the built-in sample is used otherwise.
    case generate(options: ModelerOptions, inputs: [ModelerInput])
}
