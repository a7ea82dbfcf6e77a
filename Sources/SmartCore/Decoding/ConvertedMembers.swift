/// An object's members under the key strategy's names, for lookups when a key strategy
/// is set: each name once (the last of repeated names), and when two names become the
/// same the first in the document wins.
struct ConvertedMembers {
    /// Converted name and the entry index of the member's value, in document order.
    let members: [(name: String, value: Int)]

    func value(named name: String) -> Int? {
        members.first { JSONKey.same($0.name, name) }?.value
    }
}
