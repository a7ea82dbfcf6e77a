import Foundation
import SmartCore
import SmartTransformers
import SmartWrappers
import Testing

/// The examples of Docs/Transformers.md, checked.
@Suite("Transformers guide examples")
struct DocExamplesTests {
    struct Article: SmartCodable {
        var published: Date?
        var link: URL?
        var cover: Data?

        static func mappingForValue() -> [SmartValueTransformer]? {
            let day = DateFormatter()
            day.locale = Locale(identifier: "en_US_POSIX")
            day.timeZone = TimeZone(identifier: "UTC")
            day.dateFormat = "dd.MM.yyyy"
            return [
                CodingKeys.published <--- SmartDateTransformer(strategy: .formatted(day)),
                CodingKeys.link <--- SmartURLTransformer(prefix: "https://"),
                CodingKeys.cover <--- SmartDataTransformer(),
            ]
        }
    }

    @Test func theOpeningExample() throws {
        let article = try #require(
            Article.deserialize(from: #"{"published": "07.04.2024", "link": "example.com/a b"}"#))
        #expect(article.published == TestDates.april7)
        #expect(article.link?.absoluteString == "https://example.com/a%20b")
        #expect(article.cover == nil)
        #expect(article.toJSONString() == #"{"published":"07.04.2024","link":"https://example.com/a%20b"}"#)
    }

    struct Palette: SmartCodable {
        @SmartHexColor var accent: ColorObject?
        static func mappingForValue() -> [SmartValueTransformer]? {
            [CodingKeys.accent <--- SmartHexColorTransformer(colorFormat: .rrggbbaa(.zeroX))]
        }
    }

    @Test func thePaletteExample() throws {
        let palette = try #require(Palette.deserialize(from: ##"{"accent": "#F80"}"##))
        #expect(palette.toJSONString() == #"{"accent":"0xFF8800FF"}"#)
    }

    /// "12,50" ⇄ 12.5
    struct CommaDecimalTransformer: ValueTransformable {
        func transformFromJSON(_ value: Any) -> Double? {
            if let number = value as? Double { return number }
            guard let text = value as? String else { return nil }
            return Double(text.replacingOccurrences(of: ",", with: "."))
        }

        func transformToJSON(_ value: Double) -> String? {
            String(format: "%.2f", value).replacingOccurrences(of: ".", with: ",")
        }
    }

    struct Product: SmartCodable {
        var price: Double = 0
        static func mappingForValue() -> [SmartValueTransformer]? {
            [CodingKeys.price <--- CommaDecimalTransformer()]
        }
    }

    @Test func theCustomTransformerExample() throws {
        let product = try #require(Product.deserialize(from: #"{"price": "12,5"}"#))
        #expect(product.price == 12.5)
        #expect(product.toJSONString() == #"{"price":"12,50"}"#)
        #expect(Product.deserialize(from: #"{"price": 3}"#)?.price == 3)  // 3 arrives as an NSNumber: as? Double works
        #expect(Product.deserialize(from: #"{"price": 3.25}"#)?.price == 3.25)
    }

    enum Sex: String, SmartCaseDefaultable {
        case man
        case woman
    }

    struct Person: SmartCodable {
        var sex: Sex = .woman
        static func mappingForValue() -> [SmartValueTransformer]? {
            [
                CodingKeys.sex
                    <--- FastTransformer<Sex, String>(
                        fromJSON: { json in
                            json.flatMap { Sex(rawValue: $0.lowercased()) }
                        },
                        toJSON: { sex in
                            sex?.rawValue
                        })
            ]
        }
    }

    @Test func theFastTransformerExample() throws {
        #expect(Person.deserialize(from: #"{"sex": "MAN"}"#)?.sex == .man)
        #expect(Person.deserialize(from: #"{"sex": "robot"}"#)?.sex == .woman)
        #expect(Person(sex: .man).toJSONString() == #"{"sex":"man"}"#)
    }
}
