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
        let package = context.package.directoryURL
        try SpecCommand(verb: "generate").perform(context: context, arguments: arguments) { target, configuration in
            var arguments = target.specPaths
            arguments += ["--output", SpecTarget.relativePath(target.directory.appending(path: "Generated", directoryHint: .isDirectory), to: package)]
            arguments += configuration
            let templates = target.directory.appending(path: SpecTarget.templatesFolderName, directoryHint: .isDirectory)
            if SpecTarget.isFolder(templates) {
                arguments += ["--templates", SpecTarget.relativePath(templates, to: package)]
            }
            return arguments
        }
    }
}
