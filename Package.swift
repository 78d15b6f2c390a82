// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StateSpec",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .executable(name: "statespec", targets: ["statespec"]),
        .library(name: "StateSpecCore", targets: ["StateSpecCore"]),
        .library(name: "StateSpecRuntime", targets: ["StateSpecRuntime"]),
        // For test targets: the scripted calls and streams that generated loader fakes are made of.
        .library(name: "StateSpecTesting", targets: ["StateSpecTesting"]),
        // SwiftPM plugins: generate on build, lint and generate on demand.
        .plugin(name: "StateSpecBuildPlugin", targets: ["StateSpecBuildPlugin"]),
        .plugin(name: "StateSpecLintPlugin", targets: ["StateSpecLintPlugin"]),
        .plugin(name: "StateSpecGeneratePlugin", targets: ["StateSpecGeneratePlugin"]),
        .plugin(name: "StateSpecDiagramPlugin", targets: ["StateSpecDiagramPlugin"]),
        .plugin(name: "StateSpecCatalogPlugin", targets: ["StateSpecCatalogPlugin"]),
        .plugin(name: "StateSpecStringCatalogPlugin", targets: ["StateSpecStringCatalogPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/stencilproject/Stencil", exact: "0.15.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // `swift package generate-documentation --target StateSpecRuntime`: the DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The compiler: parse → model → check → generate. No file I/O, no printing.
        .target(
            name: "StateSpecCore",
            dependencies: [
                "StateSpecVocabulary",
                "StateSpecDigest",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Stencil", package: "Stencil"),
            ]
        ),
        // The small library generated code imports: page and button types, and the feedback
        // presenter. Observation only (and UIKit/SwiftUI behind canImport).
        .target(name: "StateSpecRuntime", dependencies: ["StateSpecVocabulary"]),
        // What tests of generated view models drive them with: scripted loader calls (answered
        // at once, or held until the test releases them) and change streams, which the fakes
        // `statespec generate --fakes` writes are made of.
        .target(name: "StateSpecTesting", dependencies: ["StateSpecRuntime"]),
        // The words the compiler and the runtime share (levels, presentations, durations,
        // loading styles): Swift only, no UI, so the command-line tool links nothing it does not use.
        .target(name: "StateSpecVocabulary"),
        // SHA-256 block compression with the processor's SHA instructions (x86-64 SHA-NI), which
        // the manifest's hash of every generated file runs through where they exist.
        .target(name: "StateSpecDigest"),
        // Reading specs and writing the output folder with the developer's permissions: only
        // inside the folder, never through a link, each file staged and renamed into place
        // under the folder's lock, replacing only what the manifest proves StateSpec wrote.
        .target(name: "StateSpecFileSystem", dependencies: ["StateSpecCore"]),
        // The command-line tool: its commands, and what they print.
        .executableTarget(
            name: "statespec",
            dependencies: [
                "StateSpecCore",
                "StateSpecFileSystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift run -c release statespec-benchmark`: the release tool's lint and generate, as ratios
        // against Yams parsing the same files in the same run (How it is built: Speed). It runs the tool as a
        // subprocess; the seeded random numbers come from the fuzzing target.
        .executableTarget(
            name: "statespec-benchmark",
            dependencies: [
                "StateSpecFuzzing",
                "StateSpecTestSupport",
                // What state coverage costs a screen while off, measured in the benchmark's own process.
                "StateSpecRuntime",
                .product(name: "Yams", package: "Yams"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/statespec-benchmark"
        ),
        // Random lint-clean specs and the fuzzing harness: what proves that whatever lint
        // accepts compiles, and that no input crashes or hangs the pipeline (How it is built: Tests).
        .target(
            name: "StateSpecFuzzing",
            dependencies: ["StateSpecCore", "StateSpecTestSupport"],
            path: "Fuzzing/StateSpecFuzzing"
        ),
        // `swift run statespec-random-specs --count N --out DIR`: writes batches of random
        // lint-clean projects for Fuzzing/compile-random-specs.sh to compile.
        .executableTarget(
            name: "statespec-random-specs",
            dependencies: ["StateSpecFuzzing"],
            path: "Fuzzing/statespec-random-specs"
        ),
        // `Fuzzing/fuzz.sh SECONDS`: libFuzzer over parse → check → generate when the toolchain
        // links it (-sanitize=fuzzer), or the same target under a mutation driver.
        .executableTarget(
            name: "statespec-fuzz",
            dependencies: ["StateSpecFuzzing"],
            path: "Fuzzing/statespec-fuzz"
        ),
        .testTarget(
            name: "StateSpecCoreTests",
            dependencies: ["StateSpecCore", "StateSpecVocabulary", "StateSpecFuzzing"],
            exclude: ["Fixtures"]
        ),
        // The golden generated Swift for specs/, compiled and driven with fake loaders.
        // What the seeded interleaving tests of the runtime and of the generated code share:
        // seeded randomness and loader calls held until the test answers them.
        .target(name: "StateSpecTestSupport", dependencies: ["StateSpecTesting"], path: "Tests/StateSpecTestSupport"),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["StateSpecRuntime", "StateSpecTesting", "StateSpecTestSupport"],
            exclude: ["Generated/StateSpec.xcstrings", "Specs"]
        ),
        .testTarget(name: "StateSpecTestingTests", dependencies: ["StateSpecTesting"]),
        .testTarget(
            name: "StateSpecCLITests",
            dependencies: ["statespec", "StateSpecFileSystem", "StateSpecFuzzing", "StateSpecTestSupport"]
        ),
        .testTarget(
            name: "StateSpecRuntimeTests",
            dependencies: ["StateSpecRuntime", "StateSpecTestSupport"]
        ),
        // Runs `statespec generate --layout per-spec` on the specs in a target's folder on every build
        // that needs it; the generated Swift is compiled into the target, never written into it.
        .plugin(
            name: "StateSpecBuildPlugin",
            capability: .buildTool(),
            dependencies: ["statespec"]
        ),
        // `swift package statespec-lint [--target <name>]`: lints the specs in the targets' folders.
        .plugin(
            name: "StateSpecLintPlugin",
            capability: .command(
                intent: .custom(verb: "statespec-lint", description: "Checks the StateSpec specs in the package's targets.")
            ),
            dependencies: ["statespec"]
        ),
        // `swift package --allow-writing-to-package-directory statespec-generate [--target <name>]`:
        // writes generated Swift into `<target folder>/Generated/`, for teams that commit it.
        .plugin(
            name: "StateSpecGeneratePlugin",
            capability: .command(
                intent: .custom(verb: "statespec-generate", description: "Writes the Swift generated from each target's specs into <target folder>/Generated/."),
                permissions: [
                    .writeToPackageDirectory(reason: "StateSpec writes the Swift generated from each target's specs into <target folder>/Generated/."),
                ]
            ),
            dependencies: ["statespec"]
        ),
        // `swift package statespec-diagram [--target <name>] [--format mermaid|dot]`: each screen's
        // state diagram, into the plugin's work folder.
        .plugin(
            name: "StateSpecDiagramPlugin",
            capability: .command(
                intent: .custom(verb: "statespec-diagram", description: "Draws each screen's state diagram (Mermaid or DOT) from the target's specs.")
            ),
            dependencies: ["statespec"]
        ),
        // `swift package statespec-catalog [--target <name>]`: the HTML state catalog, into the
        // plugin's work folder.
        .plugin(
            name: "StateSpecCatalogPlugin",
            capability: .command(
                intent: .custom(verb: "statespec-catalog", description: "Writes the HTML state catalog of the target's specs: every screen in every state.")
            ),
            dependencies: ["statespec"]
        ),
        // `swift package --allow-writing-to-package-directory statespec-strings [--check]`: updates
        // `<target folder>/StateSpec.xcstrings` from the specs, keeping translations, for teams
        // that use the build plugin (which cannot write into the target's folder).
        .plugin(
            name: "StateSpecStringCatalogPlugin",
            capability: .command(
                intent: .custom(verb: "statespec-strings", description: "Updates <target folder>/StateSpec.xcstrings, the String Catalog of each target's specs, keeping its translations."),
                permissions: [
                    .writeToPackageDirectory(reason: "StateSpec updates the String Catalog <target folder>/StateSpec.xcstrings with the texts of the target's specs."),
                ]
            ),
            dependencies: ["statespec"]
        ),
    ]
)
