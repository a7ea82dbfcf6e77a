import Foundation
import SmartModelerKit
import Testing

/// Argument parsing.
@Suite("Command line: arguments")
struct CommandLineTests {
    @Test("No arguments: default options and no inputs")
    func defaults() throws {
        #expect(try ModelerCommandLine.parse([]) == .generate(options: ModelerOptions(), inputs: []))
    }

    @Test("Every option, in both spellings")
    func everyOption() throws {
        let expected = ModelerOptions(
            rootName: "Feed", declarationKind: .class, keyStrategy: .snake, accessLevel: .public,
            optionalAll: true, detectsDates: true)
        #expect(
            try ModelerCommandLine.parse([
                "--name", "Feed", "--class", "--key-strategy", "snake", "--access", "public", "--optional-all",
                "--dates", "a.json",
            ]) == .generate(options: expected, inputs: [.file("a.json")]))
        #expect(
            try ModelerCommandLine.parse([
                "a.json", "--name=Feed", "--class", "--key-strategy=snake", "--access=public", "--optional-all",
                "--dates",
            ]) == .generate(options: expected, inputs: [.file("a.json")]))
    }

    @Test("Files in order, - for standard input, -- before names that start with a dash")
    func inputs() throws {
        #expect(
            try ModelerCommandLine.parse(["b.json", "-", "a.json", "--", "--weird.json", "-"])
                == .generate(
                    options: ModelerOptions(),
                    inputs: [.file("b.json"), .standardInput, .file("a.json"), .file("--weird.json"), .standardInput]))
    }

    @Test("--help and -h win over everything else before --")
    func help() throws {
        #expect(try ModelerCommandLine.parse(["--help"]) == .help)
        #expect(try ModelerCommandLine.parse(["--bogus", "-h"]) == .help)
        #expect(
            try ModelerCommandLine.parse(["--", "--help"])
                == .generate(options: ModelerOptions(), inputs: [.file("--help")]))
    }

    @Test(
        "Malformed command lines",
        arguments: [
            (["--bogus"], "unknown option '--bogus'"),
            (["--name"], "--name needs a value"),
            (["--key-strategy", "camel"], "--key-strategy must be mapping or snake, not 'camel'"),
            (["--access", "private"], "--access must be internal or public, not 'private'"),
            (["--class=yes"], "--class takes no value"),
            (["--name", "2Fast"], "--name 2Fast: not a valid Swift type name"),
            (["--name", "class"], "--name class: a Swift keyword"),
            (["--name=String"], "--name String: would hide the standard type of that name"),
        ])
    func malformed(arguments: [String], message: String) {
        #expect(throws: ModelerError.self) { try ModelerCommandLine.parse(arguments) }
        do {
            _ = try ModelerCommandLine.parse(arguments)
        } catch {
            #expect(error.description == message)
            #expect(error.exitCode == 2)
        }
    }
}
