import Foundation

extension SmartJSONValue: Codable {
    /// Reads any value a `Decoder` can describe: objects, arrays, null, booleans,
    /// integers (exactly, up to `UInt64`), other numbers (as `Double`) and strings.
    /// Decoders that do not report member order give members in their `allKeys` order.
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: SmartJSONCodingKey.self) {
            var object = SmartJSONObject()
            object.reserveCapacity(keyed.allKeys.count)
            for key in keyed.allKeys {
                object.appendWithoutLookup(
                    SmartJSONObject.Member(
                        key: key.stringValue, value: try keyed.decode(SmartJSONValue.self, forKey: key)))
            }
            object.finishBuilding(repeatedKeys: nil)
            self = .object(object)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements = SmartJSONArray()
            if let count = unkeyed.count { elements.reserveCapacity(count) }
            while !unkeyed.isAtEnd {
                elements.append(try unkeyed.decode(SmartJSONValue.self))
            }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? single.decode(Int64.self) {
            self = .number(SmartJSONNumber(integer))
        } else if let integer = try? single.decode(UInt64.self) {
            self = .number(SmartJSONNumber(integer))
        } else if let number = try? single.decode(Double.self) {
            self = .number(SmartJSONNumber(number))
        } else if let text = try? single.decode(String.self) {
            self = .string(text)
        } else {
            throw DecodingError.dataCorruptedError(
                in: single,
                debugDescription: "The value is not null, a boolean, a number, a string, an array or an object.")
        }
    }

    /// Writes the value through any `Encoder`. Objects are written member by member in
    /// order (the last of repeated keys wins); numbers as `Int64`/`UInt64` when they are
    /// whole and fit, as `Decimal` when only `Decimal` keeps their digits, else as `Double`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .number(let number):
            var single = encoder.singleValueContainer()
            if let integer = number.int64Value {
                try single.encode(integer)
            } else if let integer = number.uint64Value {
                try single.encode(integer)
            } else if let decimal = number.anyValue as? Decimal {
                try single.encode(decimal)
            } else {
                try single.encode(number.doubleValue)
            }
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .array(let elements):
            var unkeyed = encoder.unkeyedContainer()
            for element in elements { try unkeyed.encode(element) }
        case .object(let object):
            var keyed = encoder.container(keyedBy: SmartJSONCodingKey.self)
            for member in object.effectiveMembers {
                try keyed.encode(member.value, forKey: SmartJSONCodingKey(stringValue: member.key))
            }
        }
    }
}
