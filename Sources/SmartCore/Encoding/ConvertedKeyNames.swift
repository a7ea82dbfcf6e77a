import Foundation

/// The names keys are written under by an encode call with a key strategy: each key is
/// converted once per call (`KeyStrategyConverter`), and each distinct name gets a number,
/// so that an object can tell cheaply whether it wrote a name already. Used by both
/// encoders (`SmartEncoderImpl`, `DirectEncoder`).
struct ConvertedKeyNames {
    private var converted: [String: (name: String, number: Int)] = [:]
    private var numbers: [String: Int] = [:]

    /// The name `key` is written under with `strategy`, and that name's number (distinct
    /// names have distinct numbers, from 0 up, in this call).
    mutating func name(for key: String, _ strategy: JSONEncoder.SmartKeyEncodingStrategy) -> (name: String, number: Int)
    {
        if let known = converted[key] { return known }
        let name = KeyStrategyConverter.convert(key, strategy)
        let number = numbers[name] ?? numbers.count
        numbers[name] = number
        converted[key] = (name, number)
        return (name, number)
    }
}
