// The umbrella module: `import SmartCodable` gives the whole library except the opt-in
// inheritance helper (`import SmartInherit`).
@_exported import SmartCore
@_exported import SmartSentinel
@_exported import SmartTransformers
@_exported import SmartWrappers
