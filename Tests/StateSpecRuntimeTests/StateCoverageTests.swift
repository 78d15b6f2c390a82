import Foundation
import StateSpecRuntime
import Testing

/// A screen for the coverage tests, named apart from every other test's screens: tests of other
/// suites drive screens at the same time, and a recorder on records them all.
enum CoverageProbeState: Sendable {
    case ideal([Int])
    case loading
    case empty
    case error(CoverageProbeCause)
    case partial([Int], CoverageProbeCause)

    enum Kind: String, Sendable, Hashable {
        case ideal, loading, empty, error, partial
    }

    var parts: StateParts<Kind, [Int], CoverageProbeCause> {
        switch self {
        case .ideal(let content): StateParts(.ideal, content: content)
        case .loading: StateParts(.loading)
        case .empty: StateParts(.empty)
        case .error(let cause): StateParts(.error, cause: cause)
        case .partial(let content, let cause): StateParts(.partial, content: content, cause: cause)
        }
    }
}

enum CoverageProbeCause: Hashable, Sendable {
    case offline, other
}

extension CoverageProbeState: ContentState, EmptyCase, ErrorCase, PartialCase, Hashable {}

/// The same states under a name of its own, as a state enum may choose (`coverageName`).
enum RenamedProbeState: Sendable {
    case ideal([Int])
    case loading

    enum Kind: String, Sendable, Hashable {
        case ideal, loading
    }

    var parts: StateParts<Kind, [Int], Never> {
        switch self {
        case .ideal(let content): StateParts(.ideal, content: content)
        case .loading: StateParts(.loading)
        }
    }

    static var coverageName: String { "RenamedProbe" }
}

extension RenamedProbeState: ContentState, Hashable {}

struct ProbeFailure: Error {}

/// The recorder of `StateCoverage`, its report, and where it writes. Serialized: these tests
/// switch the process's recorder.
@MainActor
@Suite(.serialized) struct StateCoverageTests {
    /// The recorder on, or a new one in memory: a run with `STATESPEC_COVERAGE` set keeps its own.
    private func recorder() -> StateCoverageRecorder {
        StateCoverage.recorder ?? StateCoverage.start()
    }

    @Test func theNameIsTheTypesWithoutItsStateSuffix() {
        #expect(CoverageProbeState.coverageName == "CoverageProbe")
        #expect(RenamedProbeState.coverageName == "RenamedProbe")
    }

    /// A screen driven through loading, error for one cause, ideal with a failed refresh's
    /// message and the empty state: those are recorded, and the partial state and the other
    /// cause are not.
    @Test func theStatesAScreenReachedAreRecordedAndNoOthers() async {
        let recorder = recorder()
        let feedback = ModelFeedback()
        let screen = ScreenContent<CoverageProbeState, NoInput>(feedback: feedback)
        screen.cause = { _ in .offline }
        #expect(await screen.loadInitial(NoInput()) { _ in throw ProbeFailure() } == .failed)
        #expect(await screen.loadInitial(NoInput()) { _ in [1, 2] } == .succeeded)
        let refreshFailed = message("CoverageProbe.refreshFailed")
        #expect(await screen.refresh(failure: .message(refreshFailed)) { _, _ in throw ProbeFailure() } == .failed)
        #expect(await screen.refresh(failure: .silent) { _, _ in [] } == .succeeded)

        let shown = recorder.report.screens["CoverageProbe"]
        #expect(shown == StateCoverageReport.Screen(states: ["loading", "error", "ideal", "empty"],
                                                      causes: ["error": ["offline"]], messages: ["refreshFailed"]))
        #expect(feedback.keys == ["CoverageProbe.refreshFailed"])
    }

    /// A state a fixture poses is not one a test reached, and neither is anything a posed
    /// screen (a preview's) shows afterwards; another screen of the same kind still counts.
    @Test func aPosedStateIsNotRecorded() {
        let recorder = recorder()
        let screen = ScreenContent<RenamedProbeState, NoInput>(feedback: nil)
        screen.pose(.ideal([1]))
        #expect(screen.state == .ideal([1]))
        #expect(recorder.report.screens["RenamedProbe"] == nil)
        screen.state = .ideal([2])
        #expect(recorder.report.screens["RenamedProbe"] == nil)
        let reached = ScreenContent<RenamedProbeState, NoInput>(feedback: nil)
        reached.state = .ideal([2])
        #expect(recorder.report.screens["RenamedProbe"]?.states == ["ideal"])
    }

    /// While coverage is off nothing is recorded, and turning it on again keeps what was.
    @Test func nothingIsRecordedWhileCoverageIsOff() {
        let before = recorder()
        let probe = StateCoverageRecorder()
        StateCoverage.start(probe)
        defer { StateCoverage.start(before) }
        StateCoverage.stop()
        #expect(StateCoverage.recorder == nil)
        #expect(StateCoverage.report == nil)
        let screen = ScreenContent<CoverageProbeState, NoInput>(feedback: nil)
        screen.state = .error(.other)
        StateCoverage.start(probe)
        #expect(probe.report.screens.isEmpty)
        screen.state = .partial([1], .other)
        #expect(probe.report.screens["CoverageProbe"] == StateCoverageReport.Screen(states: ["partial"], causes: ["partial": ["other"]]))
    }

    /// Many tasks recording at once, from many threads: nothing is lost.
    @Test func recordingFromManyThreadsAtOnceLosesNothing() async {
        let recorder = StateCoverageRecorder()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<64 {
                group.addTask {
                    for step in 0..<200 {
                        recorder.record(screen: "Screen\(task % 8)", state: "state\(step % 10)", cause: "cause\(task)")
                        recorder.record(screen: "Screen\(task % 8)", message: "message\(step % 5)")
                        _ = recorder.report
                    }
                }
            }
        }
        let report = recorder.report
        #expect(report.screens.count == 8)
        for (name, screen) in report.screens {
            let number = Int(name.dropFirst("Screen".count))!
            #expect(screen.states == (0..<10).map { "state\($0)" })
            #expect(screen.messages == (0..<5).map { "message\($0)" })
            let causes = (0..<64).filter { $0 % 8 == number }.map { "cause\($0)" }.sorted()
            #expect(screen.causes == Dictionary(uniqueKeysWithValues: (0..<10).map { ("state\($0)", causes) }))
        }
    }

    /// The report is the documented JSON: sorted keys and lists, the format and its version.
    @Test func theReportIsSortedJSON() throws {
        let recorder = StateCoverageRecorder()
        recorder.record(screen: "Timeline", state: "loading")
        recorder.record(screen: "Timeline", state: "error", cause: "other")
        recorder.record(screen: "Timeline", state: "error", cause: "offline")
        recorder.record(screen: "Timeline", message: "refreshFailed")
        recorder.record(screen: "Account", state: "ideal")
        let text = String(decoding: recorder.report.json, as: UTF8.self)
        #expect(text == """
        {
          "format" : "statespec-coverage",
          "screens" : {
            "Account" : {
              "causes" : {

              },
              "messages" : [

              ],
              "states" : [
                "ideal"
              ]
            },
            "Timeline" : {
              "causes" : {
                "error" : [
                  "offline",
                  "other"
                ]
              },
              "messages" : [
                "refreshFailed"
              ],
              "states" : [
                "error",
                "loading"
              ]
            }
          },
          "version" : 1
        }

        """)
        let decoded = try JSONDecoder().decode(StateCoverageReport.self, from: recorder.report.json)
        #expect(decoded == recorder.report)
    }

    /// Reports of several processes merge into their union.
    @Test func reportsMergeIntoTheirUnion() {
        let first = StateCoverageReport(screens: ["A": .init(states: ["ideal"], causes: ["error": ["x"]]), "B": .init(states: ["loading"])])
        let second = StateCoverageReport(screens: ["A": .init(states: ["empty"], causes: ["error": ["y"]], messages: ["m"])])
        #expect(first.merged(with: second).screens == [
            "A": .init(states: ["empty", "ideal"], causes: ["error": ["x", "y"]], messages: ["m"]),
            "B": .init(states: ["loading"]),
        ])
    }

    /// `STATESPEC_COVERAGE` names a file, or a folder (existing, or ending in `/`) for a file per process.
    @Test func theSettingNamesAFileOrAFolderOfOnePerProcess() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(StateCoverage.reportFile(forSetting: folder, processID: 42) == "\(folder)/statespec-coverage-42.json")
        #expect(StateCoverage.reportFile(forSetting: "\(folder)/new/", processID: 7) == "\(folder)/new/statespec-coverage-7.json")
        #expect(StateCoverage.reportFile(forSetting: "\(folder)/report.json", processID: 7) == "\(folder)/report.json")
    }

    /// The report is written where it was asked for, folders made, with nothing left beside it.
    @Test func theReportIsWrittenToItsFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let setting = "\(folder)/coverage/"
        let recorder = StateCoverageRecorder(reportFile: StateCoverage.reportFile(forSetting: setting))
        recorder.record(screen: "Timeline", state: "ideal")
        #expect(recorder.writeReport())
        let file = "\(folder)/coverage/statespec-coverage-\(ProcessInfo.processInfo.processIdentifier).json"
        let written = try JSONDecoder().decode(StateCoverageReport.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(written.screens == ["Timeline": .init(states: ["ideal"])])
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder)/coverage") == [(file as NSString).lastPathComponent])
    }

    /// A report that cannot be written is a line on standard error and false, never a crash.
    @Test func aReportThatCannotBeWrittenIsNoCrash() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let blocker = "\(folder)/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let recorder = StateCoverageRecorder(reportFile: "\(blocker)/under/report.json")
        recorder.record(screen: "Timeline", state: "ideal")
        #expect(!recorder.writeReport())
        #expect(!StateCoverageRecorder().writeReport())
    }

    private func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "statespec-coverage-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
