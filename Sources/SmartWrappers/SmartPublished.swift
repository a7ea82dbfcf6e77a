import Foundation
import SmartCore

#if canImport(Combine)
import Combine
#endif

/// A published property that decodes tolerantly: `@Published` for SmartCodable models.
///
/// ```swift
/// final class Profile: ObservableObject, SmartCodable {
///     @SmartPublished var name: String = ""
///     required init() {}
/// }
/// profile.$name.sink { print("new name:", $0) }.store(in: &cancellables)
/// ```
///
/// `$name` publishes the current value on subscription and every new value as it is set.
/// With Combine (Apple platforms) it is a Combine publisher and, inside an
/// `ObservableObject`, a set first sends `objectWillChange` when that is the standard
/// publisher (the value is assigned either way). Without Combine (Linux) `$name` is a
/// `SmartValuePublisher` whose `sink(receiveValue:)` returns a cancellable that
/// `store(in:)` accepts, so the same code compiles. Reads and writes are thread-safe.
@propertyWrapper
public struct SmartPublished<Value: Codable>: Codable {
    private let storage: PublishedValueStorage<Value>

    /// Wraps the initializer value.
    public init(wrappedValue: Value) {
        storage = PublishedValueStorage(wrappedValue)
    }

    /// The current value; setting it, from any thread, publishes it to the subscribers of
    /// the projected value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.set(newValue) }
    }

    #if canImport(Combine)
    /// The values of the property, current one first.
    public var projectedValue: AnyPublisher<Value, Never> {
        storage.subject.eraseToAnyPublisher()
    }

    /// The property in any class: inside an `ObservableObject` whose `objectWillChange` is
    /// the standard publisher, a set first announces the change; then it assigns.
    ///
    /// Constrained to `AnyObject`, as Combine's `@Published` is: the compiler routes every
    /// class's wrapper through this subscript, so a narrower constraint would reject
    /// classes that are not observable. Whether the class is observable is checked when a
    /// value is set.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, SmartPublished<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            if let observable = object as? any ObservableObject { announceChange(of: observable) }
            object[keyPath: storageKeyPath].storage.set(newValue)
        }
    }

    /// Sends `objectWillChange` when it is the standard publisher (a custom publisher has
    /// no parameterless `send`).
    private static func announceChange<Observable: ObservableObject>(of object: Observable) {
        (object.objectWillChange as? ObservableObjectPublisher)?.send()
    }
    #else
    /// The values of the property, current one first.
    public var projectedValue: SmartValuePublisher<Value> {
        SmartValuePublisher(storage: storage)
    }
    #endif

    /// Decodes `Value` from the property's JSON value (tolerantly under SmartCodable's
    /// decoder).
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
    }

    /// Writes the current value as `Value` encodes itself.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension SmartPublished: PropertyWrapperable {}

extension SmartPublished: Sendable where Value: Sendable {}
extension SmartPublished: Equatable where Value: Equatable {}
extension SmartPublished: Hashable where Value: Hashable {}
