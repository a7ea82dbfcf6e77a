import Foundation

/// The cases of a `SmartCaseDefaultable` enum whose raw values are strings, with the
/// UTF-8 of each raw value: the decoder turns a JSON string into a case by comparing
/// bytes, without a single-value container, a `String` or the enum's `init(rawValue:)`
/// (measured: most of the cost of a `Surface` in airports.json went there).
///
/// Only exact matches are taken here. Anything else (an escaped string, a number, a
/// value no case has) goes through the enum's own `init(from:)`, so conversions, the
/// error and the fallback are the same as without the table.
final class StringCaseTable: @unchecked Sendable {
    // @unchecked: immutable after init; the cases are values of a `Codable` enum.

    private let rawValues: [[UInt8]]
    /// The enum the cases are values of.
    private let enumeration: ObjectIdentifier
    /// The cases, stored as values of the enum in a buffer, so that a match hands out a
    /// value with no dynamic cast (a cast cost more than the match).
    private let cases: UnsafeMutableRawPointer
    private let releaseCases: @Sendable () -> Void

    private init<Enumeration>(rawValues: [[UInt8]], cases: [Enumeration]) {
        self.rawValues = rawValues
        enumeration = ObjectIdentifier(Enumeration.self)
        let storage = UnsafeMutablePointer<Enumeration>.allocate(capacity: max(cases.count, 1))
        storage.initialize(from: cases, count: cases.count)
        self.cases = UnsafeMutableRawPointer(storage)
        let count = cases.count
        let address = UInt(bitPattern: storage)
        releaseCases = {
            guard let pointer = UnsafeMutablePointer<Enumeration>(bitPattern: address) else { return }
            pointer.deinitialize(count: count)
            pointer.deallocate()
        }
    }

    deinit { releaseCases() }

    /// The table of `type`, or nil when its raw values are not strings.
    static func make(for type: any SmartCaseDefaultable.Type) -> StringCaseTable? {
        build(type)
    }

    private static func build<Enumeration: SmartCaseDefaultable>(_ type: Enumeration.Type) -> StringCaseTable? {
        guard Enumeration.RawValue.self == String.self else { return nil }
        var rawValues: [[UInt8]] = []
        var cases: [Enumeration] = []
        for enumerationCase in everyCase(of: Enumeration.self) {
            guard let rawValue = enumerationCase.rawValue as? String else { return nil }
            rawValues.append(Array(rawValue.utf8))
            cases.append(enumerationCase)
        }
        return StringCaseTable(rawValues: rawValues, cases: cases)
    }

    /// Every case of the enum, in declaration order. For an enum whose cases carry no
    /// payload (every enum with raw values the compiler writes), made from the case
    /// numbers: such an enum is stored as its case's number, 0 for the first declared
    /// (one byte for up to 256 cases, none for one case; Swift ABI, `TypeLayout.rst`).
    /// That saves the first use of each enum the `allCases` lookup: resolving `AllCases`
    /// and its `Collection` conformance scans every conformance record in the process.
    /// Any other type lists `allCases`.
    static func everyCase<Enumeration: CaseIterable>(of type: Enumeration.Type) -> [Enumeration] {
        // Plain comparisons and a loop: a range (`1...256`, `0..<count`) would make the runtime
        // build its type the first time, checking `Int: Comparable`, a scan of its own.
        guard let count = StandardTypeLayout.payloadFreeCaseCount(of: Enumeration.self), count >= 1, count <= 256,
            MemoryLayout<Enumeration>.size == (count == 1 ? 0 : 1)
        else { return Array(Enumeration.allCases) }
        var cases: [Enumeration] = []
        cases.reserveCapacity(count)
        var number = 0
        while number < count {
            cases.append(withUnsafeBytes(of: UInt8(truncatingIfNeeded: number)) { $0.load(as: Enumeration.self) })
            number += 1
        }
        return cases
    }

    /// The case of `T` whose raw value is exactly the unescaped JSON string `value`, or
    /// nil (also when `T` is not the enum this table was made for).
    @inline(__always)
    func matchingCase<T>(_ value: FlatCursor, as type: T.Type) -> T? {
        guard ObjectIdentifier(T.self) == enumeration, let index = matchingIndex(value) else { return nil }
        return cases.load(fromByteOffset: index * MemoryLayout<T>.stride, as: T.self)
    }

    private func matchingIndex(_ value: FlatCursor) -> Int? {
        let entry = value.entry
        guard entry.kind == .string, !entry.has(FlatEntry.hasEscapes) else { return nil }
        let text = value.document.literalBytes(at: value.index)
        for index in rawValues.indices where rawValues[index].count == text.count {
            let equal = rawValues[index].withUnsafeBufferPointer { raw in
                guard let left = raw.baseAddress, let right = text.baseAddress else { return raw.isEmpty }
                return WordBytes.equal(left, right, count: raw.count)
            }
            if equal { return index }
        }
        return nil
    }
}
