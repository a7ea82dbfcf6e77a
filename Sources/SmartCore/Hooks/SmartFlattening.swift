/// A property type decoded from, and encoded into, the enclosing object itself rather
/// than the value under its own key (`@SmartFlat`).
package protocol SmartFlattening: SpecialDecodeShape {
    /// Whether this type flattens. `@SmartFlat` over an array does not: it reads its key.
    static var flattensIntoParent: Bool { get }

    /// The value whose keys are merged into the enclosing object; nil writes nothing.
    var flattenedValue: (any Encodable)? { get }
}
