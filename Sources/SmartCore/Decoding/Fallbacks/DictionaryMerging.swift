/// Dictionaries that `SmartUpdater` merges with their current value instead of replacing
/// it: keys from the update win, other keys stay.
protocol DictionaryMerging {
    /// `update` merged over `base` when `base` is this dictionary type; otherwise `update`.
    static func merging(_ update: Self, over base: Any) -> Self
}

extension Dictionary: DictionaryMerging {
    static func merging(_ update: Dictionary, over base: Any) -> Dictionary {
        guard let current = base as? Dictionary else { return update }
        return current.merging(update) { _, new in new }
    }
}
