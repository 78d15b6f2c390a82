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
        try SpecCommand(verb: "lint").perform(context: context, arguments: arguments) { target, configuration in
            configuration + target.specPaths
        }
    }
}
