import Foundation

extension SmartJSONValue {
    /// Converts a Foundation value: `[String: Any]`, `[Any]`, `String`, `Bool`, every Swift
    /// integer and floating-point type, `Decimal`, `NSNumber`, `NSNull` and optionals
    /// (nil becomes `null`), nested to any depth.
    ///
    /// Only a real boolean `NSNumber` becomes a bool; `NSNumber(value: Int8(1))` is the
    /// number 1. Dictionary members have no order, so the object's member order is the
    /// dictionary's iteration order.
    ///
    /// - Throws: `SmartJSONBridgingError` naming the path and type of the first value with no
    ///   JSON form (`Date`, `Data`, `URL`, custom types…), instead of dropping it silently.
    public init(any value: Any) throws(SmartJSONBridgingError) {
        var firstProblem: SmartJSONBridgingError?
        let bridge = JSONBridge { problem in
            if firstProblem == nil { firstProblem = problem }
            return nil
        }
        let converted = bridge.convert(value)
        if let firstProblem { throw firstProblem }
        self = converted ?? .null
    }

    /// Converts a Foundation value like `init(any:)`, but hands each value with no JSON
    /// form to `replacement`, which returns what to put in its place, or nil to leave the
    /// member or element out. Returns nil only when the top-level value itself is left out.
    public init?(any value: Any, replacingUnsupported replacement: (SmartJSONBridgingError) -> SmartJSONValue?) {
        let converted: SmartJSONValue? = withoutActuallyEscaping(replacement) { handler in
            JSONBridge(onUnsupported: handler).convert(value)
        }
        guard let converted else { return nil }
        self = converted
    }

    /// The value as Foundation objects, the shapes `JSONSerialization` users expect:
    /// `[String: Any]` (the last of repeated keys wins), `[Any]`, `String`, `Bool`,
    /// `NSNull`, and for numbers see `SmartJSONNumber.anyValue`.
    public var anyValue: Any {
        converted(bool: { $0 }, number: { $0.anyValue })
    }

    /// The value as the Foundation objects `JSONSerialization` produces: `[String: Any]`
    /// (the last of repeated keys wins), `[Any]`, `String`, `NSNull`, a boolean `NSNumber`
    /// for a bool, and numbers as `style` says (see `SmartJSONValue.FoundationNumberStyle`), so code
    /// that casts with `as? Int`, `as? Double` or `as? Bool` works on every platform.
    ///
    /// Value transformers receive `foundationValue(numbers: .serialization)`; `@SmartAny`
    /// stores `foundationValue(numbers: .literal)`.
    public func foundationValue(numbers style: SmartJSONValue.FoundationNumberStyle) -> Any {
        converted(bool: { NSNumber(value: $0) }, number: { $0.foundationValue(style) })
    }

    /// The tree as Foundation containers, with bools and numbers made by the closures.
    @inline(__always)
    private func converted(bool: (Bool) -> Any, number: (SmartJSONNumber) -> Any) -> Any {
        // Iterative, so deep trees convert on small stacks: open containers are kept with
        // the position of the element being converted and what is built so far.
        enum Partial {
            case array(SmartJSONArray, next: Int, built: [Any])
            case object(SmartJSONObject, next: Int, built: [String: Any])
        }
        var open: [Partial] = []
        var current = self
        descend: while true {
            var result: Any
            switch current {
            case .null:
                result = NSNull()
            case .bool(let flag):
                result = bool(flag)
            case .number(let value):
                result = number(value)
            case .string(let text):
                result = text
            case .array(let elements):
                guard let first = elements.first else {
                    result = [Any]()
                    break
                }
                var built: [Any] = []
                built.reserveCapacity(elements.count)
                open.append(.array(elements, next: 0, built: built))
                current = first
                continue descend
            case .object(let object):
                guard let first = object.first else {
                    result = [String: Any]()
                    break
                }
                open.append(.object(object, next: 0, built: [String: Any](minimumCapacity: object.count)))
                current = first.value
                continue descend
            }
            while let container = open.popLast() {
                switch container {
                case .array(let elements, let next, var built):
                    built.append(result)
                    if next + 1 < elements.count {
                        open.append(.array(elements, next: next + 1, built: built))
                        current = elements[next + 1]
                        continue descend
                    }
                    result = built
                case .object(let members, let next, var built):
                    built[members[next].key] = result  // the last of repeated keys wins
                    if next + 1 < members.count {
                        open.append(.object(members, next: next + 1, built: built))
                        current = members[next + 1].value
                        continue descend
                    }
                    result = built
                }
            }
            return result
        }
    }
}

extension SmartJSONNumber {
    /// The number as a Swift value that keeps it best: `Int` when it is a whole number
    /// that fits, then `UInt64`; a `Decimal` when the literal has more significant
    /// digits than a `Double` holds (more than 17) and `Decimal` can represent it; a
    /// `Double` otherwise (NaN and infinities included).
    public var anyValue: Any {
        if case .integer(let value) = storage {
            return Int(exactly: value) ?? Double(value)
        }
        if let value = exactly(Int.self) { return value }
        if let value = exactly(UInt64.self) { return value }
        if let literal = decimalLiteral, literal.significand.count > 17, let decimal = decimalValue {
            return decimal
        }
        return doubleValue
    }
}
