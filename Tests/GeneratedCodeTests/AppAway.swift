import StateSpecRuntime
import StateSpecTestSupport
import StateSpecTesting

/// The app goes to the background and comes back `seconds` later, in virtual time.
@MainActor
func appAway(_ activity: ManualAppActivity, _ clock: TestClock, _ seconds: Int) async {
    activity.report(.background)
    await settle()
    clock.advance(by: .seconds(seconds))
    await settle()
    activity.report(.foreground)
    await settle()
}
