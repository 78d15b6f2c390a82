import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory statespec-strings [--target <name>…]
/// [--check]`: the String Catalog for teams that use the build plugin. The build plugin compiles
/// the generated Swift without writing into the target's folder, but translators need a catalog
/// that lives there, committed and processed as a resource. For each Swift target with specs,
/// this updates `<target folder>/StateSpec.xcstrings` as `statespec generate` updates its own:
/// the English texts come from the specs, every translation is kept, one whose English changed
/// is marked `needs_review`, and a key no spec has any more is marked `stale`. With `--check` it
/// writes nothing and fails when a catalog is out of date (a CI step). Other options go to the tool.
@main
struct StateSpecStringCatalogPlugin: CommandPlugin {
    static let catalogName = "StateSpec.xcstrings"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let toolOptions = extractor.remainingArguments
        let package = context.package.directoryURL
        let targets = try SpecTarget.all(in: context.package, named: targetNames)
        guard !targets.isEmpty else {
            Diagnostics.warning("StateSpec: no spec files (*.yaml, *.yml) in \(targetNames.isEmpty ? "the package's Swift targets" : "the targets named")")
            return
        }
        let tool = try context.tool(named: "statespec").url
        var failed: [String] = []
        var outOfDate: [String] = []
        for target in targets {
            // The tool generates into a folder of the plugin's own, starting from the target's
            // catalog, which it merges into; only the catalog comes back into the target.
            let work = context.pluginWorkDirectoryURL.appending(path: "Catalogs/\(target.name)", directoryHint: .isDirectory)
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            let catalog = target.directory.appending(path: Self.catalogName, directoryHint: .notDirectory)
            let staged = work.appending(path: Self.catalogName, directoryHint: .notDirectory)
            let committed = FileManager.default.contents(atPath: SpecTarget.path(of: catalog))
            if let committed { try committed.write(to: staged, options: .atomic) }

            let configuration = try target.configArguments(packageDirectory: package, workDirectory: context.pluginWorkDirectoryURL, toolOptions: toolOptions)
            // The per-template layout, whatever the configuration says: the per-spec one has no catalog.
            let arguments = ["generate"] + target.specPaths + ["--output", SpecTarget.path(of: work), "--layout", "per-template", "--quiet"]
            let status = try SpecTarget.run(tool, arguments + configuration + toolOptions, in: package)
            guard status == 0, let made = FileManager.default.contents(atPath: SpecTarget.path(of: staged)) else {
                failed.append("\(target.name) (exit code \(status))")
                continue
            }
            guard made != committed else { continue }
            let shown = SpecTarget.relativePath(catalog, to: package)
            if check {
                outOfDate.append(shown)
            } else {
                try made.write(to: catalog, options: .atomic)
                print("StateSpec: updated \(shown)")
            }
        }
        if !failed.isEmpty {
            throw SpecCommandFailure(description: "statespec generate failed for \(failed.joined(separator: ", "))")
        }
        if !outOfDate.isEmpty {
            throw SpecCommandFailure(description: "out of date: \(outOfDate.joined(separator: ", ")); run `swift package --allow-writing-to-package-directory statespec-strings`")
        }
    }
}
