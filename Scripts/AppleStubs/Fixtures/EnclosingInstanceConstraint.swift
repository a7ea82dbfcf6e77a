// expect-error: requires that 'Plain' conform to 'ObservableObject'
// A class's wrapper always goes through _enclosingInstance: a constraint narrower than
// AnyObject rejects every class that does not meet it.
import Foundation

@propertyWrapper
struct Observed<Value> {
    var stored: Value
    init(wrappedValue: Value) { stored = wrappedValue }
    var wrappedValue: Value {
        get { stored }
        set { stored = newValue }
    }
    static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Observed<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].stored }
        set { object[keyPath: storageKeyPath].stored = newValue }
    }
}

final class Plain {
    @Observed var count = 0
}
