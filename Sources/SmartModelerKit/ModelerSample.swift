import Foundation

/// One JSON sample: its bytes and the name messages use for it (a file path,
/// `<stdin>`, `built-in sample`).
public struct ModelerSample: Sendable, Hashable {
    /// How errors refer to this sample.
    public var name: String
    /// UTF-8 JSON text.
    public var data: Data

    /// A sample from bytes.
    public init(name: String, data: Data) {
        self.name = name
        self.data = data
    }

    /// A sample from text.
    public init(name: String, text: String) {
        self.init(name: name, data: Data(text.utf8))
    }
}
