import Foundation

/// Rewrites JSON keys by a `SmartKeyDecodingStrategy`: the one place those rules live.
enum KeyStrategyConverter {
    static func convert(_ key: String, _ strategy: JSONDecoder.SmartKeyDecodingStrategy) -> String {
        switch strategy {
        case .useDefaultKeys: return key
        case .fromSnakeCase: return fromSnakeCase(key)
        case .firstLetterLower: return key.prefix(1).lowercased() + key.dropFirst()
        case .firstLetterUpper: return key.prefix(1).uppercased() + key.dropFirst()
        }
    }

    /// Foundation's snake-case rule: underscores at either end stay; the first word is
    /// lowercased, each later word capitalized (`user_ID` → `userId`); a key without
    /// inner underscores is returned unchanged.
    static func fromSnakeCase(_ key: String) -> String {
        guard !key.isEmpty, key.contains("_") else { return key }
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
}
