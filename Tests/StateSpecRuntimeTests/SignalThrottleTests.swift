import Foundation
import StateSpecRuntime
import StateSpecTesting
import Testing
import StateSpecTestSupport

/// `SignalThrottle`: leading and trailing, on a clock the test moves.
@MainActor
@Suite struct SignalThrottleTests {
    @MainActor private final class Actions {
        var count = 0
    }

    private func throttled(_ signals: FakeStream<Void>, _ clock: TestClock, _ actions: Actions) -> Task<Void, Never> {
        let stream = signals.subscribe()
        return Task { await SignalThrottle.listen(to: stream, window: .seconds(2), clock: clock) { actions.count += 1 } }
    }

    @Test func theFirstSignalActsAtOnceAndABurstCollapsesIntoOneAtTheWindowsEnd() async {
        let signals = FakeStream<Void>(), clock = TestClock(), actions = Actions()
        let task = throttled(signals, clock, actions)
        signals.send()
        #expect(await until { actions.count == 1 && clock.sleeping == 1 }, "leading: at once")
        for _ in 0..<5 { signals.send() }
        await settle()
        #expect(actions.count == 1, "the burst waits for the window")
        clock.advance(by: .seconds(2))
        #expect(await until { actions.count == 2 && clock.sleeping == 1 }, "trailing: one for the whole burst")
        clock.advance(by: .seconds(2))
        await settle()
        #expect(actions.count == 2, "nothing came in the second window")
        signals.send()
        #expect(await until { actions.count == 3 }, "a signal after a quiet window acts at once")
        task.cancel()
        await task.value
    }

    @Test func cancellingDropsTheTrailingActionWithoutError() async {
        let signals = FakeStream<Void>(), clock = TestClock(), actions = Actions()
        let task = throttled(signals, clock, actions)
        signals.send()
        #expect(await until { clock.sleeping == 1 })
        signals.send()
        task.cancel()
        await task.value
        clock.advance(by: .seconds(2))
        await settle()
        #expect(actions.count == 1)
        await signals.untilNoSubscription()
    }

    @Test func aSignalHeardBeforeTheStreamEndsStillActs() async {
        let signals = FakeStream<Void>(), clock = TestClock(), actions = Actions()
        let task = throttled(signals, clock, actions)
        signals.send()
        #expect(await until { clock.sleeping == 1 })
        signals.send()
        signals.finish()
        clock.advance(by: .seconds(2))
        #expect(await until { actions.count == 2 && clock.sleeping == 1 }, "the end of a burst is not lost")
        // The window after the last action runs out before the listening ends.
        clock.advance(by: .seconds(2))
        await task.value
        #expect(actions.count == 2)
    }
}
