import StateSpecRuntime
import Testing
import StateSpecTestSupport

/// A change signalled elsewhere (`reaction: mark-changed`) marks the content out of date
/// until a refresh whose request went out after it succeeds.
@MainActor
@Suite("Content out of date after a signal")
struct OutOfDateMarkTests {
    typealias Screen = ScreenContent<ModelState, String>
    typealias Gate = ScreenContentFindingsTests.Gate

    struct Offline: Error {}

    @MainActor
    final class Count {
        var value = 0
    }

    private func shown() async throws -> Screen {
        let screen = Screen(feedback: nil)
        try #require(await screen.loadInitial("a") { _ in [ModelRow(id: 1, value: 0)] } == .succeeded)
        return screen
    }

    private func refreshing(_ screen: Screen, _ gate: Gate, fails: Bool = false) -> Task<CallOutcome, Never> {
        Task {
            await screen.refresh(failure: .silent) { current, _ in
                try await gate.wait()
                if fails { throw Offline() }
                return current
            }
        }
    }

    @Test func aRefreshStartedAfterTheSignalClearsTheMark() async throws {
        let screen = try await shown()
        #expect(!screen.isOutOfDate)
        screen.markChangedElsewhere()
        #expect(screen.isOutOfDate)
        let gate = Gate()
        let refresh = refreshing(screen, gate)
        #expect(await until { gate.entered })
        gate.open()
        #expect(await refresh.value == .succeeded)
        #expect(!screen.isOutOfDate)
    }

    @Test func aRefreshStartedBeforeTheSignalLeavesTheMark() async throws {
        let screen = try await shown()
        let gate = Gate()
        let refresh = refreshing(screen, gate)
        #expect(await until { gate.entered })
        screen.markChangedElsewhere()
        gate.open()
        #expect(await refresh.value == .succeeded)
        #expect(screen.isOutOfDate, "its request went out before the change was made")
    }

    @Test func aFailedOrCancelledRefreshLeavesTheMark() async throws {
        let screen = try await shown()
        screen.markChangedElsewhere()
        let failing = Gate()
        let failed = refreshing(screen, failing, fails: true)
        #expect(await until { failing.entered })
        failing.open()
        #expect(await failed.value == .failed)
        #expect(screen.isOutOfDate)

        let cancelling = Gate()
        let cancelled = refreshing(screen, cancelling)
        #expect(await until { cancelling.entered })
        cancelled.cancel()
        #expect(await cancelled.value == .cancelled)
        #expect(screen.isOutOfDate)
    }

    @Test func aSubscriptionHearsUntilItIsReleased() async throws {
        let signal = ChangeSignal<Void>()
        let heard = Count()
        var subscription: SignalSubscription? = SignalSubscription([signal.values()]) { heard.value += 1 }
        #expect(signal.listenerCount == 1, "subscribed at once: a signal sent right after is heard")
        signal.send()
        #expect(await until { heard.value == 1 })
        _ = subscription
        subscription = nil
        #expect(await until { signal.listenerCount == 0 })
        signal.send()
        await Task.yield()
        #expect(heard.value == 1)
    }
}
