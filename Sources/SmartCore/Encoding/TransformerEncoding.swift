/// What a value transformer writes for a property on encode: `transformToJSON` of the
/// value (or of the value a wrapper holds), when it gives something JSON can hold; nil
/// means "encode the value normally". Shared by both encoders.
enum TransformerEncoding {
    static func json<T>(of value: T, with transformer: SmartValueTransformer) -> SmartJSONValue? {
        var output = transformer.transformToJSON(value)
        if output == nil, let wrapper = value as? any PropertyWrapperable {
            output = transformer.transformToJSON(wrapper.wrappedValue)
        }
        guard let output else { return nil }
        return try? SmartJSONValue(any: output)
    }
}
