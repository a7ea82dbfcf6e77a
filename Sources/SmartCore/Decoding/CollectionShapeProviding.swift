/// Standard containers that say their `CollectionShape`.
protocol CollectionShapeProviding {
    static var collectionShape: CollectionShape { get }
}

extension Array: CollectionShapeProviding { static var collectionShape: CollectionShape { .array } }
extension ContiguousArray: CollectionShapeProviding { static var collectionShape: CollectionShape { .array } }
extension Set: CollectionShapeProviding { static var collectionShape: CollectionShape { .array } }
extension Dictionary: CollectionShapeProviding { static var collectionShape: CollectionShape { .dictionary } }
extension Optional: CollectionShapeProviding { static var collectionShape: CollectionShape { .optional } }
