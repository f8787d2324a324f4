// swift-tools-version:6.0
import PackageDescription

/// Settings every target of ours shares: Swift 6 mode plus the upcoming features that keep
/// imports explicit and existentials visible.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "ScreenKit",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "screenkit", targets: ["App"]),
        .executable(name: "screenkit-dev", targets: ["DevTool"]),
        .library(name: "HTTPCore", targets: ["HTTPCore"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "ViewCode", targets: ["ViewCode"]),
        .library(name: "ScreenKit", targets: ["ScreenKit"]),
        .library(name: "ScreenKitTesting", targets: ["ScreenKitTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .systemLibrary(
            name: "CSodium",
            pkgConfig: "libsodium",
            providers: [.apt(["libsodium-dev"])]
        ),
        .target(
            name: "HTTPCore",
            swiftSettings: strictSettings
        ),
        .target(
            name: "Secrets",
            dependencies: ["CSodium"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ViewCode",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ScreenKit",
            dependencies: [
                "HTTPCore",
                "ViewCode",
                "Secrets",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ScreenKitTesting",
            dependencies: ["HTTPCore", "ScreenKit", "ViewCode", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "HTTPServer",
            dependencies: [
                "CMicroHTTPD",
                "HTTPCore",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Domain",
            swiftSettings: strictSettings
        ),
        .target(
            name: "DomainTesting",
            dependencies: ["Domain", "ScreenKit"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Storage",
            dependencies: [
                "Domain",
                "ScreenKit",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "LoginFeature",
            dependencies: ["Domain", "ScreenKit"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "UserFeature",
            dependencies: ["Domain", "ScreenKit"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "HomeFeature",
            dependencies: ["Domain", "ScreenKit"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "App",
            dependencies: [
                "Domain",
                "HTTPCore",
                "HTTPServer",
                "HomeFeature",
                "LoginFeature",
                "ScreenKit",
                "Secrets",
                "Storage",
                "UserFeature",
                "ViewCode",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "DevTool",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "RenderBenchmark",
            dependencies: ["ViewCode"],
            path: "Benchmarks/RenderBenchmark",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HTTPCoreTests",
            dependencies: ["HTTPCore"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HTTPServerTests",
            dependencies: [
                "HTTPCore",
                "HTTPServer",
                "ScreenKitTesting",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SecretsTests",
            dependencies: ["Secrets"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViewCodeTests",
            dependencies: ["ViewCode"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ScreenKitTests",
            dependencies: ["HTTPCore", "ScreenKit", "ScreenKitTesting", "Secrets", "ViewCode", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ScreenKitTestingTests",
            dependencies: ["ScreenKitTesting"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DomainTests",
            dependencies: ["Domain"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "StorageTests",
            dependencies: ["Domain", "ScreenKit", "ScreenKitTesting", "Storage"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LoginFeatureTests",
            dependencies: ["Domain", "DomainTesting", "HTTPCore", "LoginFeature", "ScreenKit", "ScreenKitTesting", "ViewCode", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "UserFeatureTests",
            dependencies: ["Domain", "DomainTesting", "HTTPCore", "ScreenKit", "ScreenKitTesting", "UserFeature", "ViewCode", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HomeFeatureTests",
            dependencies: ["Domain", "HomeFeature", "HTTPCore", "ScreenKit", "ScreenKitTesting", "ViewCode", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DevToolTests",
            dependencies: ["DevTool"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", "HTTPCore", "HTTPServer", "ScreenKitTesting"],
            swiftSettings: strictSettings
        ),
    ]
)
