import Foundation

/// The `smartmodeler` command: arguments and inputs in, source text or an error out.
///
/// The executable only forwards its arguments and standard input here and writes the
/// result, so the whole command is testable in-process.
public struct ModelerTool: Sendable {
    /// The command; it keeps no state between runs.
    public init() {}

    /// Runs the command for `arguments` (without the program name).
    public func run(arguments: [String], standardInput: StandardInput) -> ModelerToolResult {
        do {
            switch try ModelerCommandLine.parse(arguments) {
            case .help:
                return ModelerToolResult(output: ModelerCommandLine.usage, errorOutput: "", exitCode: 0)
            case .generate(let options, let inputs):
                let samples = try readSamples(inputs, standardInput: standardInput)
                let source = try SmartModeler(options: options).generate(from: samples)
                return ModelerToolResult(output: source, errorOutput: "", exitCode: 0)
            }
        } catch {
            var message = "smartmodeler: error: \(error.description)\n"
            if case .invalidArguments = error { message += "Run 'smartmodeler --help' for usage.\n" }
            return ModelerToolResult(output: "", errorOutput: message, exitCode: error.exitCode)
        }
    }

    /// The samples to model: the files and `-` given, or, with none, piped standard input
    /// (when it holds more than whitespace) or the built-in sample.
    private func readSamples(_ inputs: [ModelerInput], standardInput: StandardInput) throws(ModelerError)
        -> [ModelerSample]
    {
        guard !inputs.isEmpty else {
            if standardInput.isRedirected {
                let data = standardInput.read()
                if data.contains(where: { !ModelerTool.isWhitespace($0) }) {
                    return [ModelerSample(name: "<stdin>", data: data)]
                }
            }
            return [BuiltInSample.sample]
        }
        var samples: [ModelerSample] = []
        var standardInputData: Data?
        for input in inputs {
            switch input {
            case .file(let path):
                samples.append(ModelerSample(name: path, data: try ModelerTool.readFile(path)))
            case .standardInput:
                let data = standardInputData ?? standardInput.read()
                standardInputData = data
                samples.append(ModelerSample(name: "<stdin>", data: data))
            }
        }
        return samples
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The bytes of the file at `path`.
    ///
    /// - Throws: `ModelerError.unreadableInput` saying whether the file is missing, a
    ///   directory, or not readable.
    static func readFile(_ path: String) throws(ModelerError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ModelerError.unreadableInput(source: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw ModelerError.unreadableInput(source: path, reason: "is a directory")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ModelerError.unreadableInput(source: path, reason: "permission denied")
        }
        do {
            // A file handle also reads pipes and process substitutions (`<(command)`).
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            return try handle.readToEnd() ?? Data()
        } catch {
            throw ModelerError.unreadableInput(source: path, reason: error.localizedDescription)
        }
    }
}
