import Foundation

/// The key conversion SmartCodable's `.fromSnakeCase` decoding option applies (Foundation's
/// rule), so `--key-strategy snake` can name properties exactly as the decoder will look
/// them up.
enum SnakeCaseKeys {
    /// `created_at` → `createdAt`, `user_ID` → `userId`; underscores at either end stay,
    /// and a key without inner underscores is returned unchanged.
    static func converted(_ key: String) -> String {
        guard let start = key.firstIndex(where: { $0 != "_" }),
            let last = key.lastIndex(where: { $0 != "_" })
        else { return key }
        let words = key[start...last].split(separator: "_")
        guard words.count > 1 else { return key }
        let leading = key[..<start]
        let trailing = key[key.index(after: last)...]
        let body = words[0].lowercased() + words.dropFirst().map { $0.capitalized }.joined()
        return leading + body + trailing
    }
}
