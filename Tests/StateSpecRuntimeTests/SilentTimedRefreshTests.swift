import StateSpecRuntime
import Testing
import StateSpecTestSupport

/// A silent timed refresh (`loads.refresh.timed: silent`): unseen while nobody asks, shown and
/// told as any refresh once a pull joins it.
@MainActor
@Suite("Silent timed refresh in ScreenContent")
struct SilentTimedRefreshTests {
    typealias Screen = ScreenContent<ModelState, String>
    typealias Gate = ScreenContentFindingsTests.Gate

    struct Offline: Error {}

    let feedback = ModelFeedback()
    let failed = modelMessage("refreshFailed")

    private func row(_ id: Int) -> ModelRow { ModelRow(id: id, value: 0) }

    /// A screen showing rows 1 and 2.
    private func shown(rules: ContentRules<ModelState, String> = ContentRules()) async throws -> Screen {
        let screen = Screen(feedback: feedback, rules: rules)
        try #require(await screen.loadInitial("a") { _ in [row(1), row(2)] } == .succeeded)
        return screen
    }

    /// The screen's `refresh()`, as a generated view model has it: waits for `gate`, then
    /// answers `rows` or throws `error`.
    private func refresh(_ screen: Screen, _ gate: Gate, rows: [Int] = [], error: (any Error)? = nil,
                         failure: LoadFailure? = nil) -> @MainActor () async -> CallOutcome {
        { [failed] in
            await screen.refresh(failure: failure ?? .message(failed)) { _, _ in
                try await gate.wait()
                if let error { throw error }
                return rows.map { ModelRow(id: $0, value: 0) }
            }
        }
    }

    @Test func aSilentRefreshShowsNoSpinnerAndItsContentArrives() async throws {
        let screen = try await shown()
        let gate = Gate()
        let timed = Task { await screen.refreshOnTime(silently: true, refresh(screen, gate, rows: [0, 1, 2])) }
        #expect(await until { gate.entered })
        #expect(screen.calls.running == .refresh)
        #expect(!screen.isRefreshing, "nobody asked: no spinner")
        gate.open()
        #expect(await timed.value == .succeeded)
        #expect(screen.state == .ideal([row(0), row(1), row(2)]))
    }

    @Test func aSilentFailureKeepsTheContentAndRaisesNothing() async throws {
        let screen = try await shown(rules: ContentRules(timedFailuresOnce: true))
        for _ in 0..<2 {
            let gate = Gate()
            let timed = Task { await screen.refreshOnTime(silently: true, refresh(screen, gate, error: Offline())) }
            #expect(await until { gate.entered })
            gate.open()
            #expect(await timed.value == .failed)
        }
        #expect(feedback.keys.isEmpty, "no message, so no haptic either")
        #expect(screen.lastError is Offline, "kept for logging")
        #expect(screen.state == .ideal([row(1), row(2)]))

        let pullGate = Gate()
        let pull = Task { await refresh(screen, pullGate, error: Offline())() }
        #expect(await until { pullGate.entered })
        #expect(screen.isRefreshing)
        pullGate.open()
        #expect(await pull.value == .failed)
        #expect(feedback.keys == ["refreshFailed"], "a pull always says it failed")
    }

    @Test func aSilentFailureIntoThePartialStateKeepsTheIdealState() async throws {
        let screen = try await shown()
        screen.cause = { _ in .boom }
        let gate = Gate()
        let timed = Task { await screen.refreshOnTime(silently: true, refresh(screen, gate, error: Offline(), failure: .partialState)) }
        #expect(await until { gate.entered })
        gate.open()
        #expect(await timed.value == .failed)
        #expect(screen.state == .ideal([row(1), row(2)]), "a refresh nobody saw cuts nothing short")
        #expect(screen.lastError is Offline)
    }

    @Test func aPullJoinsASilentRefreshAndShowsItsSpinnerAndFailure() async throws {
        let screen = try await shown()
        let gate = Gate()
        let timed = Task { await screen.refreshOnTime(silently: true, refresh(screen, gate, error: Offline())) }
        #expect(await until { gate.entered })
        #expect(!screen.isRefreshing)

        let pull = Task { await refresh(screen, Gate(), rows: [9])() }
        #expect(await until { screen.isRefreshing }, "the pull joined: the spinner shows")
        gate.open()
        #expect(await pull.value == .failed, "the pull gets the joined refresh's outcome")
        #expect(await timed.value == .failed)
        #expect(feedback.keys == ["refreshFailed"], "a failure someone waited for is told")
        #expect(!screen.isRefreshing)
        #expect(screen.state == .ideal([row(1), row(2)]))
    }

    @Test func aPullThatJoinedAndSucceededShowsTheResult() async throws {
        let screen = try await shown()
        let gate = Gate()
        let timed = Task { await screen.refreshOnTime(silently: true, refresh(screen, gate, rows: [3, 1, 2])) }
        #expect(await until { gate.entered })
        let pull = Task { await refresh(screen, Gate(), rows: [9])() }
        #expect(await until { screen.isRefreshing })
        gate.open()
        #expect(await pull.value == .succeeded)
        #expect(await timed.value == .succeeded)
        #expect(screen.state == .ideal([row(3), row(1), row(2)]))
    }

    @Test func aPullCancelledAfterJoiningLeavesTheRefreshSilentAgain() async throws {
        let screen = try await shown()
        let gate = Gate()
        let timed = Task { await screen.refreshOnTime(silently: true, refresh(screen, gate, error: Offline())) }
        #expect(await until { gate.entered })
        let pull = Task { await refresh(screen, Gate())() }
        #expect(await until { screen.isRefreshing })
        pull.cancel()
        #expect(await pull.value == .cancelled)
        #expect(await until { !screen.isRefreshing }, "the refresh runs on, unseen")
        #expect(screen.calls.running == .refresh)
        gate.open()
        #expect(await timed.value == .failed)
        #expect(feedback.keys.isEmpty)
    }

    @Test func aCancelledSilentRefreshChangesNothing() async throws {
        let screen = try await shown()
        let gate = Gate()
        let timed = Task { await screen.refreshOnTime(silently: true, refresh(screen, gate, rows: [7])) }
        #expect(await until { gate.entered })
        timed.cancel()
        #expect(await timed.value == .cancelled)
        #expect(screen.lastError == nil)
        #expect(feedback.keys.isEmpty)
        #expect(screen.state == .ideal([row(1), row(2)]))
        #expect(!screen.isRefreshing)
    }

    @Test func aShownTimedRefreshStillShowsItsSpinner() async throws {
        let screen = try await shown()
        let gate = Gate()
        let timed = Task { await screen.refreshOnTime(refresh(screen, gate, error: Offline())) }
        #expect(await until { gate.entered })
        #expect(screen.isRefreshing)
        gate.open()
        #expect(await timed.value == .failed)
        #expect(feedback.keys == ["refreshFailed"])
    }
}
