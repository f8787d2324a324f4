// swift-tools-version:6.0
import PackageDescription

/// Settings every target of ours shares: Swift 6 mode plus the upcoming features that keep
/// imports explicit and existentials visible.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    // Each function in a section of its own, so that the release link can place the ones a
    // request runs together (`releaseLinkerFlags`); without it a module's code is one
    // section, kept whole in source order.
    .unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release)),
]

/// The server's release link, for a small resident set: lld, with the relative relocations
/// packed (DT_RELR, read by glibc since 2.36; unpacked, the loader reads a megabyte of them at
/// start and every page stays resident) and the functions the server runs placed together,
/// hot ones first (`Benchmarks/function-order` writes the list).
let releaseLinkerFlags = [
    "-use-ld=lld",
    "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/App/Linking/function-order.txt",
    "-Xlinker", "--no-warn-symbol-ordering",
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
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CSodium",
            pkgConfig: "libsodium",
            providers: [.apt(["libsodium-dev"])]
        ),
        .systemLibrary(
            name: "CQRencode",
            pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"])]
        ),
        // Headers only: libcurl is opened at run time, on the first message (see its shim.h).
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        // Headers only: libpq is opened at run time, when the database is PostgreSQL (see its shim.h).
        .systemLibrary(
            name: "CLibPQ",
            providers: [.apt(["libpq-dev"])]
        ),
        .target(
            name: "HTTPCore",
            dependencies: ["Localization"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Metrics",
            swiftSettings: strictSettings
        ),
        .target(
            name: "Mail",
            dependencies: ["CCurl", "HTTPCore"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Secrets",
            // swift-crypto for the SHA-1 that authenticator codes need and libsodium lacks.
            dependencies: ["CSodium", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: strictSettings
        ),
        // Passkeys: CBOR, COSE keys, authenticator data and the checks of a WebAuthn ceremony;
        // below everything else of ours, so the rules can be read and tested on their own.
        .target(
            name: "WebAuthn",
            dependencies: [.product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: strictSettings
        ),
        // A software authenticator for tests: swift-crypto's keys signing what a browser and a
        // security key would send, so each rule can be broken one at a time.
        .target(
            name: "WebAuthnTesting",
            dependencies: ["WebAuthn", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "QRCode",
            dependencies: ["CQRencode"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Localization",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ViewCode",
            dependencies: ["Localization"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Sessions",
            dependencies: ["Localization"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ScreenKit",
            dependencies: [
                "HTTPCore",
                "Localization",
                "Sessions",
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
                "Metrics",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Domain",
            dependencies: ["Localization"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "DomainTesting",
            dependencies: ["Domain", "Repositories", "ScreenKit", "ScreenKitTesting", "Storage"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Repositories",
            dependencies: ["Domain", "Localization", "Sessions"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Storage",
            dependencies: [
                "CSQLite",
                "Domain",
                "Repositories",
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "PostgresStorage",
            dependencies: [
                "CLibPQ",
                "Domain",
                "Repositories",
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "AccountFeature",
            dependencies: ["Domain", "HTTPCore", "ScreenKit", "ViewCode"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "UserFeature",
            dependencies: ["Domain", "ScreenKit", "ViewCode"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "MailboxFeature",
            dependencies: ["Domain", "ScreenKit", "ViewCode"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "HomeFeature",
            dependencies: ["Domain", "ScreenKit", "ViewCode"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "App",
            dependencies: [
                "Domain",
                "HTTPCore",
                "HTTPServer",
                "HomeFeature",
                "AccountFeature",
                "Mail",
                "MailboxFeature",
                "Metrics",
                "ScreenKit",
                "PostgresStorage",
                "QRCode",
                "Repositories",
                "Secrets",
                "Sessions",
                "Storage",
                "UserFeature",
                "ViewCode",
                "WebAuthn",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Linking/function-order.txt"],
            swiftSettings: strictSettings,
            linkerSettings: [.unsafeFlags(releaseLinkerFlags, .when(configuration: .release))]
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
                "Metrics",
                "ScreenKitTesting",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MetricsTests",
            dependencies: ["Metrics"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MailTests",
            dependencies: ["Mail"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "QRCodeTests",
            dependencies: ["QRCode"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SecretsTests",
            dependencies: ["Secrets"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LocalizationTests",
            dependencies: ["Localization"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "WebAuthnTests",
            dependencies: ["WebAuthn", "WebAuthnTesting", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViewCodeTests",
            dependencies: ["Localization", "ViewCode"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ScreenKitTests",
            dependencies: ["HTTPCore", "ScreenKit", "ScreenKitTesting", "Secrets", "ViewCode", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ScreenKitTestingTests",
            dependencies: ["HTTPCore", "ScreenKit", "ScreenKitTesting"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DomainTests",
            dependencies: ["Domain", "Localization"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "StorageTests",
            dependencies: ["Domain", "DomainTesting", "Repositories", "ScreenKit", "ScreenKitTesting", "Storage"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PostgresStorageTests",
            dependencies: ["PostgresStorage", "Repositories"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "StoreContractTests",
            dependencies: ["Domain", "DomainTesting", "HTTPCore", "Localization", "PostgresStorage", "Repositories", "ScreenKit", "ScreenKitTesting", "Storage", "ViewCode"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "AccountFeatureTests",
            dependencies: ["Domain", "DomainTesting", "HTTPCore", "AccountFeature", "Repositories", "ScreenKit", "ScreenKitTesting", "Storage", "ViewCode", .product(name: "Logging", package: "swift-log")],
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
            name: "MailboxFeatureTests",
            dependencies: ["Domain", "DomainTesting", "MailboxFeature", "ScreenKit", "ScreenKitTesting", "ViewCode"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DevToolTests",
            dependencies: ["DevTool"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "AppTests",
            dependencies: ["AccountFeature", "App", "Domain", "DomainTesting", "HTTPCore", "HTTPServer", "Mail", "Metrics", "PostgresStorage", "Repositories", "ScreenKit", "ScreenKitTesting", "Secrets", "Storage", "ViewCode", "WebAuthn", "WebAuthnTesting", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
    ]
)

/// The libFuzzer harness (`make fuzz`): only when asked for, because it has no `main` of its
/// own and links only with `-sanitize=fuzzer`.
if Context.environment["SCREENKIT_FUZZ"] != nil {
    package.products.append(.executable(name: "screenkit-fuzz", targets: ["Fuzz"]))
    package.targets.append(.executableTarget(
        name: "Fuzz",
        dependencies: ["HTTPCore", "AccountFeature", "ScreenKit", "ScreenKitTesting", "ViewCode", "WebAuthn"],
        path: "Tests/Fuzz/Harness",
        swiftSettings: strictSettings + [.unsafeFlags(["-parse-as-library"])]
    ))
}

