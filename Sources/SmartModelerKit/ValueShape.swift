import SmartCore

/// Everything the samples showed at one position of the document: how often each kind of
/// value appeared there, and, for objects and arrays, the merged shape of their contents.
///
/// One shape collects every value seen at its position across every element of every
/// array and every sample, so the types inferred from it fit all of them.
final class ValueShape {
    /// Values seen here, `null` included. For an object member: how many objects had the key.
    private(set) var count = 0
    private(set) var nullCount = 0
    private(set) var boolCount = 0
    /// Integer literals that fit `Int64`.
    private(set) var integerCount = 0
    /// Integer literals beyond `Int64`.
    private(set) var bigIntegerCount = 0
    /// Numbers written with a fraction or an exponent.
    private(set) var fractionCount = 0
    private(set) var stringCount = 0
    /// Strings that are ISO 8601 date-times (see `ISO8601DateTime`).
    private(set) var dateStringCount = 0
    private(set) var arrayCount = 0
    /// The merged members of every object seen here; nil until one is seen.
    private(set) var object: ObjectShape?
    /// The merged elements of every array seen here; nil until an array is seen.
    private(set) var elements: ValueShape?

    var numberCount: Int { integerCount + bigIntegerCount + fractionCount }
    var objectCount: Int { object?.count ?? 0 }
    var nonNullCount: Int { count - nullCount }

    /// Adds one value (and everything inside it) to the shape.
    func observe(_ value: SmartJSONValue) {
        count += 1
        switch value {
        case .null:
            nullCount += 1
        case .bool:
            boolCount += 1
        case .number(let number):
            if !number.isIntegerLiteral {
                fractionCount += 1
            } else if number.int64Value != nil {
                integerCount += 1
            } else {
                bigIntegerCount += 1
            }
        case .string(let text):
            stringCount += 1
            if ISO8601DateTime.matches(text) { dateStringCount += 1 }
        case .array(let items):
            arrayCount += 1
            let shape = elements ?? ValueShape()
            elements = shape
            for item in items { shape.observe(item) }
        case .object(let members):
            let shape = object ?? ObjectShape()
            object = shape
            shape.observe(members)
        }
    }

    /// The kinds of non-null value seen here, in a fixed order: bool, number, string,
    /// array, object.
    var kinds: [SmartJSONValue.Kind] {
        var kinds: [SmartJSONValue.Kind] = []
        if boolCount > 0 { kinds.append(.bool) }
        if numberCount > 0 { kinds.append(.number) }
        if stringCount > 0 { kinds.append(.string) }
        if arrayCount > 0 { kinds.append(.array) }
        if objectCount > 0 { kinds.append(.object) }
        return kinds
    }
}
