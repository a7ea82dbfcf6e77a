/// Names the types and properties of the merged samples and collects their declarations.
///
/// Types are named breadth first, from the root down, in property order, so a shallower
/// object gets the plain name. A nested object's type is named after its key in PascalCase
/// (`search_metadata` → `SearchMetadata`), singular for the elements of arrays and the
/// values of id-keyed dictionaries (`runways` → `Runway`; `data` → `DataItem` when the word
/// has no singular). When that name is taken by a different type, not a valid identifier,
/// or would hide a standard type (`Data`, `Date`, `String`…), the parent type's name is put
/// in front (`UserEntities`), then a number after (`UserEntities2`). An object whose
/// properties and types are identical to an already named type of the same base name
/// reuses that type instead of declaring a copy.
final class GenerationPlanner {
    private let resolver: TypeResolver
    private let keyStrategy: ModelerKeyStrategy
    private var fieldCache: [ObjectIdentifier: [InferredField]] = [:]
    private var signatureCache: [ObjectIdentifier: String] = [:]
    /// Every declared type name and the signature of its shape.
    private var signatureByName: [String: String] = [:]
    /// The names declared for each base name, in order.
    private var namesByBase: [String: [String]] = [:]
    /// Types named but not yet declared, in naming order.
    private var pending: [(shape: ObjectShape, name: String)] = []
    private var needsFoundation = false

    init(resolver: TypeResolver, keyStrategy: ModelerKeyStrategy) {
        self.resolver = resolver
        self.keyStrategy = keyStrategy
    }

    /// Declarations for `root` (named `rootName`) and every type inside it.
    func plan(root: ObjectShape, rootName: String) -> GenerationPlan {
        signatureByName[rootName] = signature(of: root)
        pending.append((root, rootName))
        var declarations: [ModelDeclaration] = []
        var index = 0
        while index < pending.count {
            let next = pending[index]
            index += 1
            declarations.append(declaration(of: next.shape, named: next.name))
        }
        return GenerationPlan(declarations: declarations, needsFoundation: needsFoundation)
    }

    // MARK: Properties

    private func declaration(of shape: ObjectShape, named typeName: String) -> ModelDeclaration {
        var usedNames = Set<String>()
        let properties = fields(of: shape).map { field in
            property(for: field, in: typeName, usedNames: &usedNames)
        }
        return ModelDeclaration(name: typeName, properties: properties)
    }

    private func property(for field: InferredField, in typeName: String, usedNames: inout Set<String>)
        -> PropertyDeclaration
    {
        let (name, mapsKey) = propertyName(forKey: field.key, usedNames: &usedNames)
        if field.type.needsFoundation { needsFoundation = true }
        var declaration = PropertyDeclaration(
            key: field.key, name: name, type: "", initialValue: nil, isSmartAny: false,
            note: field.note, mapsKey: mapsKey, isDate: false)
        switch field.type {
        case .any:
            declaration.type = "Any?"
            declaration.isSmartAny = true
        case .anyArray:
            declaration.type = "[Any]"
            declaration.initialValue = "[]"
            declaration.isSmartAny = true
        case .anyDictionary:
            declaration.type = "[String: Any]"
            declaration.initialValue = "[:]"
            declaration.isSmartAny = true
        default:
            let base = GenerationPlanner.baseName(forKey: field.key)
            let elementBase = GenerationPlanner.elementBaseName(forKey: field.key)
            let text = swiftType(field.type, base: base, elementBase: elementBase, parent: typeName)
            declaration.isDate = if case .date = field.type { true } else { false }
            if field.isOptional {
                declaration.type = text + "?"
            } else {
                declaration.type = text
                declaration.initialValue = GenerationPlanner.initialValue(for: field.type, typeText: text)
            }
        }
        return declaration
    }

    /// The property name for `key`, unique in its type (`name2`, `name3`… on a clash), and
    /// whether it needs a `mappingForKey()` entry under the key strategy.
    private func propertyName(forKey key: String, usedNames: inout Set<String>) -> (String, Bool) {
        let candidate: String
        switch keyStrategy {
        case .mapping:
            candidate = SwiftIdentifier.propertyName(forKey: key)
        case .snake:
            let converted = SnakeCaseKeys.converted(key)
            if SwiftIdentifier.isValid(converted), converted.first?.isLowercase == true {
                candidate = converted
            } else {
                candidate = SwiftIdentifier.propertyName(forKey: key)
            }
        }
        var name = candidate
        var number = 2
        while usedNames.contains(name) {
            name = candidate + String(number)
            number += 1
        }
        usedNames.insert(name)
        let decodedKey = keyStrategy == .snake ? SnakeCaseKeys.converted(key) : key
        return (name, name != decodedKey)
    }

    // MARK: Types

    private func swiftType(_ type: InferredType, base: String, elementBase: String, parent: String) -> String {
        switch type {
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .decimal: return "Decimal"
        case .string: return "String"
        case .date: return "Date"
        case .any: return "Any"
        case .anyArray: return "[Any]"
        case .anyDictionary: return "[String: Any]"
        case .model(let shape):
            return typeName(for: shape, base: base, parent: parent)
        case .array(let element, let optionalElements):
            let inner = swiftType(element, base: elementBase, elementBase: elementBase, parent: parent)
            return "[" + inner + (optionalElements ? "?" : "") + "]"
        case .dictionary(let value, let optionalValues):
            let inner = swiftType(value, base: elementBase, elementBase: elementBase, parent: parent)
            return "[String: " + inner + (optionalValues ? "?" : "") + "]"
        }
    }

    /// The name of the model for `shape`, declaring it (and queueing its declaration) the
    /// first time; an identical model of the same base name is reused.
    private func typeName(for shape: ObjectShape, base: String, parent: String) -> String {
        let signature = signature(of: shape)
        if let existing = namesByBase[base]?.first(where: { signatureByName[$0] == signature }) {
            return existing
        }
        var candidates: [String] = []
        if SwiftIdentifier.isUsableTypeName(base) { candidates.append(base) }
        candidates.append(parent + base)
        var number = 2
        while true {
            for candidate in candidates {
                if let taken = signatureByName[candidate] {
                    if taken == signature { return candidate }
                    continue
                }
                guard SwiftIdentifier.isUsableTypeName(candidate) else { continue }
                signatureByName[candidate] = signature
                namesByBase[base, default: []].append(candidate)
                pending.append((shape, candidate))
                return candidate
            }
            candidates = [parent + base + String(number)]
            number += 1
        }
    }

    /// A string equal for two shapes exactly when they generate the same declaration.
    private func signature(of shape: ObjectShape) -> String {
        let id = ObjectIdentifier(shape)
        if let cached = signatureCache[id] { return cached }
        let parts = fields(of: shape).map { field in
            "\(field.key.utf8.count):\(field.key)=\(signature(of: field.type))\(field.isOptional ? "?" : "")#\(field.note ?? "")"
        }
        let result = "{" + parts.joined(separator: ",") + "}"
        signatureCache[id] = result
        return result
    }

    private func signature(of type: InferredType) -> String {
        switch type {
        case .bool: return "B"
        case .int: return "I"
        case .double: return "F"
        case .decimal: return "N"
        case .string: return "S"
        case .date: return "T"
        case .any: return "A"
        case .anyArray: return "[A]"
        case .anyDictionary: return "[:A]"
        case .model(let shape): return signature(of: shape)
        case .array(let element, let optional): return "[" + signature(of: element) + (optional ? "?" : "") + "]"
        case .dictionary(let value, let optional): return "[:" + signature(of: value) + (optional ? "?" : "") + "]"
        }
    }

    private func fields(of shape: ObjectShape) -> [InferredField] {
        let id = ObjectIdentifier(shape)
        if let cached = fieldCache[id] { return cached }
        let fields = resolver.fields(of: shape)
        fieldCache[id] = fields
        return fields
    }

    // MARK: Names and values

    /// The PascalCase type name for an object under `key`; `Value` for a key with no
    /// letters or digits.
    static func baseName(forKey key: String) -> String {
        let name = SwiftIdentifier.typeName(forKey: key)
        return name.isEmpty ? "Value" : name
    }

    /// The type name for elements of an array (or values of a dictionary) under `key`:
    /// the singular (`runways` → `Runway`), or `…Item` when the word has no distinct
    /// singular (`data` → `DataItem`).
    static func elementBaseName(forKey key: String) -> String {
        if let singular = Singularizer.singular(ofKey: key) {
            let name = SwiftIdentifier.typeName(forKey: singular)
            if !name.isEmpty { return name }
        }
        return baseName(forKey: key) + "Item"
    }

    static func initialValue(for type: InferredType, typeText: String) -> String? {
        switch type {
        case .bool: return "false"
        case .int, .double, .decimal: return "0"
        case .string: return "\"\""
        case .model: return typeText + "()"
        case .array, .anyArray: return "[]"
        case .dictionary, .anyDictionary: return "[:]"
        case .date, .any: return nil
        }
    }
}
