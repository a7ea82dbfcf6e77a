import Foundation

/// A Foundation value that has no JSON form (a `Date`, `Data`, `URL`, a custom class, a
/// dictionary with non-string keys…), found while converting with `SmartJSONValue(any:)`.
public struct SmartJSONBridgingError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// Where the value sits, for example `items[2].created`; empty for the top level.
    public let path: String
    /// The Swift type of the value, for example `Date`.
    public let typeName: String

    /// An error for the value of type `typeName` at `path` (empty for the top level).
    public init(path: String, typeName: String) {
        self.path = path
        self.typeName = typeName
    }

    /// Names the type and where it sits, and says which values JSON can hold.
    public var description: String {
        let place = path.isEmpty ? "the top level" : path
        return
            "A value of type \(typeName) at \(place) has no JSON form; JSON holds only strings, numbers, booleans, null, arrays and objects with string keys."
    }

    /// The same text as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
