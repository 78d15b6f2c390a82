import Testing
@testable import StateSpecCore

/// Which configuration the plugins apply, and the settings of a target's own file they warn
/// they cannot honour (the plugins compile this same source through a symbolic link).
@Suite struct PluginConfigurationTests {
    @Test func aTargetsOwnFileWinsThenThePackagesThenNone() {
        #expect(PluginConfiguration.choose(targetsOwn: "/p/Sources/A/statespec.yml", packages: "/p/statespec.yml")! == ("/p/Sources/A/statespec.yml", true))
        #expect(PluginConfiguration.choose(targetsOwn: nil, packages: "/p/statespec.yml")! == ("/p/statespec.yml", false))
        #expect(PluginConfiguration.choose(targetsOwn: nil, packages: nil) == nil)
    }

    @Test func topLevelKeysAreTheKeysAtColumnOne() {
        let text = """
        # inputs: in a comment is no key
        inputs:
          - specs
        output: Generated   # a comment
        rules: { missing-state: off }
        overrides:
          - paths: ["a/**"]
            rules: { unknown-key: warning }
        "quoted": 1
        """
        #expect(PluginConfiguration.topLevelKeys(of: text) == ["inputs", "output", "rules", "overrides"])
    }

    @Test func aTargetsOwnInputsAndOutputAreWarnedOfByEveryPlugin() {
        for plugin in [PluginConfiguration.Plugin.build, .command] {
            let warnings = PluginConfiguration.warnings(keys: ["inputs", "output", "rules"], path: "Sources/A/statespec.yml",
                                                        isTargetsOwn: true, target: "A", plugin: plugin)
            #expect(warnings.count == 2)
            #expect(warnings.first == "Sources/A/statespec.yml: 'inputs:' does not apply to target 'A' under StateSpec's plugins: the plugins read the spec files in the target's folder")
            #expect(warnings.last?.contains("'output:'") == true)
        }
    }

    @Test func onlyTheBuildPluginCannotHonourExcludeAndLayout() {
        let keys = ["exclude", "layout", "profile", "templates"]
        let build = PluginConfiguration.warnings(keys: keys, path: "statespec.yml", isTargetsOwn: true, target: "A", plugin: .build)
        #expect(build.map { $0.split(separator: "'")[1] } == ["exclude:", "layout:"])
        #expect(PluginConfiguration.warnings(keys: keys, path: "statespec.yml", isTargetsOwn: true, target: "A", plugin: .command).isEmpty)
    }

    @Test func thePackagesFileIsTheCommandLinesAndGetsNoWarning() {
        let warnings = PluginConfiguration.warnings(keys: ["inputs", "output", "exclude", "layout"], path: "statespec.yml",
                                                    isTargetsOwn: false, target: "A", plugin: .build)
        #expect(warnings.isEmpty)
    }
}
