import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `statespec lint --reporter …`, `--strict`, `--quiet`, `--verbose` and colours, through the binary.
@Suite struct ReporterCommandTests {
    /// The broken, warning-only and clean specs whose reports StateSpecCoreTests keeps as golden files.
    static let fixtures = packageRoot.appendingPathComponent("Tests/StateSpecCoreTests/Fixtures/reporters")
    static let summary = "Checked 3 specs: 3 errors, 6 warnings.\n"

    static func golden(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent("expected/\(name)"), encoding: .utf8)
    }

    @Test(arguments: [
        ("xcode", "xcode.txt"),
        ("json", "json.json"),
        ("github-actions", "github-actions.txt"),
        ("junit", "junit.xml"),
    ])
    func eachReporterPrintsItsGoldenReport(_ id: String, _ golden: String) throws {
        let outcome = try CommandRunner.run(["lint", "specs", "--reporter", id], in: Self.fixtures)
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardOutput == (try Self.golden(golden)))
        #expect(outcome.standardError == Self.summary)
    }

    @Test func theDefaultReporterIsXcode() throws {
        let outcome = try CommandRunner.run(["lint", "specs"], in: Self.fixtures)
        #expect(outcome.standardOutput == (try Self.golden("xcode.txt")))
    }

    @Test func sarifNamesTheBinarysVersionAndEveryResult() throws {
        let outcome = try CommandRunner.run(["lint", "specs", "--reporter", "sarif"], in: Self.fixtures)
        #expect(outcome.exitCode == 1)
        let version = try CommandRunner.run(["--version"], in: Self.fixtures).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "StateSpec")
        #expect(!version.isEmpty && driver["version"] as? String == version)
        #expect((run["results"] as? [Any])?.count == 9)
        // Apart from the version, the same bytes as the golden report.
        let golden = try Self.golden("sarif.sarif.json")
        #expect(outcome.standardOutput.replacingOccurrences(of: #""version": "\#(version)""#, with: #""version": "0.1.0""#) == golden)
    }

    @Test func otherReportersKeepTheExitCodes() throws {
        let workspace = try Workspace()
        try workspace.write("Clean.yaml", validSpec)
        try workspace.write("Warned.yaml", validSpec.replacingOccurrences(of: "Profile", with: "Account") + "events:\n  unused: {}\n")
        for id in ["json", "github-actions", "sarif", "junit"] {
            #expect(try workspace.run("lint", "Clean.yaml", "--reporter", id).exitCode == 0, "\(id) on a clean spec")
            #expect(try workspace.run("lint", "Warned.yaml", "--reporter", id).exitCode == 0, "\(id) on warnings alone")
            #expect(try workspace.run("lint", "Warned.yaml", "--reporter", id, "--strict").exitCode == 1, "\(id) --strict on warnings")
        }
        #expect(try workspace.run("lint", "Clean.yaml", "--reporter", "json").standardOutput == "[]\n")
        #expect(try workspace.run("lint", "Clean.yaml", "--reporter", "github-actions").standardOutput == "")
        #expect(try workspace.run("lint", "Clean.yaml", "--reporter", "junit").standardOutput.contains(#"<testcase classname="Clean.yaml" name="lint"/>"#))
    }

    @Test func strictTurnsAWarningOnlyRunIntoExitOne() throws {
        let workspace = try Workspace()
        try workspace.write("Profile.yaml", validSpec + "events:\n  unused: {}\n")
        let relaxed = try workspace.run("lint", "Profile.yaml")
        let strict = try workspace.run("lint", "--strict", "Profile.yaml")
        #expect(relaxed.exitCode == 0)
        #expect(strict.exitCode == 1)
        #expect(strict.standardOutput == relaxed.standardOutput)
        #expect(strict.standardOutput.contains(": warning: "))
        #expect(strict.standardError == "Checked 1 spec: 0 errors, 1 warning.\n")
    }

    @Test func strictPassesACleanRun() throws {
        let workspace = try Workspace()
        try workspace.write("Profile.yaml", validSpec)
        let outcome = try workspace.run("lint", "--strict", "Profile.yaml")
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput == "")
    }

    @Test func quietPrintsNoSummary() throws {
        let outcome = try CommandRunner.run(["lint", "specs", "--quiet"], in: Self.fixtures)
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardError == "")
        #expect(outcome.standardOutput == (try Self.golden("xcode.txt")))
    }

    @Test func verbosePrintsEachCheckedFileOnStandardError() throws {
        let outcome = try CommandRunner.run(["lint", "specs", "--verbose", "--reporter", "json"], in: Self.fixtures)
        #expect(outcome.exitCode == 1)
        // --verbose also gives the run's time.
        let timeless = outcome.standardError.replacingOccurrences(of: #" in [0-9]+\.[0-9]{2} s:"#, with: ":", options: .regularExpression)
        #expect(timeless != outcome.standardError)
        #expect(timeless == """
        Checking specs/Broken.yaml
        Checking specs/Clean.yaml
        Checking specs/Warnings.yaml
        \(Self.summary)
        """)
        #expect(outcome.standardOutput == (try Self.golden("json.json")), "nothing extra on standard output")
    }

    @Test func quietAndVerboseTogetherExitTwo() throws {
        let outcome = try CommandRunner.run(["lint", "specs", "--quiet", "--verbose"], in: Self.fixtures)
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == "error: --quiet and --verbose cannot be used together\n")
    }

    @Test(arguments: [("checkstyle", ""), ("XCODE", "did you mean 'xcode'? "), ("sarf", "did you mean 'sarif'? "), ("", "")])
    func anUnknownReporterExitsTwoNamingTheValidOnes(_ id: String, _ hint: String) throws {
        let outcome = try CommandRunner.run(["lint", "specs", "--reporter", id], in: Self.fixtures)
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == "error: unknown reporter '\(id)'; \(hint)use one of: xcode, json, github-actions, sarif, junit\n")
    }

    @Test func aMissingReporterValueExitsTwo() throws {
        let outcome = try CommandRunner.run(["lint", "specs", "--reporter"], in: Self.fixtures)
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardOutput == "")
    }

    // MARK: Colours

    /// The environment of a terminal that takes colours, unless `extra` says otherwise.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["TERM"] = "xterm-256color"
        environment.merge(extra) { $1 }
        return environment
    }

    @Test func noColoursWhenPiped() throws {
        let outcome = try Self.run(["lint", "specs"], environment: Self.environment(), terminal: false)
        #expect(outcome.exitCode == 1)
        #expect(!outcome.standardOutput.contains("\u{1B}"))
        #expect(!outcome.standardError.contains("\u{1B}"))
        #expect(outcome.standardOutput == (try Self.golden("xcode.txt")))
    }

    #if canImport(Glibc) || canImport(Darwin)
    @Test func coloursOnATerminalOnlyForTheSeverity() throws {
        let outcome = try Self.run(["lint", "specs"], environment: Self.environment(), terminal: true)
        #expect(outcome.exitCode == 1)
        let output = outcome.standardOutput.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(output.contains("specs/Broken.yaml:7:3: \u{1B}[1;31merror:\u{1B}[0m unknown key 'laoding'"))
        #expect(output.contains(": \u{1B}[1;33mwarning:\u{1B}[0m "))
        let plain = output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(plain == (try Self.golden("xcode.txt")))
    }

    @Test(arguments: [
        (["lint", "specs"], ["NO_COLOR": "1"]),
        (["lint", "specs"], ["TERM": "dumb"]),
        (["lint", "specs", "--reporter", "json"], [:]),
        (["lint", "specs", "--reporter", "github-actions"], [:]),
    ])
    func noColoursOnATerminalWhenAskedOrForMachineFormats(_ arguments: [String], _ extra: [String: String]) throws {
        let outcome = try Self.run(arguments, environment: Self.environment(extra), terminal: true)
        #expect(outcome.exitCode == 1)
        #expect(!outcome.standardOutput.isEmpty)
        #expect(!outcome.standardOutput.contains("\u{1B}"))
    }
    #endif

    /// Runs the binary with an environment of its own, its standard output on a pipe or, with
    /// `terminal`, on a pseudo-terminal so that `isatty(1)` holds; with `errorOnTerminal`, its
    /// standard error on the pseudo-terminal instead (`isatty(2)`).
    static func run(_ arguments: [String], environment: [String: String], terminal: Bool,
                    errorOnTerminal: Bool = false, in directory: URL = fixtures) throws -> CommandRunner.Outcome {
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        guard terminal else {
            try process.run()
            let outputData = output.fileHandleForReading.readDataToEndOfFile()
            let errorData = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return CommandRunner.Outcome(exitCode: process.terminationStatus,
                                         standardOutput: String(decoding: outputData, as: UTF8.self),
                                         standardError: String(decoding: errorData, as: UTF8.self))
        }
        #if canImport(Glibc) || canImport(Darwin)
        let pseudoTerminal = try PseudoTerminal()
        if errorOnTerminal { process.standardError = pseudoTerminal.child } else { process.standardOutput = pseudoTerminal.child }
        try process.run()
        // The child process holds its own copy; closing ours lets reads end once it exits.
        pseudoTerminal.closeChild()
        let terminalData = pseudoTerminal.readAll()
        let pipeData = (errorOnTerminal ? output : error).fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let (outputData, errorData) = errorOnTerminal ? (pipeData, terminalData) : (terminalData, pipeData)
        return CommandRunner.Outcome(exitCode: process.terminationStatus,
                                     standardOutput: String(decoding: outputData, as: UTF8.self),
                                     standardError: String(decoding: errorData, as: UTF8.self))
        #else
        throw PseudoTerminal.Unavailable()
        #endif
    }
}

#if canImport(Glibc) || canImport(Darwin)
/// A pseudo-terminal pair: the child side stands in for a terminal as a process's standard output.
struct PseudoTerminal {
    struct Unavailable: Error {}

    let parentDescriptor: Int32
    let childDescriptor: Int32
    var child: FileHandle { FileHandle(fileDescriptor: childDescriptor, closeOnDealloc: false) }

    init() throws {
        guard let (parent, childPath) = Self.openParent() else { throw Unavailable() }
        let childDescriptor = open(childPath, O_RDWR | O_NOCTTY)
        guard childDescriptor >= 0 else {
            close(parent)
            throw Unavailable()
        }
        parentDescriptor = parent
        self.childDescriptor = childDescriptor
    }

    #if canImport(Glibc)
    /// Swift's Glibc module hides the pty functions behind `_XOPEN_SOURCE`; libc has them.
    private static func openParent() -> (Int32, String)? {
        typealias Open = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
        guard let libc = dlopen(nil, RTLD_NOW),
              let openPT = dlsym(libc, "posix_openpt").map({ unsafeBitCast($0, to: Open.self) }),
              let grantPT = dlsym(libc, "grantpt").map({ unsafeBitCast($0, to: Open.self) }),
              let unlockPT = dlsym(libc, "unlockpt").map({ unsafeBitCast($0, to: Open.self) }),
              let nameOf = dlsym(libc, "ptsname_r").map({ unsafeBitCast($0, to: Name.self) })
        else { return nil }
        let parent = openPT(O_RDWR | O_NOCTTY)
        guard parent >= 0 else { return nil }
        var name = [CChar](repeating: 0, count: 128)
        guard grantPT(parent) == 0, unlockPT(parent) == 0, nameOf(parent, &name, name.count) == 0 else {
            close(parent)
            return nil
        }
        return (parent, String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    #else
    /// `ptsname` returns a static buffer; tests run in parallel.
    private static let lock = NSLock()

    private static func openParent() -> (Int32, String)? {
        let parent = posix_openpt(O_RDWR | O_NOCTTY)
        guard parent >= 0 else { return nil }
        let name: String? = lock.withLock {
            guard grantpt(parent) == 0, unlockpt(parent) == 0, let name = ptsname(parent) else { return nil }
            return String(cString: name)
        }
        guard let name else {
            close(parent)
            return nil
        }
        return (parent, name)
    }
    #endif

    func closeChild() {
        close(childDescriptor)
    }

    /// Everything the child side received, read until every child descriptor is closed.
    func readAll() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(parentDescriptor, &buffer, buffer.count)
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break  // 0 at end of file, or EIO on Linux once the child side is closed.
            }
        }
        close(parentDescriptor)
        return data
    }
}
#endif
