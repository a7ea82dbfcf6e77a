// swift-tools-version:6.0
import PackageDescription

// The release benchmarks and the tests that check their data, kept out of the library
// package so that an app depending on SmartCodable never builds or sees them. They use
// the library through a path dependency on the repository root:
//
//     swift run -c release --package-path Benchmarks SmartBenchmarks
//     swift test --package-path Benchmarks

let package = Package(
    name: "SmartCodableBenchmarks",
    platforms: [
        .macOS("10.15.4"), .iOS("13.4"), .tvOS("13.4"), .watchOS("6.2"), .visionOS(.v1),
    ],
    products: [
        .executable(name: "SmartBenchmarks", targets: ["SmartBenchmarks"])
    ],
    dependencies: [
        .package(name: "SmartCodable", path: "..")
    ],
    targets: [
        // Foundation's contender decodes these plain `Codable` models. They sit in a
        // target that does not import SmartCodable, so that their compiler-generated
        // `init(from:)` calls the standard library's `KeyedDecodingContainer` methods and
        // not SmartCodable's overloads of them (see `KeyedDecodingContainer+Properties`):
        // the baseline is `JSONDecoder` as an app without SmartCodable runs it.
        .target(name: "PlainModels"),
        .executableTarget(
            name: "SmartBenchmarks",
            dependencies: ["PlainModels", .product(name: "SmartCodable", package: "SmartCodable")]
        ),
        .testTarget(
            name: "SmartBenchmarksTests",
            dependencies: [
                "SmartBenchmarks",
                "PlainModels",
                .product(name: "SmartCodable", package: "SmartCodable"),
                .product(name: "SmartCore", package: "SmartCodable"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
