import Foundation
import PackagePlugin

/// `swift package statespec-lint [--target <name>…]`: runs `statespec lint` on the specs
/// (`*.yaml`, `*.yml` but `statespec.yml`) in the folders of the package's Swift targets, one
/// run per target, as the build plugin sees them, with the target's `statespec.yml` (if any) as
/// the configuration. Diagnostics are printed with paths relative to
/// the package; the command fails when any target's specs have errors. Other options (such as
/// `--strict` or `--reporter github-actions`) go to the tool.
@main
struct StateSpecLintPlugin: CommandPlugin {
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
            let config = try target.configArguments(packageDirectory: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL, toolOptions: toolOptions)
            let status = try SpecTarget.run(tool, ["lint"] + config + toolOptions + target.specPaths, in: context.package.directoryURL)
            if status != 0 { failed.append("\(target.name) (exit code \(status))") }
        }
        if !failed.isEmpty {
            throw LintFailure("statespec lint failed for \(failed.joined(separator: ", "))")
        }
    }
}

struct LintFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
