extension SmartJSONWriteError {
    /// The same error located at `path`.
    func located(at path: String) -> SmartJSONWriteError {
        switch self {
        case .nonFiniteNumber(let value, _): return .nonFiniteNumber(value, path: path)
        }
    }
}
