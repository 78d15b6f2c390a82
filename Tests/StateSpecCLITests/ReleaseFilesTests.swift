import Foundation
import Testing

/// What a team installing a release reads: the changelog's newest version is the one the tool
/// reports, and the licence the README names is there.
@Suite struct ReleaseFilesTests {
    /// The first `## <version>` heading of CHANGELOG.md; `## Unreleased`, what is not released yet, is none.
    static func changelogVersion() throws -> String {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let heading = try #require(text.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }, "CHANGELOG.md has no version heading")
        return String(heading.dropFirst(3).split(separator: " ").first ?? "")
    }

    @Test func theChangelogsNewestVersionIsTheOneTheToolPrints() throws {
        let outcome = try CommandRunner.run(["--version"], in: packageRoot)
        #expect(outcome.exitCode == 0)
        let printed = outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!printed.isEmpty)
        #expect(try Self.changelogVersion() == printed, "CHANGELOG.md's newest version is not what `statespec --version` prints")
    }

    @Test func theLicenseIsApache2AndTheReadmeSaysSo() throws {
        let license = try String(contentsOf: packageRoot.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(license.contains("Apache License") && license.contains("Version 2.0"))
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("[Apache License 2.0](LICENSE)"))
    }
}
