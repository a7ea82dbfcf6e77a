extension JSONWriteError {
    /// The same error located at `path`.
    func located(at path: String) -> JSONWriteError {
        switch self {
        case .nonFiniteNumber(let value, _): return .nonFiniteNumber(value, path: path)
        }
    }
}
