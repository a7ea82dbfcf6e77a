import Foundation

extension SmartColor {
    /// A colour from a hex string, or nil when it is not one.
    ///
    /// Surrounding whitespace is trimmed, case is ignored, and one `#` or `0x` prefix is
    /// removed. The number of digits left decides the layout: 3 is `RGB`, 4 `RGBA`, 6
    /// `RRGGBB`, 8 `RRGGBBAA` (alpha is 1 when absent). A one-digit component is
    /// `digit / 15`, a two-digit one `byte / 255`. Any other length, or any character
    /// that is not a hex digit, gives nil.
    ///
    /// ```swift
    /// SmartColor(hex: "#F80")        // red 1, green 0.533…, blue 0
    /// SmartColor(hex: "0x7DA5E380")  // alpha 128/255
    /// SmartColor(hex: "12345")       // nil
    /// ```
    public init?(hex: String) {
        var text = Substring(hex.trimmingCharacters(in: .whitespacesAndNewlines))
        if text.hasPrefix("#") {
            text = text.dropFirst()
        } else if text.hasPrefix("0x") || text.hasPrefix("0X") {
            text = text.dropFirst(2)
        }
        var digits: [Int] = []
        digits.reserveCapacity(8)
        for byte in text.utf8 {
            guard digits.count < 8, let digit = SmartColor.hexDigit(byte) else { return nil }
            digits.append(digit)
        }
        switch digits.count {
        case 3, 4:
            let parts = digits.map { Double($0) / 15 }
            self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts.count == 4 ? parts[3] : 1)
        case 6, 8:
            let parts = stride(from: 0, to: digits.count, by: 2).map { Double(digits[$0] * 16 + digits[$0 + 1]) / 255 }
            self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts.count == 4 ? parts[3] : 1)
        default:
            return nil
        }
    }

    /// The colour as uppercase hex in `format` (`RRGGBB` with no prefix by default).
    ///
    /// Each component becomes a byte, `Int(component * 255)` truncated and clamped to
    /// `0...255`; the one-digit layouts keep the byte's high digit (`0x7D` → `7`).
    /// The `RGB` layouts leave alpha out.
    ///
    /// ```swift
    /// SmartColor(hex: "7DA5E3")?.hexString(format: .rrggbbaa(.hash))  // "#7DA5E3FF"
    /// SmartColor(hex: "7DA5E3")?.hexString(format: .rgb(.zeroX))      // "0x7AE"
    /// ```
    public func hexString(format: HexFormat = .rrggbb(.none)) -> String {
        let bytes = [red, green, blue, alpha].map(SmartColor.byte)
        let digits: String
        switch format {
        case .rgb: digits = bytes.prefix(3).map { SmartColor.hex($0 >> 4, width: 1) }.joined()
        case .rgba: digits = bytes.map { SmartColor.hex($0 >> 4, width: 1) }.joined()
        case .rrggbb: digits = bytes.prefix(3).map { SmartColor.hex($0, width: 2) }.joined()
        case .rrggbbaa: digits = bytes.map { SmartColor.hex($0, width: 2) }.joined()
        }
        return format.prefix.text + digits
    }

    /// The value of one ASCII hex digit, either case.
    private static func hexDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    /// A component as a byte: `Int(value * 255)`, truncated, clamped to `0...255`.
    private static func byte(_ value: Double) -> Int {
        let scaled = value * 255
        guard scaled > 0 else { return 0 }  // also NaN
        guard scaled < 255 else { return 255 }
        return Int(scaled)
    }

    /// `value` in uppercase hex, padded with zeros to `width` digits.
    private static func hex(_ value: Int, width: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
