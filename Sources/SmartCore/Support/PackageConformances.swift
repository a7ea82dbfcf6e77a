import Foundation

/// Which types can conform to this package's own protocols (`SpecialDecodeShape`,
/// `TopLevelArrayDecoding`, `ModelCollection`…: those that are `internal` or `package`),
/// so that the decoder asks the Swift runtime about a type only when the answer can be
/// yes.
///
/// Only this package's code can declare a conformance to such a protocol, and it declares
/// them on its own types and on types of the standard library and Foundation. A type
/// declared in any other module, a user's model above all, conforms to none of them. For
/// such a type the runtime's answer is always no, and on the first question for each
/// type and protocol it scans every conformance record in the process to find that out:
/// with two such questions per model type, most of a first decode of twitter.json.
///
/// A struct's or an enum's module is read from its type descriptor
/// (`StandardTypeLayout.declaringModuleName`); any other type's is the first part of its
/// qualified name, which the runtime builds from the type's metadata. The answer for each
/// type is kept.
enum PackageConformances {
    /// The modules that can hold a conforming type, named from a type of each, so that
    /// every platform's spelling is right (Foundation's value types live in
    /// `FoundationEssentials` on Linux), and this package's own modules. A list compared
    /// byte by byte, not a `Set`: building a set of substrings and hashing one per question
    /// cost the first decode in a process more than the dozen short comparisons do.
    private static let modules: [[UInt8]] = {
        let representatives: [Any.Type] = [
            Int.self, CGFloat.self, Decimal.self, URL.self, Data.self, Date.self, UUID.self, SmartJSONValue.self,
        ]
        var names: [[UInt8]] = [
            "SmartCore", "SmartWrappers", "SmartTransformers", "SmartSentinel", "SmartInherit",
            "SmartCodable",
        ].map { Array($0.utf8) }
        for name in representatives.compactMap({ moduleName(of: $0) }) where !names.contains(Array(name.utf8)) {
            names.append(Array(name.utf8))
        }
        return names
    }()

    /// Whether `type` can conform to one of this package's own protocols: false when its
    /// qualified name shows a module outside the list above, true otherwise (also when the
    /// name starts with no module: tuples, functions, existentials).
    static func mayConform(_ type: Any.Type) -> Bool {
        answers.value(for: type) { type in
            guard let module = moduleName(of: type) else { return true }
            let length = module.utf8.count
            return modules.contains { $0.count == length && $0.elementsEqual(module.utf8) }
        }
    }

    /// Each type's answer, worked out once: some callers ask on every fallback.
    private static let answers = SharedTypeCache<Bool>()

    /// The module that declares `type` (`Swift` for `Swift.Array<App.User>`): read from
    /// the type descriptor of a struct or an enum, else the module part of the qualified
    /// name; nil when that name does not start with one made of ASCII letters, digits and
    /// `_` (a module named otherwise is asked about like a tuple: the runtime answers). The
    /// name is read as bytes: asking each `Character` whether it is a letter cost more than
    /// the rest of the first question about a type.
    static func moduleName(of type: Any.Type) -> Substring? {
        if let declaring = StandardTypeLayout.declaringModuleName(of: type) { return declaring }
        let name = _typeName(type, qualified: true)
        let utf8 = name.utf8
        guard let dot = utf8.firstIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex else { return nil }
        for byte in utf8[..<dot] {
            let isLetter = ASCIILetters.isLetter(byte)
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || isDigit || byte == UInt8(ascii: "_") else { return nil }
        }
        return name[..<dot]
    }
}
