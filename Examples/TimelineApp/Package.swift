// swift-tools-version:6.0
import PackageDescription

// An app package that uses StateSpec the way a team would: the spec sits next to the code in
// Sources/TimelineFeature/, and StateSpecBuildPlugin generates TimelineState, TimelineLoader and
// TimelineViewModel from it on every build that needs it. Nothing generated is checked in.
let package = Package(
    name: "TimelineApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    // StateSpec, from this repository. `name:` lets targets say `package: "StateSpec"` whatever
    // the checkout's folder is called (a path dependency is otherwise named after its folder).
    // An app elsewhere gives the path to its checkout, or `.package(url:branch:)` with the address
    // it clones StateSpec from.
    dependencies: [
        .package(name: "StateSpec", path: "../.."),
    ],
    targets: [
        .target(
            name: "TimelineFeature",
            dependencies: [.product(name: "StateSpecRuntime", package: "StateSpec")],
            // The String Catalog for translators, kept up to date by StateSpecStringCatalogPlugin.
            resources: [.process("StateSpec.xcstrings")],
            plugins: [.plugin(name: "StateSpecBuildPlugin", package: "StateSpec")]
        ),
        // StateSpecBuildPlugin gives a test target without specs the loader fakes of the targets
        // it tests: here TimelineLoaderFake, made of StateSpecTesting's scripted calls.
        .testTarget(
            name: "TimelineFeatureTests",
            dependencies: [
                "TimelineFeature",
                .product(name: "StateSpecRuntime", package: "StateSpec"),
                .product(name: "StateSpecTesting", package: "StateSpec"),
            ],
            plugins: [.plugin(name: "StateSpecBuildPlugin", package: "StateSpec")]
        ),
    ]
)
