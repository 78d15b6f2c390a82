// Drives a section's own first load that fails into its empty state, on the generated FollowActivity
// screen (Specs/FollowActivity.yaml) through its generated fakes: the section stays, empty and usable,
// its message says so, and the screen's pull loads it again.

import StateSpecTesting
import Testing

@MainActor
@Suite("A section's first load that fails into its empty state")
struct SectionFirstLoadTests {
    let feedback = ActionRecorder()
    let requests = [Account(id: 1, name: "Ana")]
    let mentions = [Message(id: 1, subject: "@you hello")]

    @Test func theSectionStaysEmptyAndUsableAndThePullLoadsItAgain() async throws {
        let requestsLoader = FollowActivityRequestsLoaderFake()
        let mentionsLoader = FollowActivityMentionsLoaderFake()
        requestsLoader.loadInitialCall.script(.failure(FakeError.server))
        mentionsLoader.loadInitialCall.script(.value(mentions))
        let vm = FollowActivityViewModel(requests: FollowActivityRequestsViewModel(loader: requestsLoader, feedback: feedback),
                                   mentions: FollowActivityMentionsViewModel(loader: mentionsLoader, feedback: feedback))
        let outcomes = await vm.appear()
        #expect(outcomes == [.requests: .failed, .mentions: .succeeded])
        #expect(vm.requests.state == .empty, "no error in the section: it stays usable")
        #expect(vm.requests.firstLoadFailed)
        #expect(feedback.keys == ["FollowActivity.requests.requestsFailed"])
        #expect(vm.state == .content)

        // The screen's pull runs the failed section's first load, and refreshes the other.
        requestsLoader.loadInitialCall.script(.value(requests))
        mentionsLoader.refreshCall.script(.value(mentions))
        let pulled = await vm.refresh()
        #expect(pulled == [.requests: .succeeded, .mentions: .succeeded])
        #expect(requestsLoader.refreshCall.callCount == 0, "nothing was loaded to refresh")
        #expect(vm.requests.state == .ideal(requests))
        #expect(!vm.requests.firstLoadFailed)
    }

    @Test func theScreensRetryRetriesTheSection() async throws {
        let requestsLoader = FollowActivityRequestsLoaderFake()
        let mentionsLoader = FollowActivityMentionsLoaderFake()
        requestsLoader.loadInitialCall.script(.failure(FakeError.server), .failure(FakeError.server))
        mentionsLoader.loadInitialCall.script(.value(mentions))
        let vm = FollowActivityViewModel(requests: FollowActivityRequestsViewModel(loader: requestsLoader, feedback: feedback),
                                   mentions: FollowActivityMentionsViewModel(loader: mentionsLoader, feedback: feedback))
        _ = await vm.appear()
        #expect(feedback.handlers.isEmpty, "a message without a retry action offers no button")
        let retried = await vm.retry()
        #expect(retried[.requests] == .failed)
        #expect(retried[.mentions] == .skipped(.notNeeded))
        #expect(feedback.keys == ["FollowActivity.requests.requestsFailed", "FollowActivity.requests.requestsFailed"])

        requestsLoader.loadInitialCall.script(.value(requests))
        #expect(await vm.retry()[.requests] == .succeeded)
        #expect(vm.requests.state == .ideal(requests))
        #expect(requestsLoader.loadInitialCall.callCount == 3)
    }
}
