// Stand-in for Apple's Combine framework, for Scripts/apple-check.sh: the declarations
// SmartCodable and its tests touch, with the signatures, generic constraints and
// conformances of Combine's public interface (macOS 10.15, iOS 13, tvOS 13, watchOS 6;
// primary associated types as in the Xcode 14 and later SDKs). Nothing here runs: the
// check only type-checks against it. Combine is not annotated for Sendable, and neither
// is this stand-in, so Swift 6 checks the package against it as strictly as against the
// real one.
//
// Add a declaration here only with its exact signature from Apple's documentation
// (developer.apple.com/documentation/combine): a looser stub hides errors.

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible {
    public init() {}
    public init(_ obj: AnyObject) {}
    public var description: String { "" }
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
    func cancel()
}

/// A protocol representing the connection of a subscriber to a publisher.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for types that serve as subscribers.
public enum Subscribers {
    /// A signal that a publisher doesn't produce additional elements.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// A requested number of items, sent to a publisher from a subscriber.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible {
        public static let unlimited = Demand()
        public static let none = Demand()
        public static func max(_ value: Int) -> Subscribers.Demand { Demand() }
        public static func < (lhs: Demand, rhs: Demand) -> Bool { false }
        public var description: String { "" }
    }
}

/// A protocol that declares a type that can receive input from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Self.Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

/// Declares that a type can transmit a sequence of values over time.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

/// A publisher that exposes a method for outside callers to publish elements.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Self.Output)
    func send(completion: Subscribers.Completion<Self.Failure>)
    func send(subscription: any Subscription)
}

extension Subject where Self.Output == Void {
    public func send() {}
}

/// A type-erasing cancellable object that executes a provided closure when canceled.
final public class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) {}
    public init<C>(_ canceller: C) where C: Cancellable {}
    final public func cancel() {}
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    final public func hash(into hasher: inout Hasher) {}
}

extension AnyCancellable {
    final public func store<C>(in collection: inout C)
    where C: RangeReplaceableCollection, C.Element == AnyCancellable {}

    final public func store(in set: inout Set<AnyCancellable>) {}
}

/// A publisher that performs type erasure by wrapping another publisher.
@frozen public struct AnyPublisher<Output, Failure>: CustomStringConvertible where Failure: Error {
    public var description: String { "" }
    public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher {}
}

extension AnyPublisher: Publisher {
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {}
}

extension Publisher {
    /// Wraps this publisher with a type eraser.
    public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> { AnyPublisher(self) }

    /// Attaches a subscriber with closure-based behavior.
    public func sink(
        receiveCompletion: @escaping ((Subscribers.Completion<Self.Failure>) -> Void),
        receiveValue: @escaping ((Self.Output) -> Void)
    ) -> AnyCancellable { AnyCancellable {} }
}

extension Publisher where Self.Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    public func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable { AnyCancellable {} }
}

/// A subject that wraps a single value and publishes a new element whenever the value
/// changes.
final public class CurrentValueSubject<Output, Failure>: Subject where Failure: Error {
    final public var value: Output
    public init(_ value: Output) { self.value = value }
    final public func send(subscription: any Subscription) {}
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {}
    final public func send(_ input: Output) {}
    final public func send(completion: Subscribers.Completion<Failure>) {}
}

/// A subject that broadcasts elements to downstream subscribers.
final public class PassthroughSubject<Output, Failure>: Subject where Failure: Error {
    public init() {}
    final public func send(subscription: any Subscription) {}
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {}
    final public func send(_ input: Output) {}
    final public func send(completion: Subscribers.Completion<Failure>) {}
}

/// A publisher that publishes changes from observable objects.
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == () {}
    final public func send() {}
}

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A type that publishes a property marked with an attribute.
@propertyWrapper public struct Published<Value> {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never {}
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }

    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher() }
        set {}
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError() }
        set {}
    }
}
