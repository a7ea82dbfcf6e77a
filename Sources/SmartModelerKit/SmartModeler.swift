import Foundation
import SmartCore

/// Turns JSON samples into Swift source for `SmartCodable` models.
///
/// Every sample is read in full and merged: a key missing or `null` in some object makes
/// its property optional, numbers widen from `Int` to `Double`, objects at the same
/// position merge their keys, and arrays take their element type from every element. The
/// output is deterministic: the same samples and options give the same text.
///
/// ```swift
/// let source = try SmartModeler().generate(from: [
///     ModelerSample(name: "user.json", text: #"{"user_name": "Ann", "age": 41}"#),
/// ])
/// // struct Root: SmartCodable {
/// //     var userName: String = ""
/// //     var age: Int = 0
/// //     …
/// ```
///
/// The top level of each sample must be an object, or an array of objects (the root type
/// then describes one element, and the header says to decode `[Root]`).
public struct SmartModeler: Sendable {
    /// What to generate.
    public var options: ModelerOptions

    /// A modeler with these options.
    public init(options: ModelerOptions = ModelerOptions()) {
        self.options = options
    }

    /// Parses every sample and generates the models for all of them together.
    ///
    /// - Throws: `ModelerError.invalidJSON` (with the parser's line and column) for the
    ///   first sample that is not JSON, or any error of `generate(fromValues:)`.
    public func generate(from samples: [ModelerSample]) throws(ModelerError) -> String {
        var values: [(name: String, value: SmartJSONValue)] = []
        for sample in samples {
            do {
                values.append((sample.name, try SmartJSONValue(parsing: sample.data)))
            } catch {
                throw ModelerError.invalidJSON(source: sample.name, error: error)
            }
        }
        return try generate(named: values)
    }

    /// Generates the models for JSON values already parsed; errors name them `sample 1`,
    /// `sample 2`, ….
    ///
    /// - Throws: `ModelerError` when there is no sample, a top level is not an object or an
    ///   array of objects, objects and arrays are mixed, or the root name is unusable.
    public func generate(fromValues values: [SmartJSONValue]) throws(ModelerError) -> String {
        try generate(named: values.enumerated().map { ("sample \($0.offset + 1)", $0.element) })
    }

    private func generate(named samples: [(name: String, value: SmartJSONValue)]) throws(ModelerError) -> String {
        try SmartModeler.validate(rootName: options.rootName)
        guard !samples.isEmpty else { throw ModelerError.noSamples }
        let root = ObjectShape()
        var objectSource: String?
        var arraySource: String?
        for sample in samples {
            switch sample.value {
            case .object(let object):
                if objectSource == nil { objectSource = sample.name }
                root.observe(object)
            case .array(let elements):
                if arraySource == nil { arraySource = sample.name }
                var foundObject = false
                for case .object(let object) in elements {
                    root.observe(object)
                    foundObject = true
                }
                guard foundObject else { throw ModelerError.noObjectsInArray(source: sample.name) }
            default:
                throw ModelerError.unsupportedTopLevel(source: sample.name, kind: sample.value.kind)
            }
        }
        if let objectSource, let arraySource {
            throw ModelerError.mixedTopLevel(objectSource: objectSource, arraySource: arraySource)
        }
        let resolver = TypeResolver(optionalAll: options.optionalAll, detectsDates: options.detectsDates)
        let plan = GenerationPlanner(resolver: resolver, keyStrategy: options.keyStrategy)
            .plan(root: root, rootName: options.rootName)
        return SwiftRenderer(options: options, rootIsArray: arraySource != nil).render(plan)
    }

    /// Checks that `rootName` can name the top-level type.
    ///
    /// - Throws: `ModelerError.invalidRootName` when it is not a Swift identifier, is a
    ///   keyword, or would hide a standard, Foundation or SmartCodable type.
    public static func validate(rootName: String) throws(ModelerError) {
        guard SwiftIdentifier.isValid(rootName) else {
            throw ModelerError.invalidRootName(name: rootName, reason: "not a valid Swift type name")
        }
        guard !SwiftIdentifier.keywords.contains(rootName) else {
            throw ModelerError.invalidRootName(name: rootName, reason: "a Swift keyword")
        }
        guard !SwiftIdentifier.reservedTypeNames.contains(rootName) else {
            throw ModelerError.invalidRootName(name: rootName, reason: "would hide the standard type of that name")
        }
    }
}
