import Foundation
import PackagePlugin

/// What a test target without specs of its own gets: for each target of its package it depends
/// on that has specs, one build command that writes those specs' loader fakes
/// (`statespec generate --fakes --testable-import <module> --layout per-spec`) into the test
/// target's build, one `<SpecFileBaseName>.swift` per spec and policy file.
struct FakesPlan {
    /// The test target the fakes are compiled into.
    var testTargetName: String
    /// The module the fakes import with `@testable`: the target whose specs they follow.
    var module: String
    /// That target's specs and configuration.
    var source: GenerationPlan

    /// The fake files, by name: as `generate --layout per-spec` names them, without the
    /// app-wide files (fakes have none).
    var outputNames: [String] {
        source.inputs.map { PerSpecLayout.outputName(ofInput: GenerationPlan.path(of: $0)) }.sorted()
    }

    /// A fake file named like one of the test target's own Swift files would not compile.
    func checkOutputNames(against testFiles: [URL]) throws {
        let names = Set(outputNames.map { $0.lowercased() })
        for file in testFiles where file.pathExtension == "swift" && names.contains(file.lastPathComponent.lowercased()) {
            throw PlanError("the loader fakes of \(module)'s specs include \(file.lastPathComponent), which test target '\(testTargetName)' already has at \(GenerationPlan.path(of: file)); rename one of them")
        }
    }

    func commands(tool: URL, workDirectory: URL) throws -> [Command] {
        guard !source.inputs.isEmpty else { return [] }
        let output = workDirectory.appending(path: "GeneratedFakes/\(module)", directoryHint: .isDirectory)
        var arguments = ["generate"] + source.inputs.map(GenerationPlan.path(of:))
        arguments += ["--output", GenerationPlan.path(of: output), "--layout", "per-spec", "--fakes", "--testable-import", module]
        let configuration = try source.config ?? GenerationPlan.writeEmptyConfiguration(in: workDirectory)
        arguments += ["--config", GenerationPlan.path(of: configuration)]
        let count = source.inputs.count == 1 ? "1 spec file" : "\(source.inputs.count) spec files"
        return [
            .buildCommand(
                displayName: "StateSpec: generating loader fakes for \(testTargetName) from \(module)'s \(count)",
                executable: tool,
                arguments: arguments,
                inputFiles: source.inputs + GenerationPlan.unique(source.configFiles + [configuration]),
                outputFiles: outputNames.map { output.appending(path: $0, directoryHint: .notDirectory) }
            ),
        ]
    }

    /// The plans for the targets of `context`'s package that `testTarget` depends on and that have specs.
    static func plans(for testTarget: SwiftSourceModuleTarget, context: PluginContext) throws -> [FakesPlan] {
        var plans: [FakesPlan] = []
        for case .target(let dependency) in testTarget.dependencies {
            guard let dependency = dependency as? SwiftSourceModuleTarget, dependency.kind != .test else { continue }
            let folder = dependency.directoryURL
            let source = try GenerationPlan(
                targetName: dependency.name,
                files: dependency.sourceFiles.map(\.url),
                config: GenerationPlan.configuration(target: dependency.name, folder: folder, packageFolder: context.package.directoryURL),
                templatesFolder: nil
            )
            guard !source.inputs.isEmpty else { continue }
            let plan = FakesPlan(testTargetName: testTarget.name, module: dependency.moduleName, source: source)
            try plan.checkOutputNames(against: testTarget.sourceFiles.map(\.url))
            plans.append(plan)
        }
        return plans
    }
}
