/// Collections that are models only because their elements are (`[Model]`): the decoder
/// finishes each element itself, so it never calls `didFinishMapping()` on these.
protocol ModelCollection {}

extension Array: ModelCollection where Element: SmartDecodable {}
