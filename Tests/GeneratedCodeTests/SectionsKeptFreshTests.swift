// Drives the generated MediaHomeViewModel (Specs/MediaHome.yaml), whose `resume` row refreshes
// when the app comes back after five minutes away, through the screen's `keepFresh()`: a section
// that refreshes by itself does so under a screen made of sections, the others are left alone.

import StateSpecRuntime
import StateSpecTesting
import StateSpecTestSupport
import Testing

@MainActor
@Suite("Sections kept fresh")
struct SectionsKeptFreshTests {
    let clock = TestClock()
    let activity = ManualAppActivity()
    let feedback = FeedbackRecorder()
    let resume = MediaHomeResumeLoaderFake()
    let latest = MediaHomeLatestLoaderFake()
    let headlines = MediaHomeHeadlinesLoaderFake()

    private func shown() async throws -> MediaHomeViewModel {
        resume.loadInitialCall.defaultAnswer = .value(tracks("a"))
        latest.loadInitialCall.defaultAnswer = .value(photos(1...2))
        let vm = MediaHomeViewModel(resume: MediaHomeResumeViewModel(loader: resume, feedback: feedback, clock: clock, activity: activity),
                                    latest: MediaHomeLatestViewModel(loader: latest, feedback: feedback),
                                    headlines: MediaHomeHeadlinesViewModel(loader: headlines))
        await vm.appear()
        try #require(vm.resume.state == .ideal(tracks("a")) && vm.latest.state == .ideal(photos(1...2)))
        return vm
    }

    @Test func theAppBackAfterLongEnoughRefreshesTheRowThatAsksAndOnlyIt() async throws {
        let vm = try await shown()
        let fresh = Task { await vm.keepFresh() }
        try #require(await eventually { activity.listenerCount == 1 })
        await appAway(activity, clock, 60)
        #expect(resume.refreshCall.callCount == 0, "a minute away is not five")
        await appAway(activity, clock, 300)
        await resume.refreshCall.untilHeld()
        try resume.refreshCall.release(with: tracks("b"))
        #expect(await eventually { vm.resume.state == .ideal(tracks("b")) })
        #expect(latest.refreshCall.callCount == 0, "the row that does not ask is left alone")
        #expect(feedback.keys.isEmpty)
        fresh.cancel()
        await fresh.value
        #expect(await eventually { activity.listenerCount == 0 }, "the screen stops listening with its view")
        await appAway(activity, clock, 600)
        #expect(resume.refreshCall.callCount == 1, "nothing runs once the view has gone")
    }

    /// A return's refresh that fails raises the row's message once, as a timed refresh does, and
    /// leaves what the row shows.
    @Test func aFailedReturnRefreshKeepsTheRowAndTellsOnce() async throws {
        let vm = try await shown()
        let fresh = Task { await vm.keepFresh() }
        try #require(await eventually { activity.listenerCount == 1 })
        resume.refreshCall.defaultAnswer = .failure(FakeError.server)
        await appAway(activity, clock, 300)
        #expect(await eventually { resume.refreshCall.callCount == 1 })
        await appAway(activity, clock, 300)
        #expect(await eventually { resume.refreshCall.callCount == 2 })
        #expect(feedback.keys == ["MediaHome.resume.rowRefreshFailed"], "a run of failures is told once")
        #expect(vm.resume.state == .ideal(tracks("a")))
        fresh.cancel()
        await fresh.value
    }
}
