/// Which level a streaming container writes to, and which opening of that level.
struct StreamingHandle {
    let level: Int
    let identity: Int
}
