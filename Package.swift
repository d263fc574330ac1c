// swift-tools-version:6.2
import PackageDescription

/// Settings every Swift target shares: Swift 6 mode, warnings as errors and
/// the upcoming features the house style asks for (see ARCHITECTURE.md).
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "TableShot",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tableshot", targets: ["tableshot"]),
        .library(name: "TableSpec", targets: ["TableSpec"]),
        .library(name: "TableHashing", targets: ["TableHashing"]),
        .library(name: "TableLayout", targets: ["TableLayout"]),
        .library(name: "TableRender", targets: ["TableRender"]),
        .library(name: "TableServer", targets: ["TableServer"]),
        .library(name: "TableWorkers", targets: ["TableWorkers"]),
        .library(name: "TableDiff", targets: ["TableDiff"]),
        .library(name: "TablePixels", targets: ["TablePixels"]),
        .library(name: "TableRegression", targets: ["TableRegression"]),
    ],
    dependencies: [
        // No traits: TableShot uses neither swift-configuration (ConfigurationSupport) nor the URL-encoded form
        // coders' full Foundation dates (FullFoundation).
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.8.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/swift-otel/swift-w3c-trace-context.git", from: "1.0.0"),
    ],
    targets: [
        .systemLibrary(name: "CLibCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // SHA-256 and HMAC over OpenSSL (its SHA extensions): ETags, cache keys, the font fingerprint, signed URLs.
        .target(name: "TableHashing", dependencies: ["CLibCrypto"], swiftSettings: strictSettings),
        .target(name: "TableSpec", swiftSettings: strictSettings),
        .target(name: "TableLayout", dependencies: ["TableSpec"], swiftSettings: strictSettings),
        // Pixels as values, with no C library behind them: what TableDiff compares.
        .target(name: "TablePixels", swiftSettings: strictSettings),
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "pkg-config"])]
        ),
        .systemLibrary(name: "CMalloc"),
        .systemLibrary(name: "CThreadPlacement"),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CLibDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CBrotli", pkgConfig: "libbrotlienc", providers: [.apt(["libbrotli-dev"])]),
        .target(name: "CWorkerProcess"),
        .target(
            name: "TableRender",
            dependencies: [
                "TableSpec", "TableLayout", "TablePixels", "TableHashing", "CPangoCairo", "CZlib", "CLibDeflate",
                "CThreadPlacement",
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TableDiff", dependencies: ["TablePixels", "TableLayout", "TableSpec"], swiftSettings: strictSettings),
        .target(
            name: "TableRegression", dependencies: ["TableDiff", "TablePixels", "TableRender", "TableSpec", "CZlib"],
            swiftSettings: strictSettings),
        // The worker processes: what a worker runs (`InWorker/`), the frames between it and its pool (`Wire/`), the
        // jobs (`Jobs/`) and the pool that spawns, confines, supervises and recycles them (`Pool/`). No HTTP.
        .target(
            name: "TableWorkers",
            dependencies: [
                "TableSpec", "TableLayout", "TablePixels", "TableRender", "TableDiff", "TableRegression",
                "TableHashing", "CWorkerProcess",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TableServer",
            dependencies: [
                "TableSpec", "TableLayout", "TablePixels", "TableRender", "TableDiff", "TableRegression",
                "TableWorkers", "TableHashing", "CWorkerProcess", "CZlib",
                "CBrotli",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "W3CTraceContext", package: "swift-w3c-trace-context"),
            ],
            swiftSettings: strictSettings
        ),
        // libcurl, for `tableshot test --server` (HTTPS, proxies): C wrappers, since curl_easy_setopt is variadic.
        .target(name: "CHTTPClient", linkerSettings: [.linkedLibrary("curl")]),
        .executableTarget(
            name: "tableshot",
            dependencies: [
                "TableServer", "TableWorkers", "TableHashing", "TableSpec", "TableRender", "TableLayout", "TablePixels",
                "TableDiff", "TableRegression", "CMalloc", "CHTTPClient",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TableShotTesting",
            dependencies: ["TableRender", "TableLayout", "TablePixels", "TableSpec", "CZlib"],
            swiftSettings: strictSettings),
        .testTarget(name: "TableHashingTests", dependencies: ["TableHashing"], swiftSettings: strictSettings),
        .testTarget(
            name: "TableSpecTests", dependencies: ["TableSpec", "TableShotTesting"], swiftSettings: strictSettings),
        .testTarget(
            name: "TableLayoutTests", dependencies: ["TableLayout", "TableSpec", "TableShotTesting"],
            // The layout dumps are read from the source tree, not bundled.
            exclude: ["Engine/__Snapshots__"], swiftSettings: strictSettings),
        .testTarget(
            name: "TableRenderTests",
            dependencies: [
                "TableRender", "TableLayout", "TablePixels", "TableSpec", "CPangoCairo", "CZlib", "TableShotTesting",
            ],
            // The golden PNGs are read from the source tree (`GoldenImage`), not bundled.
            exclude: [
                "Controls/__Snapshots__", "International/__Snapshots__", "Modern/__Snapshots__",
                "Painters/__Snapshots__", "Rules/__Snapshots__", "SwiftUI/__Snapshots__", "Symbols/__Snapshots__",
                "Views/__Snapshots__",
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "TableServerTests",
            dependencies: [
                "TableServer", "TableWorkers", "TableSpec", "TableLayout", "TablePixels", "TableRender",
                "CWorkerProcess",
                "TableShotTesting", "CZlib", "CBrotli",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "TableWorkersTests",
            dependencies: [
                "TableWorkers", "TableRender", "TableLayout", "TableSpec", "TableShotTesting", "CWorkerProcess",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "TableShotTestingTests", dependencies: ["TableShotTesting", "TablePixels", "TableRender"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "TableDiffTests",
            dependencies: ["TableDiff", "TableLayout", "TablePixels", "TableRender", "TableSpec", "TableShotTesting"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "TableRegressionTests", dependencies: ["TableRegression", "TableShotTesting"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "TableShotCLITests",
            dependencies: [
                "tableshot", "TableShotTesting", "TableServer", "TableSpec", "TableLayout", "TableRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], swiftSettings: strictSettings),
    ]
)
