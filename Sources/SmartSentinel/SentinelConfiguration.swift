/// The sentinel's settings, kept together behind one lock.
struct SentinelConfiguration: Sendable {
    var mode: SmartSentinel.Level = .none
    var output: SmartSentinel.Output = .standardError
    var handler: (@Sendable (String) -> Void)?
}
