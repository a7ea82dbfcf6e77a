import Foundation

/// Why a `SmartJSONValue` could not be written as JSON text.
public enum SmartJSONWriteError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// A NaN or infinite number, which JSON cannot spell, at `path` (for example
    /// `items[2].price`); allow it with `SmartJSONWritingOptions.nonFiniteNumbers`.
    case nonFiniteNumber(Double, path: String)

    /// Says which value could not be written, where, and how to allow it.
    public var description: String {
        switch self {
        case .nonFiniteNumber(let value, let path):
            let place = path.isEmpty ? "the top level" : path
            return
                "Cannot write \(value) at \(place): JSON has no NaN or infinity. Use SmartJSONWritingOptions.nonFiniteNumbers to write a string instead."
        }
    }

    /// The same text as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
