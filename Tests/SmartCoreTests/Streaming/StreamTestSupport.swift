import Foundation
import SmartCore

/// Models and helpers shared by the stream tests.
enum StreamTestSupport {
    struct Item: SmartCodable, Equatable {
        var id = 0
        var name = "unnamed"
        var tags: [String] = []
        var score: Double = 0
    }

    /// Decodes every element of `text` and returns the models with every issue reported.
    static func decode(
        _ text: String, format: SmartStreamFormat = .automatic, options: Set<SmartDecodingOption>? = nil
    ) -> (models: [Item], issues: [SmartDecodingIssue]) {
        let (models, reports) = SmartDiagnostics.collect {
            Array([Item].deserializeElements(from: text, format: format, options: options))
        }
        return (models, reports.flatMap(\.issues))
    }

    /// The issues' problems with their rendered paths, for compact comparisons.
    static func summary(_ issues: [SmartDecodingIssue]) -> [String] {
        issues.map { "\($0.location) \($0.problem) \($0.resolution)" }
    }
}
