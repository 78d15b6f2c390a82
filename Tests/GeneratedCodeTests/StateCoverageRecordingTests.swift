// A generated view model records its states, causes and messages for state coverage under the
// names `statespec coverage` compares with the spec: the screen's, the cause's case and the
// message's name in the spec.

import StateSpecRuntime
import Testing

@MainActor
@Suite("State coverage of a generated screen")
struct StateCoverageRecordingTests {
    @Test func theTimelineRecordsWhatItShowedUnderItsSpecsNames() async throws {
        // Tests of other suites may drive timelines meanwhile: what they record is recorded too.
        let recorder = StateCoverage.recorder ?? StateCoverage.start()
        let feedback = FeedbackRecorder()
        let loader = FakeTimelineLoader(initial: [.failure(.offline), .success(posts(1...2))], refresh: [.failure(.server)])
        let vm = TimelineViewModel(loader: loader, feedback: feedback) { _ in }
        #expect(await vm.loadInitial() == .failed)
        #expect(await vm.loadInitial() == .succeeded)
        #expect(await vm.refresh() == .failed)
        #expect(feedback.keys == ["Timeline.refreshFailed"])

        let timeline = try #require(recorder.report.screens["Timeline"])
        #expect(Set(timeline.states).isSuperset(of: ["loading", "error", "ideal"]))
        #expect(timeline.causes["error"]?.contains("offline") == true)
        #expect(timeline.messages.contains("refreshFailed"))
        #expect(recorder.report.screens["TimelineState"] == nil)
    }
}
