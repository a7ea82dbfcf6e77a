import Foundation

/// A member name as JSON compares names: by its exact UTF-8 bytes.
///
/// Swift's `String ==` treats canonically equivalent texts as equal (`"é"` written as one
/// scalar or as `e` plus a combining accent); JSON does not, and neither does the
/// parser's repeated-name check or the decoder's byte comparison of member names. Objects
/// use this for every key comparison and for their hash index, so a document means the
/// same thing whichever way it is read.
struct JSONKey: Hashable {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    static func == (lhs: JSONKey, rhs: JSONKey) -> Bool {
        same(lhs.name, rhs.name)
    }

    func hash(into hasher: inout Hasher) {
        var text = name
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Whether two names have the same UTF-8 bytes.
    @inline(__always)
    static func same(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        var left = lhs
        var right = rhs
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                guard let leftBase = leftBytes.baseAddress, let rightBase = rightBytes.baseAddress else { return true }
                return WordBytes.equal(leftBase, rightBase, count: leftBytes.count)
            }
        }
    }
}
