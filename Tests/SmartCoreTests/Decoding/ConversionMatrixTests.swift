import Foundation
import SmartCore
import Testing

// §4: the type conversion matrix. Each JSON literal is decoded four ways at once:
// `var a: T = A`, `var z: T = Z` (two different fallbacks, so a fallback can never be
// mistaken for a converted value), `var o: T?` and `var list: [T] = []` (one element).
// A converted value shows up in all four; a failure gives A, Z, nil and [].

protocol MatrixValue: Codable, Equatable, Sendable {
    static var fallbackA: Self { get }
    static var fallbackZ: Self { get }
}

struct MatrixBox<T: MatrixValue>: SmartCodable {
    var a: T = T.fallbackA
    var z: T = T.fallbackZ
    var o: T?
    var list: [T] = []
}

extension Int: MatrixValue {
    static var fallbackA: Int { 99 }
    static var fallbackZ: Int { 98 }
}
extension Int8: MatrixValue {
    static var fallbackA: Int8 { 99 }
    static var fallbackZ: Int8 { 98 }
}
extension Int16: MatrixValue {
    static var fallbackA: Int16 { 99 }
    static var fallbackZ: Int16 { 98 }
}
extension Int32: MatrixValue {
    static var fallbackA: Int32 { 99 }
    static var fallbackZ: Int32 { 98 }
}
extension Int64: MatrixValue {
    static var fallbackA: Int64 { 99 }
    static var fallbackZ: Int64 { 98 }
}
extension UInt: MatrixValue {
    static var fallbackA: UInt { 99 }
    static var fallbackZ: UInt { 98 }
}
extension UInt8: MatrixValue {
    static var fallbackA: UInt8 { 99 }
    static var fallbackZ: UInt8 { 98 }
}
extension UInt16: MatrixValue {
    static var fallbackA: UInt16 { 99 }
    static var fallbackZ: UInt16 { 98 }
}
extension UInt32: MatrixValue {
    static var fallbackA: UInt32 { 99 }
    static var fallbackZ: UInt32 { 98 }
}
extension UInt64: MatrixValue {
    static var fallbackA: UInt64 { 99 }
    static var fallbackZ: UInt64 { 98 }
}
extension Float: MatrixValue {
    static var fallbackA: Float { 0.25 }
    static var fallbackZ: Float { 0.75 }
}
extension Double: MatrixValue {
    static var fallbackA: Double { 0.25 }
    static var fallbackZ: Double { 0.75 }
}
extension CGFloat: MatrixValue {
    static var fallbackA: CGFloat { 0.25 }
    static var fallbackZ: CGFloat { 0.75 }
}
extension Bool: MatrixValue {
    static var fallbackA: Bool { true }
    static var fallbackZ: Bool { false }
}
extension String: MatrixValue {
    static var fallbackA: String { "D-a" }
    static var fallbackZ: String { "D-z" }
}
extension Decimal: MatrixValue {
    static var fallbackA: Decimal { 99 }
    static var fallbackZ: Decimal { 98 }
}
extension Data: MatrixValue {
    static var fallbackA: Data { Data([1]) }
    static var fallbackZ: Data { Data([2]) }
}
extension Date: MatrixValue {
    static var fallbackA: Date { Date(timeIntervalSince1970: 42) }
    static var fallbackZ: Date { Date(timeIntervalSince1970: 43) }
}
extension URL: MatrixValue {
    static var fallbackA: URL { URL(fileURLWithPath: "/fallback/a") }
    static var fallbackZ: URL { URL(fileURLWithPath: "/fallback/z") }
}

/// The four results of decoding `literal` as `T`.
func matrixDecode<T: MatrixValue>(
    _ type: T.Type, _ literal: String, options: Set<SmartDecodingOption>? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> MatrixBox<T> {
    let json = #"{"a": \#(literal), "z": \#(literal), "o": \#(literal), "list": [\#(literal)]}"#
    return try #require(
        MatrixBox<T>.deserialize(from: json, options: options), "\(json)", sourceLocation: sourceLocation)
}

/// Checks that `literal` decodes as `T` to `expected` (nil: the fallback D) in all four positions.
func expectMatrix<T: MatrixValue>(
    _ type: T.Type, _ literal: String, _ expected: T?, options: Set<SmartDecodingOption>? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let box = try matrixDecode(T.self, literal, options: options, sourceLocation: sourceLocation)
    if let expected {
        #expect(box.a == expected, "var a: \(T.self) = D from \(literal)", sourceLocation: sourceLocation)
        #expect(box.z == expected, "var z: \(T.self) = D from \(literal)", sourceLocation: sourceLocation)
        #expect(box.o == expected, "var o: \(T.self)? from \(literal)", sourceLocation: sourceLocation)
        #expect(box.list == [expected], "[\(T.self)] from [\(literal)]", sourceLocation: sourceLocation)
    } else {
        #expect(
            box.a == T.fallbackA, "var a: \(T.self) = D from \(literal) should be D", sourceLocation: sourceLocation)
        #expect(
            box.z == T.fallbackZ, "var z: \(T.self) = D from \(literal) should be D", sourceLocation: sourceLocation)
        #expect(box.o == nil, "var o: \(T.self)? from \(literal) should be nil", sourceLocation: sourceLocation)
        #expect(box.list == [], "[\(T.self)] from [\(literal)] should be D", sourceLocation: sourceLocation)
    }
}

/// Every integer width.
enum IntWidth: String, CaseIterable, Sendable {
    case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64

    /// Whether the decimal text `value` is representable in this width.
    func fits(_ value: String) -> Bool {
        switch self {
        case .int: return Int(value) != nil
        case .int8: return Int8(value) != nil
        case .int16: return Int16(value) != nil
        case .int32: return Int32(value) != nil
        case .int64: return Int64(value) != nil
        case .uint: return UInt(value) != nil
        case .uint8: return UInt8(value) != nil
        case .uint16: return UInt16(value) != nil
        case .uint32: return UInt32(value) != nil
        case .uint64: return UInt64(value) != nil
        }
    }
}

/// Checks an integer literal in one width; `expected` is decimal text, nil for D.
func expectInteger(
    _ width: IntWidth, _ literal: String, _ expected: String?, options: Set<SmartDecodingOption>? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    func check<T: MatrixValue & FixedWidthInteger>(_ type: T.Type) throws {
        let value: T? = try expected.map {
            try #require(T($0), "\($0) does not fit \(T.self)", sourceLocation: sourceLocation)
        }
        try expectMatrix(T.self, literal, value, options: options, sourceLocation: sourceLocation)
    }
    switch width {
    case .int: try check(Int.self)
    case .int8: try check(Int8.self)
    case .int16: try check(Int16.self)
    case .int32: try check(Int32.self)
    case .int64: try check(Int64.self)
    case .uint: try check(UInt.self)
    case .uint8: try check(UInt8.self)
    case .uint16: try check(UInt16.self)
    case .uint32: try check(UInt32.self)
    case .uint64: try check(UInt64.self)
    }
}

@Suite("Conversion matrix (§4)")
struct ConversionMatrixTests {
    // MARK: §4.1 Integers

    /// The limits of every width: the value if it fits, D otherwise (no wrapping, no clamping).
    @Test(
        arguments: [
            (IntWidth.int8, "127", "127"), (.int8, "128", nil), (.int8, "-128", "-128"), (.int8, "-129", nil),
            (.int16, "32767", "32767"), (.int16, "32768", nil), (.int16, "-32768", "-32768"), (.int16, "-32769", nil),
            (.int32, "2147483647", "2147483647"), (.int32, "2147483648", nil),
            (.int32, "-2147483648", "-2147483648"), (.int32, "-2147483649", nil),
            (.int64, "9223372036854775807", "9223372036854775807"), (.int64, "9223372036854775808", nil),
            (.int64, "-9223372036854775808", "-9223372036854775808"), (.int64, "-9223372036854775809", nil),
            (.int, "9223372036854775807", "9223372036854775807"), (.int, "9223372036854775808", nil),
            (.int, "-9223372036854775808", "-9223372036854775808"), (.int, "-9223372036854775809", nil),
            (.uint8, "255", "255"), (.uint8, "256", nil), (.uint8, "0", "0"), (.uint8, "-1", nil),
            (.uint16, "65535", "65535"), (.uint16, "65536", nil), (.uint16, "-1", nil),
            (.uint32, "4294967295", "4294967295"), (.uint32, "4294967296", nil), (.uint32, "-1", nil),
            (.uint64, "18446744073709551615", "18446744073709551615"), (.uint64, "18446744073709551616", nil),
            (.uint64, "-1", nil),
            (.uint, "18446744073709551615", "18446744073709551615"), (.uint, "18446744073709551616", nil),
            (.uint, "-1", nil),
        ] as [(IntWidth, String, String?)])
    func integerLimits(width: IntWidth, literal: String, expected: String?) throws {
        try expectInteger(width, literal, expected)
    }

    /// Rows that do not depend on the number strategy: the mathematical value of the
    /// literal (nil: never an integer), which each width takes when it fits.
    static let integerRows: [(String, String?)] = [
        ("123", "123"), ("-1", "-1"), ("300", "300"), ("0", "0"), ("-0", "0"),
        ("12.0", "12"), ("1e3", "1000"), ("1E3", "1000"), ("1.5e3", "1500"), ("1.5E+3", "1500"),
        ("1200e-2", "12"), ("-1e2", "-100"),
        ("1e20", nil), ("12345678901234567890", "12345678901234567890"),
        (#""123""#, "123"), (#""+12""#, "12"), (#""12.0""#, "12"), (#""1""#, "1"), (#""0""#, "0"),
        (#""-1""#, "-1"), (#""300""#, "300"), (#""1e3""#, "1000"), (#""1E3""#, "1000"),
        (#"" 12""#, nil), (#""12 ""#, nil), (#""""#, nil), (#""abc""#, nil), (#""true""#, nil),
        (#""yes""#, nil), (#""nan""#, nil), (#""inf""#, nil), (#""infinity""#, nil),
        (#""0x1A""#, nil),  // DI-1: hexadecimal is not accepted (upstream gave 26)
        (#""1e""#, nil), (#""--1""#, nil), (#""1_000""#, nil), (#""12abc""#, nil), (#""１２""#, nil),
        ("true", nil), ("false", nil), ("null", nil), ("[1]", nil), ("[]", nil),
        (#"{"a": 1}"#, nil), ("{}", nil), (#""{\"a\":1}""#, nil), (#""[1]""#, nil),
    ]

    static let integerCases: [(IntWidth, String, String?)] = IntWidth.allCases.flatMap { width in
        ConversionMatrixTests.integerRows.map { row in (width, row.0, row.1.flatMap { width.fits($0) ? $0 : nil }) }
    }

    @Test(arguments: integerCases)
    func integerConversion(width: IntWidth, literal: String, expected: String?) throws {
        try expectInteger(width, literal, expected)
    }

    /// Spot checks of the table as the spec words them.
    @Test func integerTableHighlights() throws {
        try expectInteger(.int8, "300", nil)
        try expectInteger(.uint, "-1", nil)
        try expectInteger(.int8, #""1e3""#, nil)
        try expectInteger(.uint8, #""1e3""#, nil)
        try expectInteger(.int16, #""1e3""#, "1000")
        try expectInteger(.uint64, "12345678901234567890", "12345678901234567890")
        try expectInteger(.int64, "12345678901234567890", nil)
        try expectInteger(.uint64, "1e20", nil)
    }

    // MARK: §4.2 Float, Double, CGFloat

    static let doubleCases: [(String, Double?)] = [
        ("12.5", 12.5), ("-0.25", -0.25), ("0", 0), ("7", 7),
        ("12345678901234567890", 12345678901234567890.0),
        ("3.4e39", 3.4e39),  // Double keeps it
        ("1E3", 1000), ("1.5E-3", 0.0015), ("1.234567890123E+100", 1.234567890123e100),
        (#""123""#, 123), (#""12.5""#, 12.5), (#""+12""#, 12), (#""1e3""#, 1000), (#""-1.5E2""#, -150),
        ("1e400", nil), ("-1e400", nil), (#""1e400""#, nil),  // not finite
        (#""nan""#, nil), (#""NaN""#, nil), (#""inf""#, nil), (#""-inf""#, nil), (#""infinity""#, nil),
        (#""0x1A""#, nil),  // DI-1
        (#"" 12""#, nil), (#""""#, nil), (#""abc""#, nil), (#""1e""#, nil), (#""1.5.2""#, nil), (#""12abc""#, nil),
        ("true", nil), ("false", nil), ("null", nil), ("[1]", nil), ("{}", nil),
    ]

    @Test(arguments: doubleCases)
    func doubleConversion(literal: String, expected: Double?) throws {
        try expectMatrix(Double.self, literal, expected)
    }

    /// CGFloat behaves exactly like Double.
    @Test(arguments: doubleCases)
    func cgFloatConversion(literal: String, expected: Double?) throws {
        try expectMatrix(CGFloat.self, literal, expected.map { CGFloat($0) })
    }

    @Test(
        arguments: [
            ("12.5", Float(12.5)), ("0.1", Float(0.1)), ("-2", Float(-2)),
            ("12345678901234567890", Float(1.2345679e19)),
            ("3.4e38", Float(3.4e38)),
            ("3.4e39", nil),  // DI-1: too large for Float is a failure, not +infinity
            (#""3.4e39""#, nil),
            ("2.5E-3", Float(0.0025)),
            (#""123""#, 123), (#""12.5""#, 12.5), (#""+12""#, 12), (#""1e3""#, 1000),
            (#""nan""#, nil), (#""inf""#, nil), (#""infinity""#, nil), (#""0x1A""#, nil),
            (#"" 12""#, nil), (#""""#, nil), (#""abc""#, nil),
            ("true", nil), ("null", nil), ("[1]", nil), ("{}", nil),
        ] as [(String, Float?)])
    func floatConversion(literal: String, expected: Float?) throws {
        try expectMatrix(Float.self, literal, expected)
    }

    static let nonConforming: Set<SmartDecodingOption> = [
        .float(.convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan"))
    ]

    /// With `.float(.convertFromString…)`, exactly the named strings give ±inf and NaN.
    @Test func nonConformingStringsWithTheFloatOption() throws {
        try expectMatrix(Double.self, #""inf""#, .infinity, options: Self.nonConforming)
        try expectMatrix(Double.self, #""-inf""#, -.infinity, options: Self.nonConforming)
        try expectMatrix(Float.self, #""inf""#, .infinity, options: Self.nonConforming)
        try expectMatrix(Float.self, #""-inf""#, -.infinity, options: Self.nonConforming)
        try expectMatrix(CGFloat.self, #""inf""#, .infinity, options: Self.nonConforming)
        try expectMatrix(CGFloat.self, #""-inf""#, -.infinity, options: Self.nonConforming)
        // Only the exact strings.
        try expectMatrix(Double.self, #""infinity""#, nil, options: Self.nonConforming)
        try expectMatrix(Double.self, #""Inf""#, nil, options: Self.nonConforming)
        try expectMatrix(Double.self, #""0x1A""#, nil, options: Self.nonConforming)
        try expectMatrix(Float.self, #""NaN""#, nil, options: Self.nonConforming)
        // Ordinary strings still convert.
        try expectMatrix(Double.self, #""12.5""#, 12.5, options: Self.nonConforming)
        // Integers are not affected.
        try expectInteger(.int, #""inf""#, nil, options: Self.nonConforming)
    }

    @Test func nanWithTheFloatOption() throws {
        let double = try matrixDecode(Double.self, #""nan""#, options: Self.nonConforming)
        #expect(double.a.isNaN)
        #expect(double.z.isNaN)
        #expect(double.o?.isNaN == true)
        #expect(double.list.count == 1 && double.list.allSatisfy(\.isNaN))
        let float = try matrixDecode(Float.self, #""nan""#, options: Self.nonConforming)
        #expect(float.a.isNaN)
        #expect(float.o?.isNaN == true)
        let cgFloat = try matrixDecode(CGFloat.self, #""nan""#, options: Self.nonConforming)
        #expect(cgFloat.a.isNaN)
        #expect(cgFloat.o?.isNaN == true)
    }

    // MARK: §4.3 Bool

    @Test(
        arguments: [
            ("true", true), ("false", false),
            ("1", true), ("0", false), ("1.0", true), ("0.0", false),
            (#""1""#, true), (#""YES""#, true), (#""Yes""#, true), (#""yes""#, true),
            (#""TRUE""#, true), (#""True""#, true), (#""true""#, true),
            (#""0""#, false), (#""NO""#, false), (#""No""#, false), (#""no""#, false),
            (#""FALSE""#, false), (#""False""#, false), (#""false""#, false),
            ("2", nil), ("-1", nil), ("12.5", nil), ("0.5", nil),
            (#""1.0""#, nil), (#""yEs""#, nil), (#""Y""#, nil), (#""tRUE""#, nil), (#"" true""#, nil), (#""123""#, nil),
            (#""2""#, nil), (#""""#, nil),
            ("null", nil), ("[true]", nil), ("[]", nil), ("{}", nil),
        ] as [(String, Bool?)])
    func boolConversion(literal: String, expected: Bool?) throws {
        try expectMatrix(Bool.self, literal, expected)
    }

    // MARK: §4.4 String

    @Test(
        arguments: [
            (#""abc""#, "abc"), (#""""#, ""),
            (#""{\"a\":1}""#, #"{"a":1}"#),  // stringified JSON stays text
            (#""[1,2]""#, "[1,2]"),
            ("123", "123"), ("-5", "-5"), ("0", "0"),
            ("1e3", "1000"), ("1E3", "1000"), ("12.0", "12"),
            ("12.5", "12.5"), ("0.1", "0.1"), ("-0.25", "-0.25"), ("1e20", "1e+20"),
            ("9223372036854775807", "9223372036854775807"),
            ("12345678901234567890", "12345678901234567890"),  // DI-13: the literal digits
            ("-12345678901234567890", "-12345678901234567890"),  // DI-13
            ("100000000000000000000", "100000000000000000000"),  // DI-13
            ("true", "true"), ("false", "false"),  // DI-22
            ("null", nil), ("[1]", nil), ("[]", nil), ("{}", nil), (#"{"a": 1}"#, nil),
        ] as [(String, String?)])
    func stringConversion(literal: String, expected: String?) throws {
        try expectMatrix(String.self, literal, expected)
    }

    // MARK: §4.5 Date: the heuristic (no .date option)

    /// Dates compare to the millisecond (the millisecond forms divide by 1000).
    func expectDate(
        _ literal: String, _ expected: Date?, options: Set<SmartDecodingOption>? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let box = try matrixDecode(Date.self, literal, options: options, sourceLocation: sourceLocation)
        func close(_ date: Date?, _ other: Date) -> Bool {
            guard let date else { return false }
            return abs(date.timeIntervalSince1970 - other.timeIntervalSince1970) < 0.0005
        }
        if let expected {
            #expect(close(box.a, expected), "a from \(literal): \(box.a) ≠ \(expected)", sourceLocation: sourceLocation)
            #expect(close(box.z, expected), "z from \(literal): \(box.z) ≠ \(expected)", sourceLocation: sourceLocation)
            #expect(
                close(box.o, expected), "o from \(literal): \(String(describing: box.o)) ≠ \(expected)",
                sourceLocation: sourceLocation)
            #expect(
                box.list.count == 1 && close(box.list.first, expected), "list from \(literal): \(box.list)",
                sourceLocation: sourceLocation)
        } else {
            #expect(
                box.a == Date.fallbackA, "a from \(literal) should be D, got \(box.a)", sourceLocation: sourceLocation)
            #expect(
                box.z == Date.fallbackZ, "z from \(literal) should be D, got \(box.z)", sourceLocation: sourceLocation)
            #expect(box.o == nil, "o from \(literal) should be nil", sourceLocation: sourceLocation)
            #expect(box.list == [], "list from \(literal) should be D", sourceLocation: sourceLocation)
        }
    }

    @Test func dateHeuristicTimestamps() throws {
        let reference = try #require(isoDate("2023-11-14T22:13:20Z"))
        try expectDate("1700000000", reference)
        try expectDate(#""1700000000""#, reference)
        try expectDate("1.7E9", reference)  // §4.6
        try expectDate("1700000000123", reference.addingTimeInterval(0.123))  // milliseconds
        try expectDate(#""1700000000123""#, reference.addingTimeInterval(0.123))
        // The threshold: > 10^12 is milliseconds, anything else seconds.
        try expectDate("1000000000000", Date(timeIntervalSince1970: 1_000_000_000_000))
        try expectDate("1000000000001", Date(timeIntervalSince1970: 1_000_000_000.001))
        try expectDate("0", Date(timeIntervalSince1970: 0))
        try expectDate("-86400", Date(timeIntervalSince1970: -86400))
        try expectDate(#""2024""#, Date(timeIntervalSince1970: 2024))  // a numeric string is a timestamp
        // Quirks kept from upstream.
        try expectDate(#""20240102""#, Date(timeIntervalSince1970: 20_240_102))  // read as seconds: 1970-08-23
        try expectDate("1e20", Date(timeIntervalSince1970: 1e17))  // read as milliseconds
    }

    @Test func dateHeuristicStringFormats() throws {
        let localFull = try #require(localDate("2024-01-02 03:04:05", format: "yyyy-MM-dd HH:mm:ss"))
        let localMinute = try #require(localDate("2024-01-02 03:04:00", format: "yyyy-MM-dd HH:mm:ss"))
        let localDay = try #require(localDate("2024-01-02 00:00:00", format: "yyyy-MM-dd HH:mm:ss"))
        try expectDate(#""2024-01-02 03:04:05""#, localFull)  // 1. yyyy-MM-dd HH:mm:ss
        try expectDate(#""2024-01-02""#, localDay)  // 2. yyyy-MM-dd
        try expectDate(#""2024/01/02""#, localDay)  // 3. yyyy/MM/dd
        try expectDate(#""01/02/2024""#, localDay)  // 4. MM/dd/yyyy
        try expectDate(#""2024-01-02 03:04""#, localMinute)  // 5. yyyy-MM-dd HH:mm
        try expectDate(#""2024-01-02T03:04:05""#, localFull)  // 6. yyyy-MM-dd'T'HH:mm:ss
        let utc = try #require(isoDate("2024-01-02T03:04:05Z"))
        let plusEight = try #require(isoDate("2024-01-01T19:04:05Z"))
        let withMilliseconds = try #require(isoDate("2024-01-02T03:04:05.123Z"))
        try expectDate(#""2024-01-02T03:04:05Z""#, utc)  // 7.
        try expectDate(#""2024-01-02T03:04:05+0800""#, plusEight)  // 7.
        try expectDate(#""2024-01-02T03:04:05.123+0000""#, withMilliseconds)  // 8.
        try expectDate(#""2024-01-02T03:04:05+08:00""#, plusEight)  // ISO 8601
    }

    @Test(arguments: [
        #""not a date""#, #""""#, #""2024-13""#, "true", "false", "null", "[1]", "{}",
        #""nan""#, #""inf""#, #""0x1A""#,  // DI-1: not decimal numbers, and not dates
        "1e400", #""1e400""#,  // not finite
    ])
    func dateHeuristicFailures(literal: String) throws {
        try expectDate(literal, nil)
    }

    // MARK: §4.5 Date with a .date option

    @Test func dateSecondsSince1970() throws {
        let options: Set<SmartDecodingOption> = [.date(.secondsSince1970)]
        let reference = try #require(isoDate("2023-11-14T22:13:20Z"))
        try expectDate("1700000000", reference, options: options)
        try expectDate(#""1700000000""#, reference, options: options)
        try expectDate("1700000000.5", reference.addingTimeInterval(0.5), options: options)
        // No milliseconds guess under an explicit strategy.
        try expectDate("1700000000123", Date(timeIntervalSince1970: 1_700_000_000_123), options: options)
        // Failures give D; the heuristic is not tried.
        try expectDate(#""2024-01-02""#, nil, options: options)
        try expectDate(#""abc""#, nil, options: options)
        try expectDate("true", nil, options: options)
    }

    @Test func dateMillisecondsSince1970() throws {
        let options: Set<SmartDecodingOption> = [.date(.millisecondsSince1970)]
        let reference = try #require(isoDate("2023-11-14T22:13:20Z"))
        try expectDate("1700000000123", reference.addingTimeInterval(0.123), options: options)
        try expectDate(#""1700000000123""#, reference.addingTimeInterval(0.123), options: options)
        try expectDate("1700000000", Date(timeIntervalSince1970: 1_700_000), options: options)
        try expectDate(#""2023-11-14T22:13:20Z""#, nil, options: options)
    }

    @Test func dateISO8601() throws {
        let options: Set<SmartDecodingOption> = [.date(.iso8601)]
        let reference = try #require(isoDate("2023-11-14T22:13:20Z"))
        try expectDate(#""2023-11-14T22:13:20Z""#, reference, options: options)
        try expectDate(#""2023-11-15T06:13:20+08:00""#, reference, options: options)
        try expectDate("1700000000", nil, options: options)
        try expectDate(#""2023-11-14""#, nil, options: options)
        try expectDate(#""2023-11-14 22:13:20""#, nil, options: options)
    }

    @Test func dateFormatted() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "dd.MM.yyyy"
        let options: Set<SmartDecodingOption> = [.date(.formatted(formatter))]
        let april7 = try #require(isoDate("2024-04-07T00:00:00Z"))
        try expectDate(#""07.04.2024""#, april7, options: options)
        try expectDate(#""2024-04-07""#, nil, options: options)
        try expectDate("1700000000", nil, options: options)
    }

    @Test func dateCustom() throws {
        // "day N" → N days after 1970; anything else throws.
        let options: Set<SmartDecodingOption> = [
            .date(
                .custom { decoder in
                    let container = try decoder.singleValueContainer()
                    let text = try container.decode(String.self)
                    guard text.hasPrefix("day "), let days = Double(text.dropFirst(4)) else {
                        throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a day")
                    }
                    return Date(timeIntervalSince1970: days * 86_400)
                })
        ]
        try expectDate(#""day 2""#, Date(timeIntervalSince1970: 172_800), options: options)
        try expectDate(#""day 0.5""#, Date(timeIntervalSince1970: 43_200), options: options)
        try expectDate(#""2024-01-02""#, nil, options: options)
        try expectDate("1700000000", nil, options: options)
    }

    @Test func dateDeferredToDate() throws {
        let options: Set<SmartDecodingOption> = [.date(.deferredToDate)]
        try expectDate("0", Date(timeIntervalSinceReferenceDate: 0), options: options)
        try expectDate("86400", Date(timeIntervalSinceReferenceDate: 86_400), options: options)
        try expectDate(#""abc""#, nil, options: options)
    }

    // MARK: §4.5 URL, Data, Decimal

    @Test(
        arguments: [
            (#""https://example.com/a?b=1""#, "https://example.com/a?b=1"),
            (#""relative/path""#, "relative/path"),
            ("123", "123"),  // numbers are written as text first (§4.4)
            ("12.5", "12.5"),
            (#""""#, nil),
            (#""http://[::1""#, nil),  // URL(string:) refuses it
            ("true", nil), ("null", nil), ("[1]", nil), ("{}", nil),
        ] as [(String, String?)])
    func urlConversion(literal: String, expected: String?) throws {
        let url: URL? = try expected.map { try #require(URL(string: $0)) }
        try expectMatrix(URL.self, literal, url)
    }

    @Test(
        arguments: [
            (#""aGVsbG8=""#, Array("hello".utf8)),
            (#""""#, []),
            (#""true""#, [0xB6, 0xBB, 0x9E]),  // any valid base64 decodes
            ("1000", [0xD7, 0x4D, 0x34]),  // a number is read as the base64 text "1000"
            (#""abc""#, nil), ("123", nil), (##""#$%&""##, nil),
            ("true", nil), ("null", nil), ("[1]", nil), ("{}", nil),
        ] as [(String, [UInt8]?)])
    func dataConversion(literal: String, expected: [UInt8]?) throws {
        try expectMatrix(Data.self, literal, expected.map { Data($0) })
    }

    @Test(
        arguments: [
            ("12.34", "12.34"), ("0.1", "0.1"), ("-5", "-5"), ("0", "0"),
            ("1e20", "100000000000000000000"),  // exact
            ("12345678901234567890", "12345678901234567890"),  // exact
            ("1.5E3", "1500"),  // §4.6
            ("1.234567890123E+100", "1.234567890123e100"),
            (#""123""#, nil), (#""12.5""#, nil),  // strings are refused
            ("true", nil), ("null", nil), ("[1]", nil), ("{}", nil),
        ] as [(String, String?)])
    func decimalConversion(literal: String, expected: String?) throws {
        let decimal: Decimal? = try expected.map {
            try #require(Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")))
        }
        try expectMatrix(Decimal.self, literal, decimal)
    }

    // MARK: §4.6 Uppercase exponent

    @Test func uppercaseExponentIsAnExponentEverywhere() throws {
        try expectInteger(.int, "1E3", "1000")
        try expectInteger(.int, "1.5E+3", "1500")
        try expectInteger(.int, "25E-1", nil)  // 2.5: not an integer (strict is the default)
        try expectInteger(.int, #""1E3""#, "1000")
        try expectMatrix(Double.self, "1.234567890123E+100", 1.234567890123e100)
        try expectMatrix(Double.self, "4.9E-324", Double.leastNonzeroMagnitude)  // nearest Double
        try expectMatrix(Float.self, "2.5E-3", 0.0025)
        try expectMatrix(String.self, "1E3", "1000")
        try expectMatrix(String.self, "1.5E3", "1500")
        try expectMatrix(Bool.self, "1E0", true)
    }
}

/// §4.1 rows that depend on `SmartCodableOptions.numberStrategy`. The option is global,
/// so these run one at a time, and no other suite decodes fractions into integers.
@Suite("Number strategy (§4.1, DI-2)", .serialized)
struct NumberStrategyTests {
    static func withStrategy<Result>(
        _ strategy: SmartCodableOptions.NumberConversionStrategy, _ body: () throws -> Result
    ) rethrows
        -> Result
    {
        let saved = SmartCodableOptions.numberStrategy
        SmartCodableOptions.numberStrategy = strategy
        defer { SmartCodableOptions.numberStrategy = saved }
        return try body()
    }

    /// (width, literal, strict, truncate, rounded); nil is D.
    @Test(
        arguments: [
            (IntWidth.int, "12.5", nil, "12", "13"), (.int, "12.6", nil, "12", "13"), (.int, "12.4", nil, "12", "12"),
            (.int, "-12.5", nil, "-12", "-13"), (.int, "-12.6", nil, "-12", "-13"), (.int, "0.1", nil, "0", "0"),
            (.int, "1.25e1", nil, "12", "13"), (.int, "1e-400", nil, "0", "0"),
            (.int, #""12.5""#, nil, "12", "13"), (.int, #""-12.5""#, nil, "-12", "-13"),
            (.int8, "12.5", nil, "12", "13"), (.int16, "-12.5", nil, "-12", "-13"),
            (.int32, "0.1", nil, "0", "0"), (.uint32, "12.6", nil, "12", "13"),
            // The range check runs before truncation or rounding.
            (.uint, "-0.5", nil, nil, nil), (.uint, "-0.4", nil, nil, nil), (.uint, "0.4", nil, "0", "0"),
            (.uint8, "255.7", nil, nil, nil), (.uint8, "254.5", nil, "254", "255"),
            (.int8, "127.5", nil, nil, nil), (.int8, "-128.5", nil, nil, nil), (.int8, "-127.5", nil, "-127", "-128"),
            // DI-2: around 2^63 and 2^64, exactly, and never a crash.
            (.int64, "9223372036854775000.5", nil, "9223372036854775000", "9223372036854775001"),
            (.int, "9223372036854775000.5", nil, "9223372036854775000", "9223372036854775001"),
            (.int64, "9223372036854775806.5", nil, "9223372036854775806", "9223372036854775807"),
            (.int64, "9223372036854775807.5", nil, nil, nil),
            (.int64, "9223372036854775808", nil, nil, nil),
            (.int, "9223372036854775808", nil, nil, nil),
            (.int64, "9.223372036854775808e18", nil, nil, nil),
            (.int64, "9223372036854775808.5", nil, nil, nil),
            (.int64, #""9223372036854775808.5""#, nil, nil, nil),
            (.int64, "-9223372036854775807.5", nil, "-9223372036854775807", "-9223372036854775808"),
            (.int64, "-9223372036854775808.5", nil, nil, nil),
            (.int64, "-9223372036854775809", nil, nil, nil),
            (.int64, "9.3e18", nil, nil, nil),
            (.uint64, "9223372036854775808", "9223372036854775808", "9223372036854775808", "9223372036854775808"),
            (.uint64, "9.3e18", "9300000000000000000", "9300000000000000000", "9300000000000000000"),
            (.uint64, "18446744073709551614.5", nil, "18446744073709551614", "18446744073709551615"),
            (.uint64, "18446744073709551615.5", nil, nil, nil),
            (.uint64, "18446744073709551616", nil, nil, nil),
            (.uint, "18446744073709551616", nil, nil, nil),
            (.uint64, "18446744073709551616.5", nil, nil, nil),
            (.uint64, "1.8446744073709551616e19", nil, nil, nil),
            (.int, "1e20", nil, nil, nil), (.int, "1.5e20", nil, nil, nil),
            (.int, "1e400", nil, nil, nil), (.uint64, "1.5e400", nil, nil, nil), (.int, "-1e400", nil, nil, nil),
        ] as [(IntWidth, String, String?, String?, String?)])
    func fractionsUnderEachStrategy(
        width: IntWidth, literal: String, strict: String?, truncate: String?, rounded: String?
    ) throws {
        try Self.withStrategy(.strict) { try expectInteger(width, literal, strict) }
        try Self.withStrategy(.truncate) { try expectInteger(width, literal, truncate) }
        try Self.withStrategy(.rounded) { try expectInteger(width, literal, rounded) }
    }

    /// §9: a fraction taken under `.truncate` is still reported as a mismatch, resolved by conversion.
    @Test func truncationIsReportedAsConverted() throws {
        struct Model: SmartCodable { var n: Int = 0 }
        let (model, issues) = try Self.withStrategy(.truncate) {
            try decodeWithIssues(Model.self, from: #"{"n": 12.5}"#)
        }
        #expect(model?.n == 12)
        #expect(issues.map(\.problem) == [.typeMismatch(found: .number)])
        #expect(issues.map(\.resolution) == [.converted])
    }

    /// The default is `.strict` (only this serialized suite changes it, always restoring it).
    @Test func defaultStrategyIsStrict() {
        #expect(SmartCodableOptions.numberStrategy == .strict)
    }
}
