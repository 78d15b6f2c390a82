// Drives the generated view models of screens made of sections: ProfileViewModel (a header and
// the posts, specs/Profile.yaml), MediaHomeViewModel (rows that hide, Specs/MediaHome.yaml) and
// LibraryTabsViewModel (tabs, Specs/LibraryTabs.yaml), with suspending fake loaders.

import StateSpecRuntime
import Testing
import StateSpecTestSupport

@MainActor
@Suite("Sections")
struct SectionTests {
    static let ann = Account(id: 1, name: "ann")

    @Test func aSectionFailingLeavesAnotherShowingContent() async throws {
        let profile = ProfileFixture(header: FakeProfileHeaderLoader(initial: [.failure(.server)]),
                                     posts: FakeProfilePostsLoader(initial: [.success(posts(1...2))]))
        let outcomes = await profile.vm.appear()
        #expect(outcomes == [.header: .failed, .posts: .succeeded])
        #expect(profile.vm.header.state == .error(.other))
        #expect(profile.vm.posts.state == .ideal(posts(1...2)))
        #expect(profile.vm.state == .content)
        #expect(profile.vm.phase(of: .header) == .failed)
        #expect(profile.vm.visibleSections == [.header, .posts], "a failed section shows its error state unless it hides")
    }

    @Test func sectionsLoadConcurrentlyAndTheSummaryFollowsThem() async throws {
        let profile = ProfileFixture(header: FakeProfileHeaderLoader(initial: [.suspend]),
                                     posts: FakeProfilePostsLoader(initial: [.suspend]))
        let appear = Task { await profile.vm.appear() }
        // Both loads are in flight at once: neither waits for the other.
        try await waitUntilSuspended(profile.header.initial)
        try await waitUntilSuspended(profile.posts.initial)
        #expect(profile.vm.state == .loading)

        await profile.posts.initial.resume(call: 1, with: .success(posts(1...3)))
        #expect(await eventually { profile.vm.posts.state == .ideal(posts(1...3)) })
        #expect(profile.vm.state == .content, "one section with content is enough")
        #expect(profile.vm.header.state == .loading, "the header still loads")

        await profile.header.initial.resume(call: 1, with: .success(Self.ann))
        #expect(await appear.value == [.header: .succeeded, .posts: .succeeded])
        #expect(profile.vm.header.state == .ideal(Self.ann))
    }

    @Test func theSummaryIsAnErrorOnlyWhenEverySectionFailed() async throws {
        let profile = ProfileFixture(header: FakeProfileHeaderLoader(initial: [.failure(.server), .success(Self.ann)]),
                                     posts: FakeProfilePostsLoader(initial: [.failure(.offline), .failure(.server)]))
        #expect(profile.vm.state == .loading)
        await profile.vm.appear()
        #expect(profile.vm.state == .error)

        // Retry runs every failed section again: the header loads, the posts fail again.
        #expect(await profile.vm.retry() == [.header: .succeeded, .posts: .failed])
        #expect(profile.vm.state == .content)
        #expect(profile.vm.posts.state == .error(.other))
    }

    @Test func theSummaryIsEmptyWhenEverySectionIsEmpty() async throws {
        let profile = ProfileFixture(header: FakeProfileHeaderLoader(initial: [.success(nil)]),
                                     posts: FakeProfilePostsLoader(initial: [.success([])]))
        await profile.vm.appear()
        #expect(profile.vm.header.state == .empty)
        #expect(profile.vm.posts.state == .empty)
        #expect(profile.vm.state == .empty)
    }

    @Test func aPullRefreshesEverySectionAtOnceAndOneFailingLeavesTheOther() async throws {
        let header = FakeProfileHeaderLoader(initial: [.success(Self.ann)], refresh: [.suspend])
        let postsLoader = FakeProfilePostsLoader(initial: [.success(posts(1...2))], refresh: [.suspend])
        let profile = ProfileFixture(header: header, posts: postsLoader)
        await profile.vm.appear()

        let refresh = Task { await profile.vm.refresh() }
        try await waitUntilSuspended(header.refreshes)
        try await waitUntilSuspended(postsLoader.refreshes)
        #expect(profile.vm.header.isRefreshing && profile.vm.posts.isRefreshing, "both refresh at once")
        await header.refreshes.resume(call: 1, with: .failure(.server))
        await postsLoader.refreshes.resume(call: 1, with: .success(FakeProfileService.newer))
        #expect(await refresh.value == [.header: .failed, .posts: .succeeded])
        #expect(profile.vm.header.state == .ideal(Self.ann), "a failed refresh keeps the header")
        #expect(profile.vm.posts.state == .ideal(FakeProfileService.newer))
        #expect(profile.feedback.keys == ["Profile.header.headerRefreshFailed"])
    }

    @Test func aPullLoadsAFailedSectionAgain() async throws {
        let header = FakeProfileHeaderLoader(initial: [.failure(.offline), .success(Self.ann)])
        let postsLoader = FakeProfilePostsLoader(initial: [.success(posts(1...2))], refresh: [.success(posts(1...2))])
        let profile = ProfileFixture(header: header, posts: postsLoader)
        await profile.vm.appear()
        #expect(await profile.vm.refresh() == [.header: .succeeded, .posts: .succeeded])
        #expect(profile.vm.header.state == .ideal(Self.ann))
        #expect(await header.initial.callCount == 2)
    }

    @Test func pagingOneSectionLeavesTheOtherAlone() async throws {
        let header = FakeProfileHeaderLoader(initial: [.success(Self.ann)])
        let postsLoader = FakeProfilePostsLoader(initial: [.success(posts(1...2))],
                                           more: [.failure(.server), .success(Page(items: posts(3...4), hasMore: false))])
        let profile = ProfileFixture(header: header, posts: postsLoader)
        await profile.vm.appear()

        #expect(await profile.vm.posts.loadMoreIfNeeded(currentIndex: 1) == .failed)
        #expect(profile.vm.posts.state == .partial(posts(1...2), .other), "a failed page keeps the posts")
        #expect(profile.vm.state == .content)
        #expect(await profile.vm.retry() == [.header: .skipped(.notNeeded), .posts: .succeeded], "retry loads the failed page")
        #expect(profile.vm.posts.state == .ideal(posts(1...4)))
        #expect(profile.vm.header.state == .ideal(Self.ann))
        #expect(await header.initial.callCount == 1)
    }

    @Test func leavingTheScreenWhileSectionsLoadChangesNothing() async throws {
        let header = FakeProfileHeaderLoader(initial: [.suspend, .success(Self.ann)])
        let postsLoader = FakeProfilePostsLoader(initial: [.suspend, .success(posts(1...1))])
        let profile = ProfileFixture(header: header, posts: postsLoader)
        let appear = Task { await profile.vm.appear() }
        try await waitUntilSuspended(header.initial)
        try await waitUntilSuspended(postsLoader.initial)
        appear.cancel()
        #expect(await appear.value == [.header: .cancelled, .posts: .cancelled])
        #expect(profile.vm.header.state == .loading && profile.vm.posts.state == .loading)
        #expect(profile.vm.header.lastError == nil && profile.feedback.shown.isEmpty, "a cancellation is no failure")
        #expect(await profile.vm.appear() == [.header: .succeeded, .posts: .succeeded], "the next appearance loads again")
    }

    @Test func oneServiceServesEverySectionThroughTheLoaderComposition() async throws {
        let service = FakeProfileService()
        let feedback = FeedbackRecorder()
        let vm = ProfileViewModel(header: ProfileHeaderViewModel(loader: service, feedback: feedback) { _ in },
                                  posts: ProfilePostsViewModel(loader: service, feedback: feedback) { _ in })
        #expect(await vm.appear() == [.header: .succeeded, .posts: .succeeded])
        #expect(vm.header.state == .ideal(Self.ann))
        #expect(vm.posts.state == .ideal(posts(1...2)))
    }

    // MARK: Hidden sections

    @Test func failedAndEmptySectionsThatHideLeaveTheScreen() async throws {
        let resume = FakeRowLoader<Track>(initial: [.failure(.server)])
        let latest = FakeRowLoader<Photo>(initial: [.success(photos(1...3))])
        let headlines = FakeHeadlinesLoader(initial: [.success([])])
        let feedback = FeedbackRecorder()
        let vm = MediaHomeViewModel(resume: MediaHomeResumeViewModel(loader: resume, feedback: feedback),
                                    latest: MediaHomeLatestViewModel(loader: latest, feedback: feedback),
                                    headlines: MediaHomeHeadlinesViewModel(loader: headlines))
        #expect(vm.visibleSections == [.resume, .latest, .headlines], "a section loading shows its loading state")
        let outcomes = await vm.appear()
        #expect(outcomes == [.resume: .failed, .latest: .succeeded, .headlines: .skipped(.notNeeded)],
                "the headlines load when the app asks (on: manual)")
        #expect(vm.isHidden(.resume))
        #expect(vm.visibleSections == [.latest, .headlines])
        #expect(vm.state == .content)

        #expect(await vm.headlines.loadInitial() == .succeeded)
        #expect(vm.visibleSections == [.latest], "an empty row that hides leaves the screen")
    }

    @Test func aScreenWhoseShownSectionsAreEmptyIsEmpty() async throws {
        let vm = MediaHomeViewModel(
            resume: MediaHomeResumeViewModel(loader: FakeRowLoader<Track>(initial: [.failure(.offline)]), feedback: FeedbackRecorder()),
            latest: MediaHomeLatestViewModel(loader: FakeRowLoader<Photo>(initial: [.success([])]), feedback: FeedbackRecorder()),
            headlines: MediaHomeHeadlinesViewModel(loader: FakeHeadlinesLoader(initial: [.success([])])))
        await vm.appear()
        #expect(vm.state == .loading, "the headlines have not loaded yet")
        await vm.headlines.loadInitial()
        #expect(vm.state == .empty, "the failed row hides, so what shows is empty")
        #expect(vm.visibleSections == [.latest])
    }

    // MARK: One input for every section

    @Test func aQueryReachesEveryCategoryAtOnceAndANewOneSupersedesIt() async throws {
        let clock = TestClock()
        let people = FakeCategoryLoader<Account>(initial: [.success([SectionTests.ann]), .suspend])
        let postsLoader = FakeCategoryLoader<Post>(initial: [.failure(.server), .suspend, .success(posts(1...1))])
        let trending = FakeTrendingLoader(initial: [.success(headlines(1...2))])
        let vm = CategorySearchViewModel(people: CategorySearchPeopleViewModel(loader: people, clock: clock),
                                         posts: CategorySearchPostsViewModel(loader: postsLoader),
                                         trending: CategorySearchTrendingViewModel(loader: trending))
        #expect(await vm.appear() == [.people: .skipped(.notNeeded), .posts: .skipped(.notNeeded), .trending: .succeeded],
                "the categories wait for a query")
        #expect(await vm.loadInitial("a") == [.people: .succeeded, .posts: .failed, .trending: .skipped(.notNeeded)])
        #expect(vm.people.state == .ideal([SectionTests.ann]))
        #expect(vm.posts.state == .error(.other), "one category failing leaves the others")

        // "al": people wait their debounce, posts load at once; "ali" typed meanwhile supersedes both.
        let al = Task { await vm.loadInitial("al") }
        try await waitUntilSuspended(postsLoader.initial, call: 2)
        #expect(await eventually { clock.sleeping == 1 })
        let ali = Task { await vm.loadInitial("ali") }
        #expect(await al.value == [.people: .cancelled, .posts: .cancelled, .trending: .skipped(.notNeeded)])
        try await waitUntilCancelled(postsLoader.initial, call: 2)
        clock.advance(by: .seconds(0.3))
        try await waitUntilSuspended(people.initial, call: 2)
        await people.initial.resume(call: 2, with: .success([]))
        #expect(await ali.value == [.people: .succeeded, .posts: .succeeded, .trending: .skipped(.notNeeded)])
        #expect(await people.initial.arguments == ["a", "ali"], "\"al\" never reached the people search")
        #expect(await postsLoader.initial.arguments == ["a", "al", "ali"])
        #expect(vm.visibleSections == [.posts, .trending], "no one is called \"ali\": that row hides")
    }

    @Test func aQueryEveryCategoryFindsNothingForShowsTheScreenWideEmptyText() async throws {
        let clock = TestClock()
        let people = FakeCategoryLoader<Account>(initial: [.success([])])
        let postsLoader = FakeCategoryLoader<Post>(initial: [.success([])])
        let trending = FakeTrendingLoader(initial: [.success([])])
        let vm = CategorySearchViewModel(people: CategorySearchPeopleViewModel(loader: people, clock: clock),
                                         posts: CategorySearchPostsViewModel(loader: postsLoader),
                                         trending: CategorySearchTrendingViewModel(loader: trending))
        await vm.appear()
        #expect(vm.state == .loading, "the categories wait for a query")
        #expect(await vm.loadInitial("zz") == [.people: .succeeded, .posts: .succeeded, .trending: .skipped(.notNeeded)])
        #expect(vm.visibleSections == [.trending], "the people and posts rows hide while empty")
        #expect(vm.state == .empty, "every category found nothing")
        #expect(CategorySearchState.emptyMessage.key == "CategorySearch.empty.message")
    }

    // MARK: Tabs

    @Test func aTabLoadsWhenFirstSelectedAndKeepsItsContent() async throws {
        let music = FakeRowLoader<Track>(initial: [.success(tracks("a"))])
        let photosLoader = FakeRowLoader<Photo>(initial: [.success(photos(1...2))], refresh: [.success(photos(1...3))])
        let vm = LibraryTabsViewModel(music: LibraryTabsMusicViewModel(loader: music, feedback: FeedbackRecorder()),
                                  photos: LibraryTabsPhotosViewModel(loader: photosLoader, feedback: FeedbackRecorder()))
        #expect(await vm.appear() == .succeeded)
        #expect(vm.selectedSection == .music)
        #expect(await photosLoader.initial.callCount == 0, "a tab never selected does not load")
        #expect(vm.state == .content)

        #expect(await vm.select(.photos) == .succeeded)
        #expect(vm.photos.state == .ideal(photos(1...2)))
        #expect(await vm.select(.music) == .skipped(.notNeeded), "music keeps its content (reappear: keep)")
        #expect(await music.initial.callCount == 1)
        #expect(vm.music.state == .ideal(tracks("a")))
        #expect(await vm.select(.photos) == .succeeded, "photos refresh when they appear again (reappear: refresh)")
        #expect(vm.photos.state == .ideal(photos(1...3)))
    }

    @Test func leavingATabWhileItLoadsDoesNotCancelItsLoad() async throws {
        let music = FakeRowLoader<Track>(initial: [.suspend])
        let photosLoader = FakeRowLoader<Photo>(initial: [.success(photos(1...2))])
        let vm = LibraryTabsViewModel(music: LibraryTabsMusicViewModel(loader: music, feedback: FeedbackRecorder()),
                                  photos: LibraryTabsPhotosViewModel(loader: photosLoader, feedback: FeedbackRecorder()))
        // The music tab's `.task` starts its load; switching tabs cancels that task, as SwiftUI does.
        let musicTask = Task { await vm.select(.music) }
        try await waitUntilSuspended(music.initial)
        musicTask.cancel()
        #expect(await vm.select(.photos) == .succeeded)
        #expect(vm.state == .content, "the summary follows the selected tab")
        await settle()
        #expect(await !music.initial.wasCancelled(1), "the music load runs on")

        await music.initial.resume(call: 1, with: .success(tracks("a", "b")))
        #expect(await musicTask.value == .succeeded)
        #expect(vm.music.state == .ideal(tracks("a", "b")))
        #expect(await vm.select(.music) == .skipped(.notNeeded), "back on the tab, its content is there")
        #expect(await music.initial.callCount == 1)
    }

    @Test func comingBackToATabWhoseLoadStillRunsJoinsIt() async throws {
        let music = FakeRowLoader<Track>(initial: [.suspend])
        let vm = LibraryTabsViewModel(music: LibraryTabsMusicViewModel(loader: music, feedback: FeedbackRecorder()),
                                  photos: LibraryTabsPhotosViewModel(loader: FakeRowLoader<Photo>(initial: [.success([])]), feedback: FeedbackRecorder()))
        let first = Task { await vm.select(.music) }
        try await waitUntilSuspended(music.initial)
        await vm.select(.photos)
        #expect(vm.state == .empty)
        let again = Task { await vm.select(.music) }
        await settle()
        await music.initial.resume(call: 1, with: .success(tracks("a")))
        #expect(await first.value == .succeeded)
        #expect(await again.value == .succeeded)
        #expect(await music.initial.callCount == 1, "one load for both selections")
    }

    @Test func aPullRefreshesTheSelectedTabOnly() async throws {
        let music = FakeRowLoader<Track>(initial: [.success(tracks("a"))], refresh: [.failure(.server)])
        let photosLoader = FakeRowLoader<Photo>(initial: [.failure(.offline), .success(photos(1...1))])
        let feedback = FeedbackRecorder()
        let vm = LibraryTabsViewModel(music: LibraryTabsMusicViewModel(loader: music, feedback: feedback),
                                  photos: LibraryTabsPhotosViewModel(loader: photosLoader, feedback: feedback),
                                  selectedSection: .photos)
        #expect(await vm.appear() == .failed)
        #expect(vm.state == .error)
        #expect(LibraryTabsState.errorMessage.key == "LibraryTabs.error.message", "the screen-wide text for the selected tab's failure")
        #expect(LibraryTabsState.retryTitle.key == "LibraryTabs.error.retry")
        #expect(await vm.refresh() == .succeeded, "a failed tab loads again on a pull")
        #expect(vm.photos.state == .ideal(photos(1...1)))
        #expect(await music.initial.callCount == 0)

        await vm.select(.music)
        #expect(await vm.refresh() == .failed)
        #expect(vm.music.state == .ideal(tracks("a")), "a failed refresh keeps the tab's content")
        #expect(feedback.keys == ["LibraryTabs.music.musicRefreshFailed"])
        #expect(await photosLoader.initial.callCount == 2)
    }
}

extension FakeProfileService {
    static let newer = posts(0...2)
}
