import Foundation

/// Rewrites keys by the decoding and encoding key strategies: the one place those rules live.
enum KeyStrategyConverter {
    static func convert(_ key: String, _ strategy: JSONDecoder.SmartKeyDecodingStrategy) -> String {
        switch strategy {
        case .useDefaultKeys: return key
        case .fromSnakeCase: return fromSnakeCase(key)
        case .firstLetterLower: return key.prefix(1).lowercased() + key.dropFirst()
        case .firstLetterUpper: return key.prefix(1).uppercased() + key.dropFirst()
        }
    }

    /// Whether `strategy` certainly leaves the name whose UTF-8 is `utf8` as it is, told
    /// from a byte or two: a name without an underscore under `fromSnakeCase`; under the
    /// letter-case strategies, a name whose first character is one ASCII byte that is
    /// not a letter of the other case. False means "not known", and the caller converts.
    static func leavesUnchanged(_ utf8: UnsafeBufferPointer<UInt8>, _ strategy: JSONDecoder.SmartKeyDecodingStrategy)
        -> Bool
    {
        switch strategy {
        case .useDefaultKeys:
            return true
        case .fromSnakeCase:
            return !utf8.contains(UInt8(ascii: "_"))
        case .firstLetterLower:
            return firstCharacterIsOneASCIIByte(utf8, outside: UInt8(ascii: "A")...UInt8(ascii: "Z"))
        case .firstLetterUpper:
            return firstCharacterIsOneASCIIByte(utf8, outside: UInt8(ascii: "a")...UInt8(ascii: "z"))
        }
    }

    /// Whether the first character of `utf8` is a single ASCII byte outside `letters`
    /// (the next byte is ASCII too, so no combining mark joins it), or there is none.
    private static func firstCharacterIsOneASCIIByte(
        _ utf8: UnsafeBufferPointer<UInt8>, outside letters: ClosedRange<UInt8>
    )
        -> Bool
    {
        guard let first = utf8.first else { return true }
        guard first < 0x80, !letters.contains(first) else { return false }
        return utf8.count == 1 || utf8[1] < 0x80
    }

    /// Foundation's snake-case rule: underscores at either end stay; the first word is
    /// lowercased, each later word capitalized (`user_ID` → `userId`); a key without
    /// inner underscores is returned unchanged.
    static func fromSnakeCase(_ key: String) -> String {
        var key = key
        if let converted = key.withUTF8({ fromSnakeCase(asciiLetters: $0) }) { return converted }
        return fromSnakeCaseByCharacters(key)
    }

    /// `fromSnakeCase` for a name of ASCII letters and underscores only (most names), where
    /// lowercasing and capitalizing are byte arithmetic; nil for any other name. Foundation's
    /// `lowercased()` and `capitalized` cost thousands of instructions a name, and every
    /// decode call rewrites each name it meets once.
    static func fromSnakeCase(asciiLetters utf8: UnsafeBufferPointer<UInt8>) -> String? {
        let underscore = UInt8(ascii: "_")
        for byte in utf8 where byte != underscore && !ASCIILetters.isLetter(byte) { return nil }
        guard let start = utf8.firstIndex(where: { $0 != underscore }) else {
            return String(decoding: utf8, as: UTF8.self)
        }
        var end = utf8.count - 1
        while end > start, utf8[end] == underscore { end -= 1 }
        var converted: [UInt8] = []
        converted.reserveCapacity(utf8.count)
        converted.append(contentsOf: utf8[..<start])
        var words = 0
        var startsWord = true
        for byte in utf8[start...end] {
            if byte == underscore {
                startsWord = true
                continue
            }
            if startsWord {
                converted.append(words == 0 ? ASCIILetters.lowercased(byte) : ASCIILetters.uppercased(byte))
                words += 1
                startsWord = false
            } else {
                converted.append(ASCIILetters.lowercased(byte))
            }
        }
        // One word between the edge underscores: Foundation leaves such keys alone.
        guard words > 1 else { return String(decoding: utf8, as: UTF8.self) }
        converted.append(contentsOf: utf8[(end + 1)...])
        return String(decoding: converted, as: UTF8.self)
    }

    /// `fromSnakeCase` by characters, for any name.
    static func fromSnakeCaseByCharacters(_ key: String) -> String {
        guard !key.isEmpty, key.utf8.contains(UInt8(ascii: "_")) else { return key }
        guard let firstNonUnderscore = key.firstIndex(where: { $0 != "_" }) else { return key }
        var lastNonUnderscore = key.index(before: key.endIndex)
        while lastNonUnderscore > firstNonUnderscore, key[lastNonUnderscore] == "_" {
            lastNonUnderscore = key.index(before: lastNonUnderscore)
        }
        let core = key[firstNonUnderscore...lastNonUnderscore]
        let words = core.split(separator: "_", omittingEmptySubsequences: true)
        guard words.count > 1 else {
            // Only edge underscores: Foundation leaves such keys alone.
            return key
        }
        var result = String(key[key.startIndex..<firstNonUnderscore])
        result += words[0].lowercased()
        for word in words.dropFirst() { result += word.capitalized }
        result += key[key.index(after: lastNonUnderscore)...]
        return result
    }

    static func convert(_ key: String, _ strategy: JSONEncoder.SmartKeyEncodingStrategy) -> String {
        switch strategy {
        case .useDefaultKeys: return key
        case .toSnakeCase: return toSnakeCase(key)
        case .firstLetterLower: return key.prefix(1).lowercased() + key.dropFirst()
        case .firstLetterUpper: return key.prefix(1).uppercased() + key.dropFirst()
        }
    }

    /// Foundation's camel-to-snake rule: a word starts at each capital that follows a
    /// lowercase letter or that starts a capitalized word after an acronym, and words are
    /// lowercased and joined with `_` (`myURLProperty` → `my_url_property`).
    static func toSnakeCase(_ key: String) -> String {
        var key = key
        if let converted = key.withUTF8({ toSnakeCase(asciiBytes: $0) }) { return converted }
        return toSnakeCaseByCharacters(key)
    }

    /// `toSnakeCase` for an ASCII name (most names), where a capital is `A`–`Z` and a
    /// lowercase letter `a`–`z`, so the words are found on the bytes; nil for any other
    /// name. The rule is the one of `toSnakeCaseByCharacters`, step for step: the
    /// character properties and `lowercased()` cost over a thousand instructions a name,
    /// and every encode call rewrites each key it meets once.
    static func toSnakeCase(asciiBytes utf8: UnsafeBufferPointer<UInt8>) -> String? {
        // A carriage return and line feed are one character of two bytes: not for this path.
        for byte in utf8 where byte >= 0x80 || byte == UInt8(ascii: "\r") { return nil }
        let count = utf8.count
        guard count > 1 else { return String(decoding: utf8.map(ASCIILetters.lowercased), as: UTF8.self) }
        func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isLowercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        var converted: [UInt8] = []
        converted.reserveCapacity(count + count / 2)
        func appendWord(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            if !converted.isEmpty { converted.append(UInt8(ascii: "_")) }
            for index in range { converted.append(ASCIILetters.lowercased(utf8[index])) }
        }
        var wordStart = 0
        var searchStart = 1
        while let capital = (searchStart..<count).first(where: { isUppercase(utf8[$0]) }) {
            appendWord(wordStart..<capital)
            guard let lower = (capital..<count).first(where: { isLowercase(utf8[$0]) }) else {
                // Capitals to the end: one last word.
                wordStart = capital
                break
            }
            if lower == capital + 1 {
                // "Property": the capital begins an ordinary word.
                wordStart = capital
            } else {
                // "URLProperty": the capitals before the last one are an acronym.
                appendWord(capital..<(lower - 1))
                wordStart = lower - 1
            }
            searchStart = lower + 1
            if searchStart >= count { break }
        }
        appendWord(wordStart..<count)
        return String(decoding: converted, as: UTF8.self)
    }

    /// `toSnakeCase` by characters, for any name.
    static func toSnakeCaseByCharacters(_ key: String) -> String {
        guard key.count > 1 else { return key.lowercased() }
        var words: [Substring] = []
        var wordStart = key.startIndex
        var searchStart = key.index(after: key.startIndex)
        while let capital = key[searchStart...].firstIndex(where: \.isUppercase) {
            words.append(key[wordStart..<capital])
            guard let lower = key[capital...].firstIndex(where: \.isLowercase) else {
                // Capitals to the end: one last word.
                wordStart = capital
                searchStart = key.endIndex
                break
            }
            if lower == key.index(after: capital) {
                // "Property": the capital begins an ordinary word.
                wordStart = capital
            } else {
                // "URLProperty": the capitals before the last one are an acronym.
                let lastCapital = key.index(before: lower)
                words.append(key[capital..<lastCapital])
                wordStart = lastCapital
            }
            searchStart = key.index(after: lower)
            if searchStart >= key.endIndex { break }
        }
        words.append(key[wordStart...])
        return words.filter { !$0.isEmpty }.map { $0.lowercased() }.joined(separator: "_")
    }
}
