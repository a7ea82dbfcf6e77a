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
/// `$name` (a `SmartPublished<Value>.Publisher`) publishes the current value on
/// subscription and every new value as it is set. With Combine (Apple platforms) it is a
/// Combine publisher and, inside an `ObservableObject`, a set first sends
/// `objectWillChange` when that is the standard publisher (the value is assigned either
/// way). Without Combine (Linux) its `sink(receiveValue:)` returns a `SmartCancellable`.
///
/// The wrapper works in any class and in structs. A copy of a struct keeps its own value
/// (copies share the publisher, as in the original library). In a class, reads and sets
/// are thread-safe.
@propertyWrapper
public struct SmartPublished<Value: Codable>: Codable {
    private var box: PublishedValueBox<Value>

    /// Wraps the initializer value.
    public init(wrappedValue: Value) {
        box = PublishedValueBox(wrappedValue, channel: PublishedChannel(wrappedValue))
    }

    /// The current value; setting it publishes it to the subscribers of the projected
    /// value first.
    public var wrappedValue: Value {
        get { box.value }
        set {
            if !isKnownUniquelyReferenced(&box) { box = box.copy() }
            box.set(newValue)
        }
    }

    /// The values of the property, current one first.
    public var projectedValue: Publisher {
        Publisher(channel: box.channel)
    }

    /// The property in a class: inside an `ObservableObject` whose `objectWillChange` is
    /// the standard publisher, a set first announces the change; then it assigns, under a
    /// lock, without mutating the class's storage (so sets from several threads are safe).
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
        get { object[keyPath: storageKeyPath].box.value }
        set {
            #if canImport(Combine)
            if let observable = object as? any ObservableObject { announceChange(of: observable) }
            #endif
            object[keyPath: storageKeyPath].box.set(newValue)
        }
    }

    #if canImport(Combine)
    /// Sends `objectWillChange` when it is the standard publisher (a custom publisher has
    /// no parameterless `send`).
    private static func announceChange<Observable: ObservableObject>(of object: Observable) {
        (object.objectWillChange as? ObservableObjectPublisher)?.send()
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
