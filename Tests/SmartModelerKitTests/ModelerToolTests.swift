import Foundation
import SmartModelerKit
import Testing

/// The whole command as the executable runs it: inputs, output, errors, exit codes.
@Suite("Command line: running")
struct ModelerToolTests {
    let tool = ModelerTool()

    /// A fresh temporary directory, removed by the caller.
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "smartmodeler-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func write(_ text: String, to name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test("No input and a terminal: models for the built-in sample")
    func builtInSample() throws {
        let result = tool.run(arguments: [], standardInput: ModelerTestSupport.terminalInput)
        #expect(result.exitCode == 0)
        #expect(result.errorOutput == "")
        #expect(result.output == (try SmartModeler().generate(from: [BuiltInSample.sample])))
        #expect(ModelerTestSupport.typeNames(in: result.output) == ["Root", "Location", "Runway", "Frequency"])
    }

    @Test("No file and piped JSON: models for standard input")
    func pipedInput() {
        let result = tool.run(
            arguments: ["--name", "Feed"], standardInput: ModelerTestSupport.pipedInput(#"{"items": [{"id": 1}]}"#))
        #expect(result.exitCode == 0)
        #expect(ModelerTestSupport.typeNames(in: result.output) == ["Feed", "Item"])
    }

    @Test("Empty piped input (or /dev/null) falls back to the built-in sample")
    func emptyPipedInput() throws {
        let result = tool.run(arguments: [], standardInput: ModelerTestSupport.pipedInput(" \n"))
        #expect(result.exitCode == 0)
        #expect(result.output == (try SmartModeler().generate(from: [BuiltInSample.sample])))
    }

    @Test("- reads standard input even from a terminal; an empty one is invalid JSON")
    func dashReadsStandardInput() {
        let input = StandardInput(isRedirected: false) { Data(#"{"a": 1}"#.utf8) }
        #expect(
            ModelerTestSupport.properties(of: "Root", in: tool.run(arguments: ["-"], standardInput: input).output) == [
                "    var a: Int = 0"
            ])
        let empty = tool.run(arguments: ["-"], standardInput: ModelerTestSupport.pipedInput(""))
        #expect(empty.exitCode == 1)
        #expect(empty.output == "")
        #expect(empty.errorOutput.hasPrefix("smartmodeler: error: <stdin>:1:1: invalid JSON: "))
    }

    @Test("Several files are merged into one set of models")
    func severalFiles() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try write(#"{"id": 1, "name": "a"}"#, to: "one.json", in: directory)
        let second = try write(#"{"id": 2.5}"#, to: "two.json", in: directory)
        let result = tool.run(arguments: [first, second], standardInput: ModelerTestSupport.terminalInput)
        #expect(result.exitCode == 0)
        #expect(
            ModelerTestSupport.properties(of: "Root", in: result.output) == [
                "    var id: Double = 0", "    var name: String?",
            ])
    }

    @Test("A missing file: a clear error, exit code 1, nothing on standard output")
    func missingFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = try write(#"{"a": 1}"#, to: "good.json", in: directory)
        let missing = directory.appendingPathComponent("missing.json").path
        let result = tool.run(arguments: [good, missing], standardInput: ModelerTestSupport.terminalInput)
        #expect(result.exitCode == 1)
        #expect(result.output == "")
        #expect(result.errorOutput == "smartmodeler: error: \(missing): cannot read: no such file\n")
    }

    @Test("A directory given as a file: a clear error")
    func directoryAsFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = tool.run(arguments: [directory.path], standardInput: ModelerTestSupport.terminalInput)
        #expect(result.exitCode == 1)
        #expect(result.output == "")
        #expect(result.errorOutput == "smartmodeler: error: \(directory.path): cannot read: is a directory\n")
    }

    @Test("Invalid JSON: file, line and column from the parser; nothing written")
    func invalidJSON() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = try write(#"{"a": 1}"#, to: "good.json", in: directory)
        let bad = try write("{\n    \"a\": 1,\n    \"b\": tru\n}\n", to: "bad.json", in: directory)
        let result = tool.run(arguments: [good, bad], standardInput: ModelerTestSupport.terminalInput)
        #expect(result.exitCode == 1)
        #expect(result.output == "")
        #expect(result.errorOutput.hasPrefix("smartmodeler: error: \(bad):3:13: invalid JSON: "))
    }

    @Test("A usage mistake: exit code 2 and a pointer to --help")
    func usageError() {
        let result = tool.run(arguments: ["--nmae", "X"], standardInput: ModelerTestSupport.terminalInput)
        #expect(result.exitCode == 2)
        #expect(result.output == "")
        #expect(
            result.errorOutput == "smartmodeler: error: unknown option '--nmae'\nRun 'smartmodeler --help' for usage.\n"
        )
    }

    @Test("--help prints the usage text and exits 0")
    func help() {
        let result = tool.run(arguments: ["--help"], standardInput: ModelerTestSupport.terminalInput)
        #expect(result.exitCode == 0)
        #expect(result.output == ModelerCommandLine.usage)
        #expect(result.output.hasPrefix("OVERVIEW: Generate SmartCodable models from JSON samples.\n"))
        for option in ["--name", "--class", "--key-strategy", "--access", "--optional-all", "--dates", "--help"] {
            #expect(result.output.contains(option))
        }
    }
}
