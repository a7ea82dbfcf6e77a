import Foundation
import SmartCore

/// A date read from whatever form the JSON uses, and written back in a chosen form.
///
/// ```swift
/// struct Post: SmartCodable {
///     @SmartDate var created: Date?                               // written as it was read
///     @SmartDate(encodeFormat: .iso8601) var edited: Date?        // always written as ISO 8601
/// }
/// ```
///
/// Reading takes a number or a string: numbers and numeric strings are Unix timestamps
/// (milliseconds above 10¹², seconds otherwise); other strings are read by the common
/// formats (`yyyy-MM-dd HH:mm:ss`, `yyyy-MM-dd`, … in the device's time zone) or as
/// ISO 8601. The wrapper remembers the form it read. Anything else keeps the initializer
/// value.
///
/// Writing uses `encodeFormat` when one was declared, otherwise the form that was read
/// (Unix seconds when none was): `.timestamp` → seconds, `.timestampMilliseconds` →
/// whole milliseconds, `.iso8601` → ISO 8601 in UTC, `.formatted(df)` → `df`. A nil date
/// is written as `null`.
@propertyWrapper
public struct SmartDate: Codable {
    /// The original library's spelling of `SmartDateStrategy`.
    public typealias DateStrategy = SmartDateStrategy

    /// The date, or `nil` when the property has none.
    public var wrappedValue: Date?
    /// The declared output form; it wins over the form detected while decoding.
    public let encodeFormat: DateStrategy?
    /// The form the value was read in, used when no `encodeFormat` is declared.
    private var detectedFormat: DateStrategy?

    /// Wraps an initial date, written in the form it is read in (Unix seconds until then).
    public init(wrappedValue: Date?) {
        self.init(wrappedValue: wrappedValue, encodeFormat: nil)
    }

    /// Wraps an initial date, written in `encodeFormat` when one is given.
    public init(wrappedValue: Date?, encodeFormat: DateStrategy? = nil) {
        self.wrappedValue = wrappedValue
        self.encodeFormat = encodeFormat
        self.detectedFormat = nil
    }

    /// A property with no date yet, written in `encodeFormat` when one is given.
    public init(encodeFormat: DateStrategy? = nil) {
        self.init(wrappedValue: nil, encodeFormat: encodeFormat)
    }

    private static let posix = Locale(identifier: "en_US_POSIX")

    /// Reads a timestamp (a number or numeric string), an ISO 8601 string or a string in one
    /// of the common formats, and remembers which form it was; throws for anything else.
    public init(from decoder: any Decoder) throws {
        let json = try decoder.singleValueContainer().decode(SmartJSONValue.self)
        let raw = json.anyValue
        var date: Date?
        var format: DateStrategy?
        if let (parsed, isMilliseconds) = SmartDateParsing.timestampDate(from: raw) {
            date = parsed
            format = isMilliseconds ? .timestampMilliseconds : .timestamp
        } else if case .string(let text) = json {
            // ISO 8601 first: "…Z" strings are also read by a format of the list, but are
            // better written back as ISO 8601 than as "+0000".
            if let parsed = SmartDateParsing.iso8601Date(from: text) {
                date = parsed
                format = .iso8601
            } else if let (parsed, pattern) = SmartDateParsing.dateAndFormat(from: text) {
                let formatter = DateFormatter()
                formatter.locale = SmartDate.posix
                formatter.timeZone = TimeZone.current
                formatter.dateFormat = pattern
                date = parsed
                format = .formatted(formatter)
            }
        }
        guard let date else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "\(json) is not a date in any form @SmartDate reads."))
        }
        self.wrappedValue = date
        self.encodeFormat = nil
        self.detectedFormat = format
    }

    /// Writes the date in `encodeFormat`, else in the form it was read, else as Unix seconds;
    /// nil as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        guard let date = wrappedValue else {
            try container.encodeNil()
            return
        }
        switch encodeFormat ?? detectedFormat ?? .timestamp {
        case .timestamp:
            try container.encode(date.timeIntervalSince1970)
        case .timestampMilliseconds:
            let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
            if let whole = Int64(exactly: milliseconds) {
                try container.encode(whole)
            } else {
                try container.encode(milliseconds)
            }
        case .iso8601:
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            try container.encode(formatter.string(from: date))
        case .formatted(let formatter):
            try container.encode(formatter.string(from: date))
        }
    }
}

extension SmartDate: SmartNullAccepting {
    /// `null` keeps the initializer value, like any property.
    package static var acceptsNull: Bool { false }
}

extension SmartDate: PropertyWrapperable {}

extension SmartDate: Sendable {}
extension SmartDate: Hashable {}

extension SmartDate: Equatable {
    /// Dates compare by value; formats are not compared.
    public static func == (lhs: SmartDate, rhs: SmartDate) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension SmartDate: SmartConfigurableWrapper {
    /// Keeps the `encodeFormat` declared on the property (DI-14: it wins over the detected form).
    package func keepingConfiguration(of initial: SmartDate) -> SmartDate {
        var copy = SmartDate(wrappedValue: wrappedValue, encodeFormat: initial.encodeFormat)
        copy.detectedFormat = detectedFormat
        return copy
    }
}
