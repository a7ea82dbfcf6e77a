// Written the way an app for the original SmartCodable (6.0.7) is written: its README, its
// example app and its public API. This file is compiled twice, by OriginalAppTests in the
// Swift 6 language mode and by OriginalAppSwift5Tests (a symbolic link to it) in Swift 5.

import Foundation
import SmartCodable

#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

// MARK: Wrappers in a Hashable model (diffable data sources, Set, ForEach)

struct FeedItem: SmartCodableX, Hashable {
    var id: Int = 0
    var title: String = ""
    @SmartIgnored
    var rowHeight: Double = 44
    @IgnoredKey
    var isExpanded = false
    @SmartAny
    var score: Int = 0
    @SmartDate
    var published: Date?
    @SmartCompact.Array
    var tags: [String] = []
    @SmartCompact.Dictionary
    var counts: [String: Int] = [:]
    @SmartFlat
    var author: FeedAuthor = FeedAuthor()
    @SmartHexColor
    var tint: ColorObject?
}

struct FeedAuthor: SmartCodableX, Hashable {
    var authorName: String = ""
}

// MARK: A custom wrapper written against PropertyWrapperable

@propertyWrapper
struct Uppercased: Codable, PropertyWrapperable {
    var wrappedValue: String

    init(wrappedValue: String) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = try container.decode(String.self).uppercased()
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }

    static func createInstance(with value: Any) -> Uppercased? {
        guard let text = value as? String else { return nil }
        return Uppercased(wrappedValue: text.uppercased())
    }

    func wrappedValueDidFinishMapping() -> Uppercased? {
        nil
    }
}

struct Badge: SmartCodableX {
    @Uppercased
    var code: String = "NONE"
    @Uppercased
    var level: String = "LOW"

    static func mappingForValue() -> [SmartValueTransformer]? {
        [CodingKeys.level <--- FastTransformer<String, Int>(fromJSON: { number in "level \(number ?? 0)" })]
    }
}

// MARK: The colour API

struct Theme: SmartCodableX {
    @SmartHexColor
    var primary: ColorObject?
    @SmartHexColor(encodeHexFormat: .rrggbbaa(.hash))
    var secondary: ColorObject?
    var plain: SmartHexColor = SmartHexColor(wrappedValue: nil)

    static func mappingForValue() -> [SmartValueTransformer]? {
        [CodingKeys.primary <--- SmartHexColorTransformer(colorFormat: .rrggbb(.hash))]
    }
}

func hexOf(_ wrapper: SmartHexColor) -> String? {
    wrapper.wrappedValue.flatMap { SmartHexColor.toHexString(from: $0, format: .rrggbb(.hash)) }
}

let sharedHexTransformer: SmartHexColorTransformer = SmartHexColorTransformer(colorFormat: .rgba(.zeroX))

// MARK: Options and Combine

func useTruncation() -> SmartCodableOptions.NumberConversionStrategy {
    let strategy: SmartCodableOptions.NumberConversionStrategy = .truncate
    return strategy
}

final class Profile: SmartCodable {
    required init() {}

    @SmartPublished
    var name: String = ""
}

func publisherOf(_ profile: Profile) -> SmartPublished<String>.Publisher {
    profile.$name
}
