// swift-tools-version:6.0
import PackageDescription

// An app package that uses StateSpec the way a team would: the spec sits next to the code in
// Sources/TimelineFeature/, and StateSpecBuildPlugin generates TimelineState, TimelineLoader and
// TimelineViewModel from it on every build that needs it. Nothing generated is checked in.
let package = Package(
    name: "TimelineApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // StateSpec, from this repository. `name:` lets targets say `package: "StateSpec"` whatever
        // the checkout's folder is called (a path dependency is otherwise named after its folder).
        // An app outside this repository writes `.package(url: "https://github.com/…/StateSpec", from: "0.1.0")`.
        .package(name: "StateSpec", path: "../.."),
    ],
    targets: [
        .target(
            name: "TimelineFeature",
            dependencies: [.product(name: "StateSpecRuntime", package: "StateSpec")],
            plugins: [.plugin(name: "StateSpecBuildPlugin", package: "StateSpec")]
        ),
        .testTarget(
            name: "TimelineFeatureTests",
            dependencies: [
                "TimelineFeature",
                .product(name: "StateSpecRuntime", package: "StateSpec"),
            ]
        ),
    ]
)
