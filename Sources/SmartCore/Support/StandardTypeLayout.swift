/// Tells `Optional` and `Array` types apart, an array's element type, and enums, from the
/// type's metadata: without asking the Swift runtime for a conformance.
///
/// A conformance question the runtime has not answered before for a type scans every
/// conformance record in the process (a few hundred thousand instructions on Linux). A
/// model's property of type `[Item]` or `Item?` used to cost one such scan on the first
/// decode of each such type, only to learn that it is an array or an optional.
///
/// The metadata layout read here is part of the Swift ABI (`docs/ABI/TypeMetadata.rst`):
/// word 0 of every non-class metadata record is its kind (`0x202` for an optional,
/// `0x201` for any other enum, `0x200` for a struct); word 1 of a struct's is its type descriptor, shared by every
/// instance of a generic type; a struct's generic arguments start at word 2. The layout
/// is checked once against types whose answers are known (`[Int]`, `[[Int]]`, `Int?`, `Int`,
/// `FloatingPointSign`); if any
/// answer differs, every type is "not known to be" an optional or an array here, and the
/// callers ask the runtime, as before.
enum StandardTypeLayout {
    /// `MetadataKind` values (ABI): a struct, an enum, and `Optional`.
    private static let structKind = 0x200
    private static let enumKind = 0x201
    private static let optionalKind = 0x202

    /// The type descriptor shared by every `Array` type, or nil when the layout did not
    /// check out.
    private static let arrayDescriptor: UInt? = {
        // Few generic types: each one named here is built from its mangled name the first
        // time, on a process's first decode.
        let descriptor = word(1, of: [Int].self)
        guard kind(of: [Int].self) == structKind, kind(of: Int?.self) == optionalKind,
            kind(of: Int.self) == structKind, kind(of: FloatingPointSign.self) == enumKind,
            word(1, of: [[Int]].self) == descriptor,
            word(1, of: Int.self) != descriptor,
            ObjectIdentifier(element(at: [[Int]].self)) == ObjectIdentifier([Int].self),
            ObjectIdentifier(element(at: [Int].self)) == ObjectIdentifier(Int.self)
        else { return nil }
        return descriptor
    }()

    /// Whether `type` is known to be an `Optional` (false when it is not, or when the layout
    /// did not check out).
    static func isOptional(_ type: Any.Type) -> Bool {
        arrayDescriptor != nil && kind(of: type) == optionalKind
    }

    /// Whether `type` is known to be an enum other than `Optional` (false when it is not,
    /// or when the layout did not check out).
    static func isEnum(_ type: Any.Type) -> Bool {
        arrayDescriptor != nil && kind(of: type) == enumKind
    }

    /// The key and value types when `type` is known to be a `Dictionary`; nil when it is
    /// not, or when the layout did not check out. A dictionary's metadata is a struct's,
    /// with the type descriptor every `Dictionary` shares in word 1 and the key and value
    /// types as the first two generic arguments (words 2 and 3).
    static func dictionaryTypes(of type: Any.Type) -> (key: Any.Type, value: Any.Type)? {
        guard let dictionaryDescriptor, kind(of: type) == structKind, word(1, of: type) == dictionaryDescriptor else {
            return nil
        }
        return (element(at: type), genericArgument(1, of: type))
    }

    /// The type descriptor shared by every `Dictionary` type, or nil when the layout did
    /// not check out (against `[String: Int]`, one type: each generic type named here is
    /// built from its mangled name on a process's first decode). Only `String` keys
    /// are used to check: a dictionary type's metadata is built after checking that its
    /// key is `Hashable`, and `String`'s answer is one every decode needs anyway, whereas
    /// another key type's first answer would cost a scan of every conformance record.
    private static let dictionaryDescriptor: UInt? = {
        guard let arrayDescriptor else { return nil }
        let dictionary: Any.Type = [String: Int].self
        let descriptor = word(1, of: dictionary)
        guard kind(of: dictionary) == structKind, descriptor != arrayDescriptor,
            ObjectIdentifier(element(at: dictionary)) == ObjectIdentifier(String.self),
            ObjectIdentifier(genericArgument(1, of: dictionary)) == ObjectIdentifier(Int.self)
        else { return nil }
        return descriptor
    }()

    /// The number of cases of `type` when it is known to be an enum none of whose cases
    /// carries a payload; nil when it is not, or when the layout did not check out.
    ///
    /// Read from the enum's type descriptor (word 1 of its metadata): the low five bits of
    /// its flags are the descriptor kind (18 for an enum), and after the five 32-bit
    /// fields every type descriptor starts with come the number of payload cases (low 24
    /// bits) and the number of cases without a payload. On arm64e the descriptor pointer
    /// is signed, so it is not read there.
    static func payloadFreeCaseCount(of type: Any.Type) -> Int? {
        guard enumDescriptorLayoutHolds, kind(of: type) == enumKind else { return nil }
        return payloadFreeCaseCount(descriptor: word(1, of: type))
    }

    /// Whether enum descriptors read as `payloadFreeCaseCount` expects, checked once
    /// against enums of the standard library whose cases are known.
    private static let enumDescriptorLayoutHolds: Bool = {
        #if arch(arm64e)
        return false
        #else
        func count(_ type: Any.Type) -> Int? {
            guard kind(of: type) == enumKind else { return nil }
            return payloadFreeCaseCount(descriptor: word(1, of: type))
        }
        return arrayDescriptor != nil && count(FloatingPointSign.self) == 2
            && count(FloatingPointRoundingRule.self) == 6 && count(Never.self) == 0
            && count(DecodingError.self) == nil
        #endif
    }()

    private static func payloadFreeCaseCount(descriptor: UInt) -> Int? {
        guard let pointer = UnsafeRawPointer(bitPattern: descriptor) else { return nil }
        let enumDescriptorKind: UInt32 = 18
        guard pointer.load(as: UInt32.self) & 0x1F == enumDescriptorKind,
            pointer.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF == 0
        else { return nil }
        return Int(pointer.load(fromByteOffset: 24, as: UInt32.self))
    }

    /// The element type when `type` is known to be an `Array`; nil when it is not, or when
    /// the layout did not check out.
    static func arrayElement(of type: Any.Type) -> Any.Type? {
        guard let arrayDescriptor, kind(of: type) == structKind, word(1, of: type) == arrayDescriptor else {
            return nil
        }
        return element(at: type)
    }

    /// The name of the module that declares `type` when it is a struct or an enum (an
    /// optional included), read from its type descriptor; nil for any other kind of type
    /// (classes, tuples, functions), or when the layout did not check out.
    ///
    /// Every context descriptor starts with 32-bit flags, whose low five bits are its kind
    /// (0 for a module), and a 32-bit relative pointer to its parent context, indirect
    /// when its lowest bit is set; a module's descriptor then holds a relative pointer to
    /// its name. Walking the parents from the type's descriptor (word 1 of its metadata)
    /// reaches the module that declares it, through any enclosing types, extensions and
    /// private scopes: a type nested in an extension of another module's type belongs to
    /// the extension's module. Reading the qualified name instead makes the runtime
    /// demangle and print it, about fifty times the cost, on the first decode of each
    /// type.
    static func declaringModuleName(of type: Any.Type) -> Substring? {
        guard moduleLayoutHolds else { return nil }
        return moduleNameFromDescriptor(of: type)
    }

    /// Whether descriptors read as `declaringModuleName` expects, checked once against
    /// types whose modules are known. On arm64e the pointers are signed, so they are not
    /// read there.
    private static let moduleLayoutHolds: Bool = {
        #if arch(arm64e)
        return false
        #else
        // Types whose metadata every decode has already made: checking costs no more.
        return arrayDescriptor != nil && moduleNameFromDescriptor(of: Int.self) == "Swift"
            && moduleNameFromDescriptor(of: Int?.self) == "Swift"
            && moduleNameFromDescriptor(of: FloatingPointSign.self) == "Swift"
            && moduleNameFromDescriptor(of: SmartJSONValue.self) == "SmartCore"
            && moduleNameFromDescriptor(of: SmartJSONValue.Kind.self) == "SmartCore"
        #endif
    }()

    /// The walk described at `declaringModuleName`, at most 64 contexts deep.
    private static func moduleNameFromDescriptor(of type: Any.Type) -> Substring? {
        let metadataKind = kind(of: type)
        guard metadataKind == structKind || metadataKind == enumKind || metadataKind == optionalKind,
            var context = UnsafeRawPointer(bitPattern: word(1, of: type))
        else { return nil }
        let moduleContextKind: UInt32 = 0
        for _ in 0..<64 {
            if context.load(as: UInt32.self) & 0x1F == moduleContextKind {
                let nameOffset = context.load(fromByteOffset: 8, as: Int32.self)
                guard nameOffset != 0 else { return nil }
                let name = (context + 8 + Int(nameOffset)).assumingMemoryBound(to: CChar.self)
                return Substring(String(cString: name))
            }
            let parentOffset = context.load(fromByteOffset: 4, as: Int32.self)
            guard parentOffset != 0 else { return nil }
            let parent = context + 4 + Int(parentOffset & ~1)
            if parentOffset & 1 == 0 {
                context = parent
            } else {
                guard let indirect = parent.load(as: UnsafeRawPointer?.self) else { return nil }
                context = indirect
            }
        }
        return nil
    }

    /// Word `index` of the metadata of `type` (every metadata record has at least two).
    private static func word(_ index: Int, of type: Any.Type) -> UInt {
        unsafeBitCast(type, to: UnsafeRawPointer.self).load(
            fromByteOffset: index * MemoryLayout<UInt>.stride, as: UInt.self)
    }

    private static func kind(of type: Any.Type) -> Int {
        Int(bitPattern: word(0, of: type))
    }

    /// The first generic argument of a struct type (an array's element type).
    private static func element(at type: Any.Type) -> Any.Type {
        genericArgument(0, of: type)
    }

    /// Generic argument `index` of a struct type (they start at word 2).
    private static func genericArgument(_ index: Int, of type: Any.Type) -> Any.Type {
        unsafeBitCast(type, to: UnsafeRawPointer.self).load(
            fromByteOffset: (2 + index) * MemoryLayout<UInt>.stride, as: Any.Type.self)
    }
}
