import SmartCore

/// Why models could not be generated. Nothing is written when one of these is thrown.
///
/// `description` is the message the command-line tool prints: input problems start with
/// the source's name (`feed.json:3:14: …` for invalid JSON, like a compiler diagnostic).
public enum ModelerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No sample was given.
    case noSamples
    /// A file (or standard input) could not be read.
    case unreadableInput(source: String, reason: String)
    /// A sample is not valid JSON; the parser's error carries line, column and message.
    case invalidJSON(source: String, error: SmartJSONParseError)
    /// A sample's top level is a scalar or `null`: there is no object to model.
    case unsupportedTopLevel(source: String, kind: SmartJSONValue.Kind)
    /// A top-level array holds no objects (it is empty, or holds only scalars or arrays).
    case noObjectsInArray(source: String)
    /// Some samples are objects and others arrays, so no single root type fits them all.
    case mixedTopLevel(objectSource: String, arraySource: String)
    /// `--name` is not usable as a Swift type name.
    case invalidRootName(name: String, reason: String)
    /// The command line is malformed (unknown option, missing value…).
    case invalidArguments(String)

    /// The message the command-line tool prints after `smartmodeler: error: `.
    public var description: String {
        switch self {
        case .noSamples:
            return "no JSON sample given"
        case .unreadableInput(let source, let reason):
            return "\(source): cannot read: \(reason)"
        case .invalidJSON(let source, let error):
            return "\(source):\(error.line):\(error.column): invalid JSON: \(error.message)"
        case .unsupportedTopLevel(let source, let kind):
            return "\(source): the top level is \(kind.article) \(kind.rawValue); "
                + "smartmodeler needs an object or an array of objects"
        case .noObjectsInArray(let source):
            return "\(source): the top-level array holds no objects to model"
        case .mixedTopLevel(let objectSource, let arraySource):
            return "\(objectSource) holds an object but \(arraySource) holds an array; "
                + "give samples of one shape"
        case .invalidRootName(let name, let reason):
            return "--name \(name): \(reason)"
        case .invalidArguments(let message):
            return message
        }
    }

    /// The process exit code the command-line tool uses: 2 for command-line mistakes,
    /// 1 for unreadable or unusable input.
    public var exitCode: Int32 {
        switch self {
        case .invalidArguments, .invalidRootName: return 2
        default: return 1
        }
    }
}
