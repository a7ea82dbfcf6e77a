/// An `Encodable` model type, as `EncodableModels` keeps it.
struct EncodableModelType: @unchecked Sendable {
    // @unchecked: a metatype, immutable and safe to share.
    let type: any Encodable.Type
}
