import Foundation
import SmartCore
import Testing

/// Issue 15, item 4: a transformer that returns nil on a non-scalar of §3.1 (`CGFloat`,
/// `Date`, `URL`, `Data`, `Decimal`) gives the fallback value directly and reports
/// `transformFailed`; the plain scalars go on with normal decoding, as before.
@Suite("Value transformers: failing on non-scalars")
struct TransformerFailureTests {
    /// Always gives up.
    struct Refuses<Object>: ValueTransformable {
        func transformFromJSON(_ value: Any) -> Object? { nil }
        func transformToJSON(_ value: Object) -> String? { nil }
    }

    struct NonScalars: SmartCodable {
        var width: CGFloat = 7
        var date = Date(timeIntervalSince1970: 5)
        var url = URL(string: "https://fallback.example")
        var data = Data([1, 2])
        var amount = Decimal(3)
        var optionalWidth: CGFloat?
        var widthWithDefault: CGFloat? = 8
        static func mappingForValue() -> [SmartValueTransformer]? {
            [
                CodingKeys.width <--- Refuses<CGFloat>(),
                CodingKeys.date <--- Refuses<Date>(),
                CodingKeys.url <--- Refuses<URL>(),
                CodingKeys.data <--- Refuses<Data>(),
                CodingKeys.amount <--- Refuses<Decimal>(),
                CodingKeys.optionalWidth <--- Refuses<CGFloat>(),
                CodingKeys.widthWithDefault <--- Refuses<CGFloat>(),
            ]
        }
    }

    @Test func nonScalarsTakeTheFallbackValueAndReportIt() throws {
        let json = #"""
            {"width": 10, "date": 1700000000, "url": "https://example.com", "data": "AQID",
             "amount": 12.5, "optionalWidth": 4, "widthWithDefault": 6}
            """#
        let (model, issues) = try decodeWithIssues(NonScalars.self, from: json)
        let decoded = try #require(model)
        #expect(decoded.width == 7)
        #expect(decoded.date == Date(timeIntervalSince1970: 5))
        #expect(decoded.url == URL(string: "https://fallback.example"))
        #expect(decoded.data == Data([1, 2]))
        #expect(decoded.amount == Decimal(3))
        #expect(decoded.optionalWidth == nil)
        #expect(decoded.widthWithDefault == 8)
        let fields = ["width", "date", "url", "data", "amount", "optionalWidth", "widthWithDefault"]
        for field in fields {
            #expect(
                TransformerFailureTests.issues(at: field, in: issues).map(\.problem) == [.transformFailed], "\(field)")
        }
        #expect(TransformerFailureTests.issues(at: "width", in: issues).first?.resolution == .initializerValue)
        #expect(TransformerFailureTests.issues(at: "optionalWidth", in: issues).first?.resolution == .nilValue)
    }

    private static func issues(at field: String, in issues: [SmartDecodingIssue]) -> [SmartDecodingIssue] {
        issues.filter { $0.location == field }
    }

    struct Scalars: SmartCodable {
        var flag = false
        var name = ""
        var count = 0
        var ratio: Float = 0
        var value: Double = 0
        static func mappingForValue() -> [SmartValueTransformer]? {
            [
                CodingKeys.flag <--- Refuses<Bool>(),
                CodingKeys.name <--- Refuses<String>(),
                CodingKeys.count <--- Refuses<Int>(),
                CodingKeys.ratio <--- Refuses<Float>(),
                CodingKeys.value <--- Refuses<Double>(),
            ]
        }
    }

    @Test func plainScalarsStillDecodeNormally() throws {
        let (model, issues) = try decodeWithIssues(
            Scalars.self, from: #"{"flag": true, "name": "n", "count": "3", "ratio": 0.5, "value": 2.5}"#)
        let decoded = try #require(model)
        #expect(decoded.flag == true)
        #expect(decoded.name == "n")
        #expect(decoded.count == 3)
        #expect(decoded.ratio == 0.5)
        #expect(decoded.value == 2.5)
        #expect(!issues.contains { $0.problem == .transformFailed })
    }

    @Test func aSucceedingTransformerIsStillUsedForCGFloat() throws {
        struct Half: ValueTransformable {
            func transformFromJSON(_ value: Any) -> CGFloat? { (value as? CGFloat).map { $0 / 2 } }
            func transformToJSON(_ value: CGFloat) -> CGFloat? { value * 2 }
        }
        struct Model: SmartCodable {
            var width: CGFloat = 0
            static func mappingForValue() -> [SmartValueTransformer]? { [CodingKeys.width <--- Half()] }
        }
        #expect(Model.deserialize(from: #"{"width": 10}"#)?.width == 5)
    }
}
