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
        .executableTarget(
            name: "SmartBenchmarks",
            dependencies: [.product(name: "SmartCodable", package: "SmartCodable")]
        ),
        .testTarget(
            name: "SmartBenchmarksTests",
            dependencies: [
                "SmartBenchmarks",
                .product(name: "SmartCodable", package: "SmartCodable"),
                .product(name: "SmartCore", package: "SmartCodable"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
