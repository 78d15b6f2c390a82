import Foundation
import PackagePlugin

/// Generates Swift from the YAML specs in a target's folder on every build that needs it.
///
/// One build command per target: `statespec generate <specs> --output <work>/GeneratedSources
/// --layout per-spec --config <the target's statespec.yml, or an empty one> [--templates
/// <target>/StateSpecTemplates]`. Its inputs are the specs, the configuration and the templates;
/// its outputs, known before it runs, are one `<SpecFileBaseName>.swift` per spec and the
/// app-wide files. So the build system runs it only when an input changed, and compiles what it
/// writes. The tool rewrites a file only when its bytes change, so an edit that changes no
/// generated code recompiles nothing.
///
/// A test target with no specs of its own gets, instead, the loader fakes of the specs of each
/// target of the package it depends on (`FakesPlan`), for tests written with StateSpecTesting.
@main
struct StateSpecBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        // Generated Swift belongs in a Swift target. (Its `directoryURL` is there from tools 6.0;
        // `SourceModuleTarget`'s only from 6.1.)
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let directory = target.directoryURL
        let templates = directory.appending(path: GenerationPlan.templatesFolderName, directoryHint: .isDirectory)
        let plan = try GenerationPlan(
            targetName: target.name,
            files: target.sourceFiles.map(\.url),
            config: GenerationPlan.configuration(target: target.name, folder: directory, packageFolder: context.package.directoryURL),
            templatesFolder: GenerationPlan.isFolder(templates) ? templates : nil
        )
        // A test target without specs of its own gets the loader fakes of the targets it tests.
        if plan.inputs.isEmpty, target.kind == .test {
            let fakes = try FakesPlan.plans(for: target, context: context)
            if !fakes.isEmpty {
                let tool = try context.tool(named: "statespec").url
                return try fakes.flatMap { try $0.commands(tool: tool, workDirectory: context.pluginWorkDirectoryURL) }
            }
        }
        return try plan.commands(tool: context.tool(named: "statespec").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension StateSpecBuildPlugin: XcodeBuildToolPlugin {
    /// Xcode targets have no folder of their own: the specs are the target's `.yaml`/`.yml`
    /// input files, the configuration its `statespec.yml` input file, and the templates its input
    /// files inside a folder named `StateSpecTemplates`.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let config = files
            .filter { $0.lastPathComponent.lowercased() == PerSpecLayout.configFileName }
            .min { GenerationPlan.path(of: $0).count < GenerationPlan.path(of: $1).count }
        let templatesFolder = files
            .map { $0.deletingLastPathComponent() }
            .first { $0.lastPathComponent == GenerationPlan.templatesFolderName }
        let plan = try GenerationPlan(targetName: target.displayName, files: files, config: config, templatesFolder: templatesFolder)
        return try plan.commands(tool: context.tool(named: "statespec").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
