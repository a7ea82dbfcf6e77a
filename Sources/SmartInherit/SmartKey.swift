import SmartCore

/// Names a `SmartSubclass` property in `mappingForKey()` / `mappingForValue()` when the
/// subclass has no `CodingKeys` of its own: `SmartKey("age") <--- "stu_age"`.
public typealias SmartKey = SmartJSONCodingKey
