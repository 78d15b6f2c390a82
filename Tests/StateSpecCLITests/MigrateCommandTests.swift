import Foundation
import Testing

/// `statespec migrate`, run as a user would on specs of an earlier release.
@Suite struct MigrateCommandTests {
    static let oldSpec = validSpec.replacingOccurrences(of: "  initial: { on: appear }\n", with: """
      initial: { on: appear }
      refresh: { on: pull, failure: refreshFailed }
    feedback:
      refreshFailed: { kind: error, text: Could not refresh }
    signals:
      accountChanged: { effect: refresh }   # another screen edits the account

    """)

    @Test func checkListsMigrateRewritesAndTheGeneratedCodeStaysTheSame() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", Self.oldSpec)
        let lint = try workspace.run("lint", "specs")
        #expect(lint.exitCode == 0, "an old spelling is a warning: \(lint.standardOutput)")
        #expect(lint.standardOutput.contains("[deprecated-spelling]"))
        #expect(try workspace.run("generate", "specs", "-o", "Before").exitCode == 0)

        let check = try workspace.run("migrate", "specs", "--check")
        #expect(check.exitCode == 1)
        #expect(check.standardOutput == "would migrate: specs/Profile.yaml\n")
        let unchanged = try String(contentsOf: workspace.url.appendingPathComponent("specs/Profile.yaml"), encoding: .utf8)
        #expect(unchanged == Self.oldSpec, "--check writes nothing")

        let migrate = try workspace.run("migrate", "specs")
        #expect(migrate.exitCode == 0, "\(migrate.standardError)")
        let migrated = try String(contentsOf: workspace.url.appendingPathComponent("specs/Profile.yaml"), encoding: .utf8)
        #expect(migrated == Self.oldSpec.replacingOccurrences(of: "{ effect: refresh }", with: "{ reaction: refresh }"))
        #expect(try workspace.run("migrate", "specs", "--check").exitCode == 0)
        #expect(!(try workspace.run("lint", "specs")).standardOutput.contains("deprecated-spelling"))

        // The same Swift, byte for byte, from the migrated spec.
        #expect(try workspace.run("generate", "specs", "-o", "After").exitCode == 0)
        let before = try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("Before").path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(!before.isEmpty)
        for name in before {
            let old = try Data(contentsOf: workspace.url.appendingPathComponent("Before/\(name)"))
            let new = try Data(contentsOf: workspace.url.appendingPathComponent("After/\(name)"))
            #expect(old == new, "\(name)")
        }
    }

    @Test func aLinkIsLeftAsItIs() throws {
        let workspace = try Workspace()
        try workspace.write("elsewhere/Profile.yaml", Self.oldSpec)
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.url.appendingPathComponent("specs/Profile.yaml").path, withDestinationPath: "../elsewhere/Profile.yaml")
        let migrate = try workspace.run("migrate", "specs/Profile.yaml")
        #expect(migrate.exitCode == 0)
        #expect(migrate.standardError.contains("is a link; left as it is"))
        let target = try String(contentsOf: workspace.url.appendingPathComponent("elsewhere/Profile.yaml"), encoding: .utf8)
        #expect(target == Self.oldSpec)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: workspace.url.appendingPathComponent("specs/Profile.yaml").path)
        #expect(link == "../elsewhere/Profile.yaml")
    }

    /// A section an earlier release gave rows per item without asking: migrate writes `rows: per-item`.
    static let impliedRows = """
    screen: Home
    sections:
      libraries:
        content: { type: "[MediaLibrary]", item: MediaLibrary }
        states:
          ideal: {}
          loading: { style: spinner }
          empty: { message: No libraries yet }
          error: { message: Could not load the libraries, retry: Try again }
          partial: { waived: never paged }
        loads:
          initial: { on: appear }
      latest:   # a row per library
        content: { type: "[Photo]", item: Photo }
        states:
          ideal: {}
          loading: { style: spinner }
          empty: { message: Nothing new }
          error: { message: Could not load this library, retry: Try again }
          partial: { waived: never paged }
        loads:
          initial: { input: MediaLibrary }
          refresh: { failure: latestRefreshFailed }
        feedback:
          latestRefreshFailed: { kind: error, text: Could not refresh the library }

    """

    @Test func migrateWritesAKeyAnEarlierReleaseImplied() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Home.yaml", Self.impliedRows)
        let lint = try workspace.run("lint", "specs")
        #expect(lint.exitCode == 0, "\(lint.standardOutput)")
        #expect(lint.standardOutput.contains("'rows: per-item'"))
        #expect(try workspace.run("migrate", "specs", "--check").exitCode == 1)
        let migrate = try workspace.run("migrate", "specs")
        #expect(migrate.exitCode == 0, "\(migrate.standardError)")
        #expect(migrate.standardError.contains("'rows: per-item' is now written in 'sections.latest'"))
        let migrated = try String(contentsOf: workspace.url.appendingPathComponent("specs/Home.yaml"), encoding: .utf8)
        #expect(migrated == Self.impliedRows.replacingOccurrences(of: "  latest:   # a row per library\n", with: "  latest:   # a row per library\n    rows: per-item\n"))
        #expect(try workspace.run("migrate", "specs", "--check").exitCode == 0)
        #expect(!(try workspace.run("lint", "specs")).standardOutput.contains("deprecated-spelling"))
    }
}
