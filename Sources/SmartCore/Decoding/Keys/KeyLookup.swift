import Foundation

/// Finding a property's JSON value in a flat document: the one place for member lookup
/// and for the `mappingForKey` candidate rules (§5.2 of the behaviour spec, with DI-3).
enum KeyLookup {
    /// The value of the member whose name is `utf8`, or nil.
    ///
    /// The search starts at the name entry `start` of `object` (where the previous lookup
    /// in this object ended) and wraps around once, so members in declaration order are
    /// found in one step each and any order is found in one pass over the object. Names
    /// are compared as bytes: length first, then contents. When a name repeats, the last
    /// occurrence wins. When the member is found, `start` becomes the name after it.
    ///
    /// `start` must be a name entry of `object` (its first is `object.index + 1`): a keyed
    /// container keeps it per object (see `SmartKeyedDecodingContainer.renew`).
    @inline(__always)
    static func value(utf8: UnsafeBufferPointer<UInt8>, in object: FlatCursor, start: inout Int) -> FlatCursor? {
        // The document's plain parts, not the document: a local reference to it would be
        // retained and released around every lookup.
        let entries = object.document.entries
        let bytes = object.document.bytes
        let entry = entries[object.index]
        let count = Int(entry.length)
        guard count > 0 else { return nil }
        if entry.has(FlatEntry.hasRepeatedKeys) { return lastValue(utf8: utf8, in: object) }
        // Entry indices are below the document's entry count, so `&+` cannot overflow
        // (and adds no overflow check to every step).
        let first = object.index &+ 1
        let end = entry.payload
        var name = start
        for _ in 0..<count {
            let valueIndex = name &+ 1
            let valueEntry = entries[valueIndex]
            let next = valueEntry.kind.isContainer ? valueEntry.payload : valueIndex &+ 1
            if FlatDocument.string(of: entries[name], in: bytes, equals: utf8) {
                start = next == end ? first : next
                return FlatCursor(object.document, valueIndex)
            }
            name = next == end ? first : next
        }
        return nil
    }

    /// The value of the last member named `utf8` (objects with repeated names).
    @inline(never)
    private static func lastValue(utf8: UnsafeBufferPointer<UInt8>, in object: FlatCursor) -> FlatCursor? {
        var found: FlatCursor?
        for member in object.members where object.document.string(at: member.name, equals: utf8) {
            found = member.value
        }
        return found
    }

    /// The value of the member named `name` (for keys not known in advance), searching
    /// from `start` (see `value(utf8:in:start:)`).
    static func value(named name: String, in object: FlatCursor, start: inout Int) -> FlatCursor? {
        var name = name
        return name.withUTF8 { value(utf8: $0, in: object, start: &start) }
    }

    /// The value of the member named `name`, searching from the object's first member.
    static func value(named name: String, in object: FlatCursor) -> FlatCursor? {
        var start = object.index &+ 1
        return value(named: name, in: object, start: &start)
    }

    /// The value a mapping rule picks. Candidates are tried in order: a key present and
    /// not null wins (the raw JSON key first, then the key as the key strategy rewrote
    /// it); a dotted path through nested objects wins when present, even as null.
    static func mappedValue(_ candidates: [String], in object: FlatCursor, converted: ConvertedMembers?) -> FlatCursor?
    {
        for candidate in candidates {
            if let value = Self.value(named: candidate, in: object), !value.isNull { return value }
            if let converted, let index = converted.value(named: candidate) {
                let value = FlatCursor(object.document, index)
                if !value.isNull { return value }
            }
            if candidate.contains("."), let value = objectPath(candidate, in: object, converted: converted) {
                return value
            }
        }
        return nil
    }

    /// The value at a dotted path that goes through objects only: through the names as
    /// written, else starting from the key strategy's name for the first step.
    static func objectPath(_ path: String, in object: FlatCursor, converted: ConvertedMembers?) -> FlatCursor? {
        let segments = path.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
        guard let head = segments.first else { return nil }
        let rest = segments.dropFirst()
        if let found = value(named: head, in: object), let value = follow(rest, from: found) { return value }
        if let converted, let index = converted.value(named: head) {
            return follow(rest, from: FlatCursor(object.document, index))
        }
        return nil
    }

    private static func follow(_ segments: ArraySlice<String>, from start: FlatCursor) -> FlatCursor? {
        var current = start
        for segment in segments {
            guard current.flatKind == .object, let next = value(named: segment, in: current) else { return nil }
            current = next
        }
        return current
    }

    /// A transformer's result as `T`: directly, or wrapped when `T` is a property wrapper
    /// that transformers see through. A model in the result is finished once (DI-7).
    static func transformerOutput<T>(
        _ transformer: SmartValueTransformer, _ value: FlatCursor, context: SmartTransformContext
    ) -> T? {
        guard let output = transformer.transformFromJSON(transformerInput(value), context: context) else { return nil }
        if let result = output as? T { return Defaults.finished(result) }
        if let wrapper = T.self as? any PropertyWrapperable.Type,
            let wrapped = wrapper.createInstance(with: Defaults.finished(output)) as? T
        {
            return wrapped
        }
        return nil
    }

    /// What a value transformer receives (§1.5 of the behaviour spec): Foundation objects
    /// as `JSONSerialization` makes them, numbers as `NSNumber`s built from the literal.
    static func transformerInput(_ value: FlatCursor) -> Any {
        value.jsonValue.foundationValue(numbers: .serialization)
    }
}
