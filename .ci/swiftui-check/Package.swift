// swift-tools-version:6.0
import PackageDescription

// Parses the example app's SwiftUI code, which cannot be compiled on Linux, with swift-syntax:
// it must parse without errors, sit behind `#if canImport(SwiftUI)`, and use no SwiftUI type's
// name for something of its own. A package of its own so that StateSpec does not build
// swift-syntax; `.ci/run` runs it.
let package = Package(
    name: "swiftui-check",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "check-swiftui",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "check-swiftuiTests", dependencies: ["check-swiftui"]),
    ]
)
