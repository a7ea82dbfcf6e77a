/// Every name made of up to `length` pieces of `alphabet`, the empty name first: for tests
/// that compare two implementations of a rule on all short names.
enum GeneratedNames {
    static func all(over alphabet: [String], upTo length: Int) -> [String] {
        var names = [""]
        var level = [""]
        for _ in 0..<length {
            level = level.flatMap { prefix in alphabet.map { prefix + $0 } }
            names += level
        }
        return names
    }
}
