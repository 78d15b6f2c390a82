import StateSpecRuntime
import Testing

/// `SectionsSummary`, `SectionStatus`, `SectionCalls` and `TabLoads` on their own: what the view
/// model of a screen made of sections builds on.
@MainActor
@Suite struct SectionsSummaryTests {
    typealias Phase = SectionPhase

    static func summary(_ phases: Phase..., hidesFailed: Bool = false, hidesEmpty: Bool = false) -> SectionsSummary {
        SectionsSummary(phases.map { SectionStatus(phase: $0, hidesWhenEmpty: hidesEmpty, hidesWhenFailed: hidesFailed) })
    }

    @Test func anySectionWithContentShowsTheSections() {
        #expect(Self.summary(.content, .loading) == .content)
        #expect(Self.summary(.failed, .content) == .content)
        #expect(Self.summary(.empty, .content, .failed) == .content)
    }

    @Test func theScreenLoadsWhileNoSectionHasContentAndOneStillLoads() {
        #expect(Self.summary(.loading, .loading) == .loading)
        #expect(Self.summary(.failed, .loading) == .loading)
        #expect(Self.summary(.empty, .loading) == .loading)
    }

    @Test func anErrorOnlyWhenEverySectionFailed() {
        #expect(Self.summary(.failed, .failed) == .error)
        #expect(Self.summary(.failed, .failed, hidesFailed: true) == .error, "hidden or not, nothing loaded")
        #expect(Self.summary(.failed, .empty) == .content, "the failed section shows its error state beside the empty one")
    }

    @Test func emptyWhenEverySectionShownIsEmpty() {
        #expect(Self.summary(.empty, .empty) == .empty)
        #expect(Self.summary(.failed, .empty, hidesFailed: true) == .empty, "a failed section that hides does not count")
        #expect(SectionsSummary([]) == .empty)
    }

    /// The summary of a primary section in `primary` beside other sections in `others`.
    static func summary(primary: Phase, _ others: Phase..., hidesEmpty: Bool = false) -> SectionsSummary {
        SectionsSummary([SectionStatus(phase: primary, hidesWhenEmpty: hidesEmpty, isPrimary: true)]
                        + others.map { SectionStatus(phase: $0, hidesWhenEmpty: hidesEmpty) })
    }

    @Test func thePrimarySectionFailingFailsTheScreenWhateverTheOthersShow() {
        for others in Self.otherPhases {
            #expect(SectionsSummary([SectionStatus(phase: .failed, isPrimary: true)] + others) == .error, "\(others.map(\.phase))")
        }
    }

    @Test func thePrimarySectionLoadingLoadsTheScreenWhateverTheOthersShow() {
        for others in Self.otherPhases {
            #expect(SectionsSummary([SectionStatus(phase: .loading, isPrimary: true)] + others) == .loading, "\(others.map(\.phase))")
        }
    }

    @Test func thePrimarySectionWithContentShowsTheSectionsWhateverTheOthersShow() {
        for others in Self.otherPhases {
            #expect(SectionsSummary([SectionStatus(phase: .content, isPrimary: true)] + others) == .content, "\(others.map(\.phase))")
        }
        #expect(Self.summary(primary: .content, .failed, .failed) == .content, "other sections failing never fail the screen")
    }

    @Test func aPrimarySectionThatIsEmptyLeavesTheSummaryToEverySection() {
        #expect(Self.summary(primary: .empty, .empty) == .empty)
        #expect(Self.summary(primary: .empty, .content) == .content)
        #expect(Self.summary(primary: .empty, .loading) == .loading)
        #expect(Self.summary(primary: .empty, .failed) == .content, "the failed section shows its error state beside the empty one")
        #expect(Self.summary(primary: .empty, .empty, hidesEmpty: true) == .empty, "hidden while empty, every section is empty")
        #expect(SectionsSummary([SectionStatus(phase: .empty, hidesWhenEmpty: true, isPrimary: true),
                                 SectionStatus(phase: .failed, hidesWhenFailed: true)]) == .empty)
    }

    @Test func withoutAPrimarySectionEveryCombinationSummarisesAsBefore() {
        // Every pair of phases, each section hidden or not in that phase: the order never matters.
        let statuses = Phase.allCases.flatMap { phase in
            [false, true].map { SectionStatus(phase: phase, hidesWhenEmpty: $0, hidesWhenFailed: $0) }
        }
        for first in statuses {
            for second in statuses {
                let summary = SectionsSummary([first, second])
                #expect(summary == SectionsSummary([second, first]))
                let phases = Set([first.phase, second.phase])
                if phases == [.awaitingInput] { #expect(summary == .idle) }
                else if phases.contains(.awaitingInput) {
                    // The section waiting for its input counts for nothing: the other decides alone.
                    #expect(summary == SectionsSummary([first.phase == .awaitingInput ? second : first]))
                }
                else if phases.contains(.content) { #expect(summary == .content) }
                else if phases.contains(.loading) { #expect(summary == .loading) }
                else if phases == [.failed] { #expect(summary == .error) }
                else if phases == [.empty] { #expect(summary == .empty) }
                else { #expect(summary == ((first.phase == .failed ? first : second).isHidden ? .empty : .content)) }
            }
        }
    }

    /// Every list of up to two other sections, in each phase, hidden or not.
    static var otherPhases: [[SectionStatus]] {
        let one = Phase.allCases.flatMap { phase in
            [false, true].map { SectionStatus(phase: phase, hidesWhenEmpty: $0, hidesWhenFailed: $0) }
        }
        return [[]] + one.map { [$0] } + one.flatMap { first in one.map { [first, $0] } }
    }

    @Test func aScreenWhoseEverySectionWaitsForItsInputIsIdleNotLoading() {
        #expect(Self.summary(.awaitingInput) == .idle)
        #expect(Self.summary(.awaitingInput, .awaitingInput, .awaitingInput) == .idle)
        #expect(Self.summary(.awaitingInput, .awaitingInput, hidesFailed: true, hidesEmpty: true) == .idle)
    }

    @Test func aSectionWaitingForItsInputNeitherLoadsNorFails() {
        #expect(Self.summary(.failed, .awaitingInput) == .error, "the failure shows, not a spinner with nothing loading")
        #expect(Self.summary(.failed, .awaitingInput, .awaitingInput) == .error)
        #expect(Self.summary(.loading, .awaitingInput) == .loading, "another section's first load still runs")
        #expect(Self.summary(.content, .awaitingInput) == .content)
        #expect(Self.summary(.empty, .awaitingInput) == .empty)
        #expect(Self.summary(.failed, .empty, .awaitingInput) == .content)
        #expect(Self.summary(.failed, .awaitingInput, hidesFailed: true) == .error, "hidden or not, nothing loaded")
    }

    @Test func aPrimarySectionWaitingForItsInputMakesTheScreenIdle() {
        for others in Self.otherPhases {
            #expect(SectionsSummary([SectionStatus(phase: .awaitingInput, isPrimary: true)] + others) == .idle, "\(others.map(\.phase))")
        }
        #expect(Self.summary(primary: .content, .awaitingInput) == .content)
        #expect(Self.summary(primary: .empty, .awaitingInput) == .empty)
    }

    @Test func aSectionWaitingForItsInputNeverHides() {
        #expect(!SectionStatus(phase: .awaitingInput, hidesWhenEmpty: true, hidesWhenFailed: true).isHidden)
        #expect(SectionPhase(stateKind: "loading", isAwaitingInput: true) == .awaitingInput)
        #expect(SectionPhase(stateKind: "loading", isAwaitingInput: false) == .loading)
        #expect(SectionPhase(stateKind: "error", isAwaitingInput: false) == .failed)
    }

    @Test func aSectionHidesOnlyInTheStateItsSpecSays() {
        #expect(SectionStatus(phase: .failed, hidesWhenFailed: true).isHidden)
        #expect(!SectionStatus(phase: .failed, hidesWhenEmpty: true).isHidden)
        #expect(SectionStatus(phase: .empty, hidesWhenEmpty: true).isHidden)
        #expect(!SectionStatus(phase: .loading, hidesWhenEmpty: true, hidesWhenFailed: true).isHidden)
        #expect(!SectionStatus(phase: .content, hidesWhenEmpty: true, hidesWhenFailed: true).isHidden)
    }

    @Test func aStateKindNamesItsPhase() {
        #expect(["ideal", "loading", "empty", "error", "partial"].map(SectionPhase.init(stateKind:)) == [.content, .loading, .empty, .failed, .content])
    }

    @Test func sectionCallsRunAtOnceAndReportEachOutcome() async {
        var started: [Int] = []
        var release: [CheckedContinuation<Void, Never>] = []
        let calls = Task {
            await SectionCalls.concurrently([1, 2, 3]) { section in
                started.append(section)
                await withCheckedContinuation { release.append($0) }
                return section == 2 ? .failed : .succeeded
            }
        }
        for _ in 0..<1_000 where release.count < 3 { await Task.yield() }
        #expect(Set(started) == [1, 2, 3], "every call started before any ended")
        for continuation in release { continuation.resume() }
        #expect(await calls.value == [1: .succeeded, 2: .failed, 3: .succeeded])
    }

    @Test func aTabLoadOutlivesItsCancelledCallerAndIsJoined() async {
        let loads = TabLoads<String>()
        var runs = 0
        var release: CheckedContinuation<Void, Never>?
        let caller = Task {
            await loads.run("music") {
                runs += 1
                await withCheckedContinuation { release = $0 }
                return Task.isCancelled ? .cancelled : .succeeded
            }
        }
        for _ in 0..<1_000 where release == nil { await Task.yield() }
        caller.cancel()
        let joining = Task { await loads.run("music") { runs += 1; return .failed } }
        for _ in 0..<100 { await Task.yield() }
        #expect(loads.isRunning("music"))
        release?.resume()
        #expect(await caller.value == .succeeded, "the caller's cancellation does not reach the load")
        #expect(await joining.value == .succeeded)
        #expect(runs == 1)
        #expect(!loads.isRunning("music"))
    }
}
