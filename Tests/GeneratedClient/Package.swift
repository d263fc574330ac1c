// swift-tools-version:6.2
import PackageDescription

/// The settings of TableShot's own targets (see the main `Package.swift`), for the test target; the generated
/// client's target keeps the generator's defaults, since its code is not ours to change.
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// A Swift client generated from TableShot's OpenAPI document (`Assets/openapi.json`, linked into
/// `Sources/TableShotClient`) by swift-openapi-generator's build plugin, and tests that call a live
/// `tableshot serve` through it. `Scripts/generated-client-test.sh` builds and runs them.
let package = Package(
    name: "GeneratedClient",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator.git", from: "1.14.3"),
        .package(url: "https://github.com/apple/swift-openapi-runtime.git", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession.git", from: "1.4.0"),
    ],
    targets: [
        .target(
            name: "TableShotClient",
            dependencies: [.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")],
            // The generated code warns of its own unused `package import`s (silenced from Swift 6.4 on).
            swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-suppress-warnings"])],
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        ),
        .testTarget(
            name: "GeneratedClientTests",
            dependencies: [
                "TableShotClient",
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
            ],
            swiftSettings: strictSettings
        ),
    ]
)
