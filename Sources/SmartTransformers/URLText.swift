import Foundation

/// Checking and percent-encoding URL strings for `SmartURLTransformer`.
enum URLText {
    /// Characters that may appear as they are in a URL (RFC 3986 unreserved and reserved).
    private static let legal = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=")

    /// Whether `text` is already a URL: only legal characters, every `%` starting a
    /// two-digit escape, and `URL(string:)` accepts it. (Newer Foundation's
    /// `URL(string:)` quietly encodes spaces itself, so it cannot decide this alone.)
    static func isValid(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%" {
                guard isEscape(scalars, at: index) else { return false }
                index += 3
                continue
            }
            guard legal.contains(scalar) else { return false }
            index += 1
        }
        return URL(string: text) != nil
    }

    /// `text` with every character outside the URL-query-allowed set percent-encoded as
    /// UTF-8, except `%` escapes that are already well formed (so they are not encoded twice).
    static func percentEncoded(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%", isEscape(scalars, at: index) {
                result.unicodeScalars.append(contentsOf: scalars[index...(index + 2)])
                index += 3
                continue
            }
            if scalar != "%", CharacterSet.urlQueryAllowed.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 {
                    result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
            }
            index += 1
        }
        return result
    }

    /// Whether `%` at `index` is followed by two hex digits.
    private static func isEscape(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + 2 < scalars.count else { return false }
        return isHexDigit(scalars[index + 1]) && isHexDigit(scalars[index + 2])
    }

    private static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "0"..."9", "a"..."f", "A"..."F": return true
        default: return false
        }
    }
}
