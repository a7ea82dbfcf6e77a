/// Types the decoder does not treat as a plain model or plain `Decodable`: the scalars,
/// the standard collections, and the types adopting a decoding hook. Every such protocol
/// refines this one, so `DecodeShape` asks one question of a user's model type before
/// knowing it is a model.
///
/// That matters on the first decode of each type: a conformance check that fails makes
/// the Swift runtime scan every conformance record in the process once per type and
/// protocol, and a model used to fail six of them (measured: most of a cold decode of
/// twitter.json).
package protocol SpecialDecodeShape {}
