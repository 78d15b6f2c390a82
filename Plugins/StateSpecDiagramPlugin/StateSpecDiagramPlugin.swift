import Foundation
import PackagePlugin

/// `swift package statespec-diagram [--target <name>…] [--format mermaid|dot] [--screen <name>]`:
/// for each Swift target with specs in its folder, runs `statespec diagram` and writes one state
/// diagram per screen (per section of a screen made of sections) into the plugin's work folder,
/// `<target>/` under it, whose path it prints. Other options go to the tool.
@main
struct StateSpecDiagramPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try SpecCommand(verb: "diagram").perform(context: context, arguments: arguments) { target, configuration in
            let folder = context.pluginWorkDirectoryURL.appending(path: target.name, directoryHint: .isDirectory)
            print("StateSpec: the diagrams of \(target.name) go to \(SpecTarget.path(of: folder))")
            return target.specPaths + ["--output", SpecTarget.path(of: folder)] + configuration
        }
    }
}
