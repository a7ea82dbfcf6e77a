/// A model that can be written back to dictionaries and JSON with `toDictionary()` and
/// `toJSONString()`, using the same key mapping and value transformers it decodes with.
///
/// It shares `SmartDecodable`'s requirements and their defaults (`SmartMappable`), so a
/// type that only encodes needs nothing beyond `init()`.
public protocol SmartEncodable: Encodable, SmartMappable {}
