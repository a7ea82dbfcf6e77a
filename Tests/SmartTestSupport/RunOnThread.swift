import Foundation

/// Runs `body` on a new `Thread` with `stackSize` bytes of stack and waits for its result;
/// nil when it does not finish within `timeout` seconds.
///
/// Assertions belong on the test's own thread: return what to check from `body`.
///
/// Tests that need a deep decode to reach its last level run it here, with a stack of a
/// known size: the test runner's own threads have whatever the platform and the build
/// give them, and the stack guard rightly stops a decode that does not fit.
public func runOnThread<T: Sendable>(stackSize: Int, timeout: Double = 300, _ body: @escaping @Sendable () -> T) -> T? {
    let box = ThreadResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.set(body())
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    guard done.wait(timeout: .now() + timeout) == .success else { return nil }
    return box.value
}
