/// Recognises the ISO 8601 date-times that `--dates` turns into `Date`: a full date, `T`,
/// a time to the second with optional fractional seconds, and a zone, `Z` or `±hh:mm`
/// (`2024-01-02T03:04:05Z`, `2024-01-02T03:04:05.250+01:00`): the internet date-time form
/// `SmartDateTransformer(strategy: .iso8601)` reads. Date-only strings and local times
/// without a zone are left as `String`: they name no single instant.
enum ISO8601DateTime {
    static func matches(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.count <= 40 else { return false }
        func digit(_ index: Int) -> Int? {
            guard index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") else {
                return nil
            }
            return Int(bytes[index] - UInt8(ascii: "0"))
        }
        func number(_ start: Int, _ length: Int) -> Int? {
            var value = 0
            for index in start..<(start + length) {
                guard let digit = digit(index) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            number(0, 4) != nil,
            let month = number(5, 2), (1...12).contains(month),
            let day = number(8, 2), (1...31).contains(day),
            let hour = number(11, 2), hour <= 23,
            let minute = number(14, 2), minute <= 59,
            let second = number(17, 2), second <= 60
        else { return false }
        var index = 19
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let digitsStart = index
            while digit(index) != nil { index += 1 }
            guard index > digitsStart, index < bytes.count else { return false }
        }
        if bytes[index] == UInt8(ascii: "Z") { return index + 1 == bytes.count }
        guard bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"),
            index + 6 == bytes.count, bytes[index + 3] == UInt8(ascii: ":"),
            let zoneHours = number(index + 1, 2), zoneHours <= 23,
            let zoneMinutes = number(index + 4, 2), zoneMinutes <= 59
        else { return false }
        return true
    }
}
