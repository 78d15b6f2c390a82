import StateSpecRuntime
import Testing
import StateSpecTestSupport

/// `TimedRefresh` on its own: which returns refresh, as `RefreshTiming`'s conditions say, in
/// virtual time with app activity reported by hand.
@MainActor
@Suite("Returns that refresh")
struct ReturnRefreshTests {
    let clock = TestClock()
    let activity = ManualAppActivity()

    @MainActor
    final class Count {
        var refreshes = 0
        var outOfDate = false
    }

    /// The timer running with `conditions`, counting its refreshes.
    private func running(_ conditions: [ReturnRefresh], _ count: Count) -> (TimedRefresh, () -> Task<Void, Never>) {
        let timer = TimedRefresh(RefreshTiming(onReturn: conditions), clock: clock, activity: activity)
        return (timer, { Task { await timer.run(isOutOfDate: { count.outOfDate }) { count.refreshes += 1 } } })
    }

    private func appAway(_ seconds: Int) async {
        activity.report(.background)
        await settle()
        clock.advance(by: .seconds(seconds))
        activity.report(.foreground)
        await settle()
    }

    @Test func theOldInitializerMeansTheSameConditions() {
        let old = RefreshTiming(onForeground: true, afterAway: .seconds(300), afterSignal: true)
        #expect(old.returns == [ReturnRefresh(from: .app), ReturnRefresh(after: .seconds(300)), ReturnRefresh(whenChanged: true)])
        #expect(RefreshTiming(onReturn: [ReturnRefresh(from: .screen)]).followsAppActivity == false)
        #expect(RefreshTiming(onReturn: [ReturnRefresh(from: .either, after: .seconds(5))]).followsAppActivity)
    }

    @Test func everyPartOfAConditionMustHold() async {
        let count = Count()
        let (_, start) = running([ReturnRefresh(from: .app, after: .seconds(60), whenChanged: true)], count)
        let task = start()
        #expect(await until { activity.listenerCount == 1 })
        await appAway(90)
        #expect(count.refreshes == 0, "long enough, but not marked")
        count.outOfDate = true
        await appAway(30)
        #expect(count.refreshes == 0, "marked, but not long enough")
        await appAway(60)
        #expect(count.refreshes == 1)
        task.cancel()
        await task.value
    }

    @Test func anyConditionOfAListRefreshesOnce() async {
        let count = Count()
        let (_, start) = running([ReturnRefresh(from: .screen), ReturnRefresh(from: .either, after: .seconds(10))], count)
        let first = start()
        #expect(await until { activity.listenerCount == 1 })
        await appAway(5)
        #expect(count.refreshes == 0, "the app back soon: neither asks")
        first.cancel()
        await first.value
        clock.advance(by: .seconds(60))
        let second = start()
        #expect(await until { count.refreshes == 1 }, "the view back: both ask, one refresh")
        await settle()
        #expect(count.refreshes == 1)
        second.cancel()
        await second.value
    }
}
