import Foundation
import PackagePlugin

/// `swift package statespec-catalog [--target <name>…]`: for each Swift target with specs in its
/// folder, runs `statespec catalog` and writes the state catalog (index.html and one page per
/// screen, self-contained) into the plugin's work folder, `<target>/` under it, and prints the
/// index page's path to open. Other options go to the tool.
@main
struct StateSpecCatalogPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try SpecCommand(verb: "catalog").perform(context: context, arguments: arguments) { target, configuration in
            let folder = context.pluginWorkDirectoryURL.appending(path: target.name, directoryHint: .isDirectory)
            print("StateSpec: the catalog of \(target.name) goes to \(SpecTarget.path(of: folder.appending(path: "index.html")))")
            return target.specPaths + ["--output", SpecTarget.path(of: folder)] + configuration
        }
    }
}
