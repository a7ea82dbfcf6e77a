// SmartTransformers: the built-in `ValueTransformable` types users attach to properties
// with `mappingForValue()` and `<---`. See Docs/Transformers.md for the table.
//
// Each transformer is a small `Sendable` value; bad input gives nil (so the property
// keeps its fallback value and the decoding report says why), never a crash.
import SmartCore
