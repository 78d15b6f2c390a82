import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory statespec-generate [--target <name>…]
/// [statespec generate options]`: for teams that commit generated code. For each Swift target
/// with specs in its folder, runs `statespec generate` into `<target folder>/Generated/` with the
/// default per-template layout (`TimelineState.swift`, `TimelineLoader.swift` …), with the
/// target's `statespec.yml` (if any) as the configuration and its `StateSpecTemplates` folder
/// when it has one. The tool rewrites a file only when its bytes change, and removes the files it
/// generated that no spec produces any more. Other options (such as `--access-level public` or
/// `--check`) go to the tool. A target that uses this should not also apply the build plugin:
/// both would declare the same types.
@main
struct StateSpecGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let toolOptions = extractor.remainingArguments
        let targets = try SpecTarget.all(in: context.package, named: targetNames)
        guard !targets.isEmpty else {
            Diagnostics.warning("StateSpec: no spec files (*.yaml, *.yml) in \(targetNames.isEmpty ? "the package's Swift targets" : "the targets named")")
            return
        }
        let tool = try context.tool(named: "statespec").url
        var failed: [String] = []
        for target in targets {
            var arguments = ["generate"] + target.specPaths
            arguments += ["--output", SpecTarget.relativePath(target.directory.appending(path: "Generated", directoryHint: .isDirectory), to: context.package.directoryURL)]
            arguments += try target.configArguments(packageDirectory: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL, toolOptions: toolOptions)
            let templates = target.directory.appending(path: "StateSpecTemplates", directoryHint: .isDirectory)
            if SpecTarget.isFolder(templates) {
                arguments += ["--templates", SpecTarget.relativePath(templates, to: context.package.directoryURL)]
            }
            let status = try SpecTarget.run(tool, arguments + toolOptions, in: context.package.directoryURL)
            if status != 0 { failed.append("\(target.name) (exit code \(status))") }
        }
        if !failed.isEmpty {
            throw GenerateFailure("statespec generate failed for \(failed.joined(separator: ", "))")
        }
    }
}

struct GenerateFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
