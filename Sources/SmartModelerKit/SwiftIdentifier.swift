/// Turns JSON keys into Swift names: camelCase properties, PascalCase types, keywords
/// escaped with backticks.
///
/// A key is split into words at every character that cannot appear in a Swift identifier
/// (`_`, `-`, spaces, dots…); letters of any script and digits are kept. Inside a word the
/// key's own capitals are kept (`userID` stays `userID`), except that a key with no
/// lowercase letters at all is lowercased first (`USER_NAME` → `userName`).
enum SwiftIdentifier {
    /// The camelCase property name for `key`: `created_at` → `createdAt`,
    /// `FirstName` → `firstName`, `URLString` → `urlString`, `2fa` → `_2fa`; `value`
    /// when the key has no letters or digits. Not escaped (see `escaped`).
    static func propertyName(forKey key: String) -> String {
        let words = self.words(in: key)
        guard let first = words.first else { return "value" }
        var name = lowercasingLeadingCapitals(first) + words.dropFirst().map(uppercasingFirst).joined()
        if let head = name.unicodeScalars.first, !isIdentifierHead(head) { name = "_" + name }
        return isValid(name) ? name : "value"
    }

    /// The PascalCase type name for `key`: `search_metadata` → `SearchMetadata`. May start
    /// with a digit (`2fa` → `2fa`) or be empty, which callers must check with `isValid`.
    static func typeName(forKey key: String) -> String {
        words(in: key).map(uppercasingFirst).joined()
    }

    /// The words of `key`, lowercased as a whole when the key has no lowercase letter.
    static func words(in key: String) -> [String] {
        let source = key.contains(where: \.isLowercase) ? key : key.lowercased()
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in source.unicodeScalars {
            if isWordScalar(scalar, atStart: current.isEmpty) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// `name` in backticks when it is a Swift keyword that cannot name a property bare.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `true` for a valid Swift identifier (keywords included: those need `escaped`).
    static func isValid(_ name: String) -> Bool {
        guard let head = name.unicodeScalars.first, isIdentifierHead(head) else { return false }
        if name == "_" { return false }
        return name.unicodeScalars.dropFirst().allSatisfy(isIdentifierCharacter)
    }

    /// `true` when `name` can be a generated type name: a valid identifier that starts
    /// with a capital letter (so it never equals a camelCase property name, even in
    /// scripts without case), is not a keyword and does not hide a standard, Foundation
    /// or SmartCodable type.
    static func isUsableTypeName(_ name: String) -> Bool {
        isValid(name) && name.first?.isUppercase == true && !keywords.contains(name)
            && !reservedTypeNames.contains(name)
    }

    // MARK: Case

    /// `FirstName` → `firstName`, `URLString` → `urlString`, `ID` → `id`, `ID2` → `id2`,
    /// `IDs` → `ids`.
    static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        let capitals = characters.prefix(while: \.isUppercase).count
        if capitals == 0 { return word }
        if capitals == characters.count { return word.lowercased() }
        if capitals == 1 || !characters[capitals].isLowercase || characters[capitals...] == ["s"] {
            // "Name" → "name"; "ID2" → "id2"; "IDs" → "ids".
            let lowered = capitals == 1 ? 1 : capitals
            return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
        }
        // "URLString": the last capital starts the next word.
        return String(characters[..<(capitals - 1)]).lowercased() + String(characters[(capitals - 1)...])
    }

    /// `name` → `Name`; other characters unchanged.
    static func uppercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    // MARK: Characters

    /// Letters and digits: ASCII ones, and letters of other scripts that Swift accepts in
    /// identifiers (with their combining marks after the first).
    private static func isWordScalar(_ scalar: Unicode.Scalar, atStart: Bool) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A)
                || (value >= 0x61 && value <= 0x7A)
        }
        if isCombiningMark(scalar) { return !atStart }
        return scalar.properties.isAlphabetic && isNonASCIIHead(scalar)
    }

    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) || value == 0x5F
        }
        return isNonASCIIHead(scalar)
    }

    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII, scalar.value >= 0x30, scalar.value <= 0x39 { return true }
        return isIdentifierHead(scalar) || isCombiningMark(scalar)
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        combiningRanges.contains { $0.contains(scalar.value) }
    }

    private static func isNonASCIIHead(_ scalar: Unicode.Scalar) -> Bool {
        headRanges.contains { $0.contains(scalar.value) }
    }

    /// The non-ASCII ranges of the Swift grammar's `identifier-head`.
    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// The ranges the grammar allows after the first character only.
    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    // MARK: Word lists

    /// Words that must be written in backticks to name a property.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "await", "false", "is", "nil", "self", "super", "throws", "true", "try",
        "Any", "Protocol", "Self", "Type",
    ]

    /// Type names a generated model must not take: they would hide the standard library,
    /// Foundation or SmartCodable types the models (or their users) need.
    static let reservedTypeNames: Set<String> = [
        "Any", "AnyClass", "AnyHashable", "AnyObject", "Array", "Bool", "Calendar", "Character",
        "Codable", "CodingKey", "CodingKeys", "Collection", "Comparable", "Data", "Date",
        "DateFormatter", "Decimal", "Decodable", "Decoder", "Dictionary", "Double", "Encodable",
        "Encoder", "Equatable", "Error", "Float", "Float16", "Float32", "Float64", "Foundation",
        "Hashable", "Identifiable", "Int", "Int8", "Int16", "Int32", "Int64", "JSONDecoder",
        "JSONEncoder", "SmartJSONNumber", "SmartJSONObject", "SmartJSONValue", "Locale", "Never", "NSNull",
        "NSNumber", "Optional", "Protocol", "Range", "Result", "Self", "Sendable", "Sequence",
        "Set", "SmartAny", "SmartCodable", "SmartCodableX", "SmartCore", "SmartDateTransformer",
        "SmartDecodable", "SmartEncodable", "SmartKeyTransformer", "SmartSentinel",
        "SmartTransformers", "SmartValueTransformer", "SmartWrappers", "String", "Substring",
        "Swift", "TimeZone", "Type", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "URL", "UUID",
        "Void",
    ]
}
