// swift-tools-version:6.0
import PackageDescription

// SmartCodable for Swift: tolerant, Codable-based model decoding.
// Layout: SmartCore holds the JSON tree and the decoder; the wrapper, transformer and
// logging modules depend on SmartCore only; SmartCodable re-exports all four. The
// inheritance helper (SmartInherit) is opt-in. No package dependencies. The benchmarks
// are a separate package in Benchmarks/ that depends on this one by path.

let package = Package(
    name: "SmartCodable",
    // The throwing FileHandle API (read(upToCount:), write(contentsOf:), readToEnd())
    // that streaming uses arrived in macOS 10.15.4, iOS 13.4, tvOS 13.4 and watchOS 6.2.
    platforms: [
        .macOS("10.15.4"), .iOS("13.4"), .tvOS("13.4"), .watchOS("6.2"), .visionOS(.v1),
    ],
    products: [
        .library(name: "SmartCodable", targets: ["SmartCodable"]),
        .library(name: "SmartCore", targets: ["SmartCore"]),
        .library(name: "SmartInherit", targets: ["SmartInherit"]),
        .library(name: "SmartWrappers", targets: ["SmartWrappers"]),
        .library(name: "SmartTransformers", targets: ["SmartTransformers"]),
        .library(name: "SmartSentinel", targets: ["SmartSentinel"]),
        .executable(name: "smartmodeler", targets: ["smartmodeler"]),
    ],
    targets: [
        .target(name: "SmartCore"),
        .target(name: "SmartWrappers", dependencies: ["SmartCore"]),
        .target(name: "SmartTransformers", dependencies: ["SmartCore"]),
        .target(name: "SmartSentinel", dependencies: ["SmartCore"]),
        .target(name: "SmartInherit", dependencies: ["SmartCore"]),
        .target(name: "SmartModelerKit", dependencies: ["SmartCore"]),
        .target(
            name: "SmartCodable",
            dependencies: ["SmartCore", "SmartWrappers", "SmartTransformers", "SmartSentinel"]
        ),
        .executableTarget(name: "smartmodeler", dependencies: ["SmartModelerKit"]),

        // Helpers shared by the test targets (child processes); not a product.
        .target(name: "SmartTestSupport", path: "Tests/SmartTestSupport"),
        .testTarget(name: "SmartCoreTests", dependencies: ["SmartCore", "SmartTestSupport"]),
        .testTarget(name: "SmartCodableTests", dependencies: ["SmartCodable"]),
        .testTarget(name: "SmartWrappersTests", dependencies: ["SmartWrappers"]),
        .testTarget(name: "SmartInheritTests", dependencies: ["SmartInherit", "SmartCodable"]),
        .testTarget(name: "SmartSentinelTests", dependencies: ["SmartSentinel", "SmartTestSupport"]),
        .testTarget(name: "SmartTransformersTests", dependencies: ["SmartTransformers", "SmartWrappers"]),
        .testTarget(name: "SmartModelerKitTests", dependencies: ["SmartModelerKit", "SmartCodable"]),

        // An app written for the original library, in both language modes (the Swift 5
        // target's files are symbolic links to the Swift 6 target's), beside a module that
        // exports Apollo's JSONObject and JSONValue.
        .target(name: "ApolloStyleJSON", path: "Tests/CompatibilityFixtures/ApolloStyleJSON"),
        .testTarget(name: "OriginalAppTests", dependencies: ["SmartCodable", "ApolloStyleJSON"]),
        .testTarget(
            name: "OriginalAppSwift5Tests", dependencies: ["SmartCodable", "ApolloStyleJSON"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
