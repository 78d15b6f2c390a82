// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StateSpec",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .executable(name: "statespec", targets: ["statespec"]),
        .library(name: "StateSpecCore", targets: ["StateSpecCore"]),
        .library(name: "StateSpecRuntime", targets: ["StateSpecRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/stencilproject/Stencil", exact: "0.15.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        // The compiler: parse → model → check → generate. No file I/O, no printing.
        .target(
            name: "StateSpecCore",
            dependencies: [
                .product(name: "Yams", package: "Yams"),
                .product(name: "Stencil", package: "Stencil"),
            ]
        ),
        // The small library generated code imports. Foundation and Observation only.
        .target(name: "StateSpecRuntime"),
        // The command-line tool: reads files, prints diagnostics, writes output.
        .executableTarget(
            name: "statespec",
            dependencies: [
                "StateSpecCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "StateSpecCoreTests",
            dependencies: ["StateSpecCore"]
        ),
        // The golden generated Swift for specs/, compiled and driven with fake loaders.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["StateSpecRuntime"]
        ),
        .testTarget(
            name: "StateSpecCLITests",
            dependencies: ["statespec"]
        ),
    ]
)
