// Drives `placement: above-tabs` on the generated AccountTabs screen (Specs/AccountTabs.yaml):
// a primary header above the tabs Posts, Replies and Media, through its generated fakes, whose
// calls are held until the test releases them.

import StateSpecTesting
import Testing

@MainActor
@Suite("Sections above tabs")
struct SectionsAboveTabsTests {
    static let ann = Account(id: 1, name: "ann")

    /// The screen with every loader held until the test answers.
    @MainActor
    struct Screen {
        let header = AccountTabsHeaderLoaderFake()
        let posts = AccountTabsPostsLoaderFake()
        let replies = AccountTabsRepliesLoaderFake()
        let media = AccountTabsMediaLoaderFake()
        let feedback = FeedbackRecorder()
        let vm: AccountTabsViewModel

        init() {
            vm = AccountTabsViewModel(header: AccountTabsHeaderViewModel(loader: header, feedback: feedback),
                                      posts: AccountTabsPostsViewModel(loader: posts, feedback: feedback),
                                      replies: AccountTabsRepliesViewModel(loader: replies, feedback: feedback),
                                      media: AccountTabsMediaViewModel(loader: media))
        }
    }

    private static func statuses(_ ids: ClosedRange<Int>) -> [Status] { ids.map { Status(id: $0, text: "post \($0)") } }

    @Test func theHeaderLoadsWithTheFirstTabAndTheOtherTabsWait() async throws {
        let screen = Screen()
        #expect(screen.vm.tabs == [.posts, .replies, .media])
        #expect(screen.vm.selectedSection == .posts, "the first tab, not the header, is selected at first")
        let appear = Task { await screen.vm.appear() }
        await screen.header.loadInitialCall.untilHeld()
        await screen.posts.loadInitialCall.untilHeld()
        #expect(screen.vm.state == .loading)

        try screen.posts.loadInitialCall.release(with: Self.statuses(1...2))
        await settle()
        #expect(screen.vm.state == .loading, "the primary header decides: the page loads while it loads")
        try screen.header.loadInitialCall.release(with: Self.ann)
        #expect(await appear.value == [.header: .succeeded, .posts: .succeeded])
        #expect(screen.vm.state == .content)
        #expect(screen.replies.loadInitialCall.callCount == 0)
        #expect(screen.media.loadInitialCall.callCount == 0, "a tab never selected does not load")
    }

    @Test func theHeaderFailingFailsThePageWhateverTheTabShows() async throws {
        let screen = Screen()
        screen.header.loadInitialCall.script(.failure(FakeError.server), .value(Self.ann))
        screen.posts.loadInitialCall.defaultAnswer = .value(Self.statuses(1...2))
        #expect(await screen.vm.appear() == [.header: .failed, .posts: .succeeded])
        #expect(screen.vm.state == .error)
        #expect(AccountTabsState.errorMessage.key == "AccountTabs.error.message")

        #expect(await screen.vm.retry() == [.header: .succeeded, .posts: .skipped(.notNeeded)], "retry reaches what failed")
        #expect(screen.vm.state == .content)
        #expect(screen.vm.header.state == .ideal(Self.ann))
    }

    @Test func aTabFailingLeavesTheHeaderAndThePageShowing() async throws {
        let screen = Screen()
        screen.header.loadInitialCall.defaultAnswer = .value(Self.ann)
        screen.posts.loadInitialCall.defaultAnswer = .value(Self.statuses(1...2))
        screen.replies.loadInitialCall.script(.failure(FakeError.offline))
        await screen.vm.appear()
        #expect(await screen.vm.select(.replies) == .failed)
        #expect(screen.vm.state == .content, "the tab shows its own error under the header")
        #expect(screen.vm.phase(of: .replies) == .failed)
        #expect(await screen.vm.select(.posts) == .skipped(.notNeeded), "posts keep their content")
        #expect(screen.header.loadInitialCall.callCount == 1, "switching tabs never reloads the header")
    }

    @Test func aPullRefreshesTheHeaderAndTheSelectedTabOnly() async throws {
        let screen = Screen()
        screen.header.loadInitialCall.defaultAnswer = .value(Self.ann)
        screen.posts.loadInitialCall.defaultAnswer = .value(Self.statuses(1...2))
        screen.replies.loadInitialCall.script(.failure(FakeError.offline), .hold())
        await screen.vm.appear()
        await screen.vm.select(.replies)

        let refresh = Task { await screen.vm.refresh() }
        await screen.header.refreshCall.untilHeld()
        await screen.replies.loadInitialCall.untilHeld(call: 2)
        #expect(screen.vm.isRefreshingHeaderOrTab, "both run at once")
        try screen.header.refreshCall.fail(with: FakeError.server)
        try screen.replies.loadInitialCall.release(call: 2, with: Self.statuses(5...5))
        #expect(await refresh.value == [.header: .failed, .replies: .succeeded], "a failed tab loads again on a pull")
        #expect(screen.vm.header.state == .ideal(Self.ann), "a failed refresh keeps the header")
        #expect(screen.feedback.keys == ["AccountTabs.header.headerRefreshFailed"])
        #expect(screen.vm.replies.state == .ideal(Self.statuses(5...5)))
        #expect(screen.posts.refreshCall.callCount == 0, "the tab not shown keeps what it shows")
    }

    @Test func theHeaderIsNotATabToSelect() async {
        let screen = Screen()
        #expect(await screen.vm.select(.header) == .skipped(.notNeeded))
        #expect(screen.vm.selectedSection == .posts)
        #expect(screen.header.loadInitialCall.callCount == 0)
    }

    @Test func leavingThePageCancelsTheHeaderButNotTheTabsLoad() async throws {
        let screen = Screen()
        let appear = Task { await screen.vm.appear() }
        await screen.header.loadInitialCall.untilHeld()
        await screen.posts.loadInitialCall.untilHeld()
        appear.cancel()
        await screen.header.loadInitialCall.untilCancelled(call: 1)
        #expect(!screen.posts.loadInitialCall.taskWasCancelled(call: 1), "the tab's load runs in a task of its own")
        try screen.posts.loadInitialCall.release(with: Self.statuses(1...2))
        let outcomes = await appear.value
        #expect(outcomes[.header] == .cancelled, "a cancellation is never an error")
        #expect(outcomes[.posts] == .succeeded)
        #expect(screen.vm.header.state == .loading, "the header loads again when the page appears again")
        #expect(screen.vm.posts.state == .ideal(Self.statuses(1...2)))

        screen.header.loadInitialCall.defaultAnswer = .value(Self.ann)
        #expect(await screen.vm.appear() == [.header: .succeeded, .posts: .skipped(.notNeeded)])
        #expect(screen.vm.state == .content)
    }
}

extension AccountTabsViewModel {
    /// True while the header refreshes and the selected tab loads or refreshes.
    var isRefreshingHeaderOrTab: Bool {
        header.isRefreshing && (replies.state.kind == .loading || replies.isRefreshing)
    }
}
