import Foundation
import SmartCore

/// Models shared by the encoding tests.
enum EncodingFixtures {
    enum Mood: String, SmartCaseDefaultable {
        case calm, busy
    }

    enum Contact: SmartAssociatedEnumerable, Equatable {
        case none
        case email(String)

        static var defaultCase: Contact { .none }

        func encodeValue() -> (any Encodable)? {
            switch self {
            case .none: return nil
            case .email(let address): return address
            }
        }
    }

    /// Reads `Contact` back from the string its `encodeValue()` writes.
    struct ContactTransformer: ValueTransformable {
        func transformFromJSON(_ value: Any) -> Contact? {
            (value as? String).map { .email($0) }
        }

        func transformToJSON(_ value: Contact) -> String? {
            if case .email(let address) = value { return address }
            return nil
        }
    }

    struct Integers: SmartCodable, Equatable {
        var int: Int = 0
        var int8: Int8 = 0
        var int16: Int16 = 0
        var int32: Int32 = 0
        var int64: Int64 = 0
        var uint: UInt = 0
        var uint8: UInt8 = 0
        var uint16: UInt16 = 0
        var uint32: UInt32 = 0
        var uint64: UInt64 = 0
    }

    struct Floats: SmartCodable, Equatable {
        var float: Float = 0
        var double: Double = 0
        var cgFloat: CGFloat = 0
        var decimal: Decimal = 0
    }

    struct Child: SmartCodable, Equatable {
        var name: String = ""
        var tags: [String] = []
    }

    struct Everything: SmartCodable, Equatable {
        var text: String = ""
        var flag: Bool = false
        var date: Date = Date(timeIntervalSince1970: 0)
        var url: URL?
        var data: Data = Data()
        var child: Child = Child()
        var children: [Child] = []
        var scores: [String: Double] = [:]
        var nested: [[Int]] = []
        var optionalText: String?
        var mood: Mood = .calm
        var contact: Contact = .none

        static func mappingForValue() -> [SmartValueTransformer]? {
            [CodingKeys.contact <--- ContactTransformer()]
        }
    }
}
