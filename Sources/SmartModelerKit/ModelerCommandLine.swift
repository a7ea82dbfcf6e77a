/// Parses `smartmodeler`'s arguments and holds its usage text.
public enum ModelerCommandLine {
    /// The text `--help` prints.
    public static let usage = """
        OVERVIEW: Generate SmartCodable models from JSON samples.

        USAGE: smartmodeler [options] [FILE ...]

          Reads every FILE (- for standard input) as a sample of the same JSON shape and
          prints Swift models that decode all of them. With no FILE it reads standard input
          when JSON is piped or redirected into it, and models a built-in sample otherwise.

        OPTIONS:
          --name NAME              Name of the top-level type (default: Root).
          --class                  Generate classes (with required init() {}) instead of structs.
          --key-strategy STRATEGY  mapping (default): a mappingForKey() entry for every key that
                                   differs from its camelCase property name.
                                   snake: name properties the way the .fromSnakeCase decoding
                                   option converts keys, and map only the keys it cannot convert.
          --access LEVEL           internal (default) or public.
          --optional-all           Make every property optional.
          --dates                  Read ISO 8601 date-time strings (2024-01-02T03:04:05Z) as Date
                                   through SmartDateTransformer(strategy: .iso8601).
          -h, --help               Show this help.

        EXAMPLES:
          swift run smartmodeler
          swift run smartmodeler --name Feed page1.json page2.json
          swift run smartmodeler --class --access public < response.json

        """

    /// What `arguments` (without the program name) ask for.
    ///
    /// Options may be written `--name Feed` or `--name=Feed`; `--` ends the options.
    /// `--help` anywhere before `--` wins over everything else.
    ///
    /// - Throws: `ModelerError.invalidArguments` for an unknown option, a missing or
    ///   invalid value, and `ModelerError.invalidRootName` for an unusable `--name`.
    public static func parse(_ arguments: [String]) throws(ModelerError) -> ModelerInvocation {
        let optionPart = arguments.prefix { $0 != "--" }
        if optionPart.contains("--help") || optionPart.contains("-h") { return .help }

        var options = ModelerOptions()
        var inputs: [ModelerInput] = []
        var optionsEnded = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "-" {
                inputs.append(.standardInput)
                continue
            }
            if optionsEnded || !argument.hasPrefix("-") {
                inputs.append(.file(argument))
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let name: String
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            func value() throws(ModelerError) -> String {
                if let inlineValue { return inlineValue }
                guard index < arguments.count else {
                    throw ModelerError.invalidArguments("\(name) needs a value")
                }
                index += 1
                return arguments[index - 1]
            }
            func flag() throws(ModelerError) {
                if inlineValue != nil { throw ModelerError.invalidArguments("\(name) takes no value") }
            }
            switch name {
            case "--name":
                let rootName = try value()
                try SmartModeler.validate(rootName: rootName)
                options.rootName = rootName
            case "--class":
                try flag()
                options.declarationKind = .class
            case "--key-strategy":
                let text = try value()
                guard let strategy = ModelerKeyStrategy(rawValue: text) else {
                    throw ModelerError.invalidArguments("--key-strategy must be mapping or snake, not '\(text)'")
                }
                options.keyStrategy = strategy
            case "--access":
                let text = try value()
                guard let level = ModelerAccessLevel(rawValue: text) else {
                    throw ModelerError.invalidArguments("--access must be internal or public, not '\(text)'")
                }
                options.accessLevel = level
            case "--optional-all":
                try flag()
                options.optionalAll = true
            case "--dates":
                try flag()
                options.detectsDates = true
            default:
                throw ModelerError.invalidArguments("unknown option '\(argument)'")
            }
        }
        return .generate(options: options, inputs: inputs)
    }
}
