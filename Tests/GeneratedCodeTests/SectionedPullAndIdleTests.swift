// Drives the generated view models of screens made of sections through what one pull raises
// (MediaHome, LibraryRows: one message however many sections or rows fail) and through the idle
// phase of sections that wait for their input (SearchAll, Specs/SearchAll.yaml).

import StateSpecTesting
import Testing

@MainActor
@Suite("One pull, one message; idle sections")
struct SectionedPullAndIdleTests {
    // MARK: One pull, one message

    /// MediaHome with its two refreshing rows showing content, their refreshes held.
    @MainActor
    final class Home {
        let resume = MediaHomeResumeLoaderFake()
        let latest = MediaHomeLatestLoaderFake()
        let headlines = MediaHomeHeadlinesLoaderFake()
        let feedback = FeedbackRecorder()
        let vm: MediaHomeViewModel

        init() {
            resume.loadInitialCall.defaultAnswer = .value(tracks("a"))
            latest.loadInitialCall.defaultAnswer = .value(photos(1...2))
            vm = MediaHomeViewModel(resume: MediaHomeResumeViewModel(loader: resume, feedback: feedback),
                                    latest: MediaHomeLatestViewModel(loader: latest, feedback: feedback),
                                    headlines: MediaHomeHeadlinesViewModel(loader: headlines))
        }
    }

    @Test func twoRowsFailingInOnePullRaiseOneMessageAndEachKeepsItsFailure() async throws {
        let home = Home()
        await home.vm.appear()
        let pull = Task { await home.vm.refresh() }
        await home.resume.refreshCall.untilHeld()
        await home.latest.refreshCall.untilHeld()
        try home.latest.refreshCall.fail(with: FakeError.server)
        #expect(await eventually { home.feedback.keys.count == 1 })
        try home.resume.refreshCall.fail(with: FakeError.offline)
        #expect(await pull.value == [.resume: .failed, .latest: .failed, .headlines: .skipped(.notNeeded)])
        #expect(home.feedback.keys == ["MediaHome.latest.latestRefreshFailed"], "the first failure's message, once")
        #expect(home.vm.resume.lastError as? FakeError == .offline, "each row keeps its own failure")
        #expect(home.vm.latest.lastError as? FakeError == .server)
        #expect(home.vm.resume.state == .ideal(tracks("a")) && home.vm.latest.state == .ideal(photos(1...2)))

        // The next pull is another act of the user: it raises its own message.
        home.resume.refreshCall.defaultAnswer = .failure(FakeError.server)
        home.latest.refreshCall.defaultAnswer = .failure(FakeError.server)
        #expect(await home.vm.refresh() == [.resume: .failed, .latest: .failed, .headlines: .skipped(.notNeeded)])
        #expect(home.feedback.keys.count == 2)
    }

    @Test func aPullCancelledMidwayRaisesNothing() async {
        let home = Home()
        await home.vm.appear()
        let pull = Task { await home.vm.refresh() }
        await home.resume.refreshCall.untilHeld()
        await home.latest.refreshCall.untilHeld()
        pull.cancel()
        #expect(await pull.value == [.resume: .cancelled, .latest: .cancelled, .headlines: .skipped(.notNeeded)])
        #expect(home.feedback.keys.isEmpty)
        #expect(home.vm.resume.lastError == nil && home.vm.latest.lastError == nil)
        #expect(!home.vm.resume.isRefreshing && !home.vm.latest.isRefreshing)
    }

    @Test func everyRowFailingInOnePullRaisesOneMessage() async {
        let screen = LibraryRowsTests.Screen()
        screen.libraries.loadInitialCall.defaultAnswer = .value([LibraryRowsTests.music, LibraryRowsTests.films, LibraryRowsTests.shows])
        screen.latest.loadInitialCall.defaultAnswer = .computed { _ in photos(1...2) }
        await screen.vm.appear()
        await screen.showRows()
        screen.libraries.refreshCall.defaultAnswer = .failure(FakeError.server)
        screen.latest.refreshCall.defaultAnswer = .failure(FakeError.server)
        #expect(await screen.vm.refresh() == [.libraries: .failed, .latest: .failed])
        #expect(screen.feedback.keys.count == 1, "\(screen.feedback.keys)")
        for library in [LibraryRowsTests.music, LibraryRowsTests.films, LibraryRowsTests.shows] {
            #expect(screen.row(library)?.lastError as? FakeError == .server, "each row keeps its failure")
        }
    }

    // MARK: Sections waiting for their input

    /// SearchAll, both categories held until the test answers; its screen-wide texts name `server`.
    @MainActor
    final class Search {
        let people = SearchAllPeopleLoaderFake()
        let posts = SearchAllPostsLoaderFake()
        let feedback = FeedbackRecorder()
        /// The screen-wide buttons' events the app received.
        private(set) var events: [SearchAllEvent] = []
        private(set) var vm: SearchAllViewModel!

        init(server: String = "Mastodon") {
            vm = SearchAllViewModel(people: SearchAllPeopleViewModel(loader: people, feedback: feedback),
                                    posts: SearchAllPostsViewModel(loader: posts, feedback: feedback),
                                    textValues: SearchAllTextValues(server: server)) { [unowned self] in events.append($0) }
        }
    }

    @Test func beforeAnyQueryTheScreenIsIdleNotLoading() async {
        let search = Search()
        #expect(search.vm.state == .idle)
        #expect(search.vm.phase(of: .people) == .awaitingInput && search.vm.phase(of: .posts) == .awaitingInput)
        #expect(await search.vm.appear() == [.people: .skipped(.notNeeded), .posts: .skipped(.notNeeded)])
        #expect(search.vm.state == .idle, "appearing asks nothing")
        #expect(search.vm.visibleSections == [.people, .posts], "each shows its prompt")
        #expect(SearchAllState.idle.summary == .idle && SearchAllState(.idle) == .idle)
    }

    @Test func aQueryLoadsAndClearingItGoesBackToIdle() async throws {
        let search = Search()
        let query = Task { await search.vm.loadInitial("ann") }
        await search.people.loadInitialCall.untilHeld()
        await search.posts.loadInitialCall.untilHeld()
        #expect(search.vm.state == .loading)
        try search.people.loadInitialCall.release(with: [SectionTests.ann])
        try search.posts.loadInitialCall.release(with: [])
        #expect(await query.value == [.people: .succeeded, .posts: .succeeded])
        #expect(search.vm.state == .content)
        search.vm.people.awaitInput()
        search.vm.posts.awaitInput()
        #expect(search.vm.state == .idle, "a cleared field: every category waits again")
    }

    @Test func oneCategoryFailingBesideOneWaitingShowsTheFailureNotASpinner() async throws {
        let search = Search()
        search.people.loadInitialCall.defaultAnswer = .failure(FakeError.server)
        #expect(await search.vm.people.loadInitial("ann") == .failed)
        #expect(search.vm.phase(of: .people) == .failed)
        #expect(search.vm.phase(of: .posts) == .awaitingInput)
        #expect(search.vm.state == .error, "nothing loads: the failure shows")
        // Another category loading beside the failure is a screen that loads.
        let posts = Task { await search.vm.posts.loadInitial("ann") }
        await search.posts.loadInitialCall.untilHeld()
        #expect(search.vm.state == .loading)
        try search.posts.loadInitialCall.release(with: [])
        #expect(await posts.value == .succeeded)
        #expect(search.vm.state == .content, "one empty, one failed: each shows its own state")
    }

    @Test func aPullOverSearchResultsRaisesOneMessage() async throws {
        let search = Search()
        search.people.loadInitialCall.defaultAnswer = .value([SectionTests.ann])
        search.posts.loadInitialCall.defaultAnswer = .value(posts(1...2))
        await search.vm.loadInitial("ann")
        search.people.refreshCall.defaultAnswer = .failure(FakeError.server)
        search.posts.refreshCall.defaultAnswer = .failure(FakeError.server)
        #expect(await search.vm.refresh() == [.people: .failed, .posts: .failed])
        #expect(search.feedback.keys.count == 1, "\(search.feedback.keys)")
        #expect(search.vm.state == .content)
    }
}
