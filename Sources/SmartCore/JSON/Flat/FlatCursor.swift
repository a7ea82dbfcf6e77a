/// A value of a `FlatDocument`: the document and the index of the value's entry.
///
/// The document is held unowned: cursors live only inside a decode call, whose decoder
/// keeps every document it reads alive.
struct FlatCursor {
    unowned(unsafe) let document: FlatDocument
    let index: Int

    @inline(__always)
    init(_ document: FlatDocument, _ index: Int) {
        self.document = document
        self.index = index
    }

    @inline(__always)
    var entry: FlatEntry { document.entries[index] }

    @inline(__always)
    var flatKind: FlatKind { document.entries[index].kind }

    /// `true` for `null`.
    @inline(__always)
    var isNull: Bool { flatKind == .null }

    /// The value as a `SmartJSONValue` tree (built on demand).
    var jsonValue: SmartJSONValue { document.jsonValue(at: index) }
}
