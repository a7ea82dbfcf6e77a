import Foundation
import SmartModelerKit

/// Helpers shared by the modeler tests.
enum ModelerTestSupport {
    /// Models for one JSON text.
    static func generate(_ json: String, _ options: ModelerOptions = ModelerOptions()) throws(ModelerError) -> String {
        try SmartModeler(options: options).generate(from: [ModelerSample(name: "test.json", text: json)])
    }

    /// Models for several JSON texts merged.
    static func generate(samples: [String], _ options: ModelerOptions = ModelerOptions()) throws(ModelerError) -> String
    {
        let named = samples.enumerated().map { ModelerSample(name: "sample\($0.offset + 1).json", text: $0.element) }
        return try SmartModeler(options: options).generate(from: named)
    }

    /// The lines inside the declaration of `type` (between its opening line and the
    /// closing brace at the start of a line); empty when there is no such type.
    static func body(of type: String, in source: String) -> [String] {
        let lines = source.components(separatedBy: "\n")
        guard
            let start = lines.firstIndex(where: {
                ($0.hasPrefix("struct \(type): ") || $0.hasPrefix("class \(type): ")
                    || $0.hasPrefix("public struct \(type): ") || $0.hasPrefix("public class \(type): "))
            })
        else { return [] }
        var result: [String] = []
        for line in lines[(start + 1)...] {
            if line == "}" { break }
            result.append(line)
        }
        return result
    }

    /// The names of the declared types, in order.
    static func typeNames(in source: String) -> [String] {
        source.components(separatedBy: "\n").compactMap { line in
            for prefix in ["struct ", "class ", "public struct ", "public class "] where line.hasPrefix(prefix) {
                let rest = line.dropFirst(prefix.count)
                return rest.firstIndex(of: ":").map { String(rest[..<$0]) }
            }
            return nil
        }
    }

    /// The property lines (comments left out) of `type`.
    static func properties(of type: String, in source: String) -> [String] {
        body(of: type, in: source).filter { $0.hasPrefix("    ") && $0.contains("var ") && !$0.hasPrefix("    //") }
    }

    /// Standard input holding `text`, as if piped in.
    static func pipedInput(_ text: String) -> StandardInput {
        let data = Data(text.utf8)
        return StandardInput(isRedirected: true) { data }
    }

    /// Standard input attached to a terminal (never read).
    static let terminalInput = StandardInput(isRedirected: false) { Data() }
}
