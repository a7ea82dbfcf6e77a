#if !canImport(Combine)
/// A stand-in for Combine's `ObservableObject` on platforms without Combine, so models
/// written for Apple platforms (`class Model: ObservableObject, SmartCodable`) compile.
/// Observe `@SmartPublished` properties through their `$name` publishers.
public protocol ObservableObject: AnyObject {}
#endif
