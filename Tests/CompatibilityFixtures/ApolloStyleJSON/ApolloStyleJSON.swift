// A stand-in for a popular module that exports `JSONObject` and `JSONValue` (Apollo iOS
// declares both as public typealiases). An app imports it beside SmartCodable; nothing of
// ours may make these names ambiguous (see OriginalAppTests/ApolloBesideSmartCodable.swift).

/// Apollo's spelling: any JSON value.
public typealias JSONValue = AnyHashable

/// Apollo's spelling: a JSON object.
public typealias JSONObject = [String: JSONValue]

/// A function of the module, taking its own types.
public func apolloFieldCount(_ object: JSONObject) -> Int { object.count }
