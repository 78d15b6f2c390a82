// Fake loaders for the sections of the screens made of them (specs/Profile.yaml,
// Specs/MediaHome.yaml, Specs/LibraryTabs.yaml), and the view models built from them.

import StateSpecRuntime

struct FakeProfileHeaderLoader: ProfileHeaderLoader {
    let initial: Script<Void, Account?>
    let refreshes: Script<Account?, Account?>

    init(initial: [Reply<Account?>] = [], refresh: [Reply<Account?>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
    }

    func loadInitial() async throws -> Account? { try await initial.call() }
    func refresh(current: Account?) async throws -> Account? { try await refreshes.call(current) }
}

struct FakeProfilePostsLoader: ProfilePostsLoader {
    let initial: Script<Void, [Post]>
    let refreshes: Script<[Post], [Post]>
    let more: Script<[Post], Page<Post>>

    init(initial: [Reply<[Post]>] = [], refresh: [Reply<[Post]>] = [], more: [Reply<Page<Post>>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.more = Script(more)
    }

    func loadInitial() async throws -> [Post] { try await initial.call() }
    func refresh(current: [Post]) async throws -> [Post] { try await refreshes.call(current) }
    func loadMore(after current: [Post]) async throws -> Page<Post> { try await more.call(current) }
}

/// One type serving both sections, as `ProfileLoader` (the sections' loader composition) allows.
struct FakeProfileService: ProfileLoader {
    let headerLoader = FakeProfileHeaderLoader(initial: [.success(Account(id: 1, name: "ann"))])
    let postsLoader = FakeProfilePostsLoader(initial: [.success(posts(1...2))])

    func loadInitial() async throws -> Account? { try await headerLoader.loadInitial() }
    func refresh(current: Account?) async throws -> Account? { try await headerLoader.refresh(current: current) }
    func loadInitial() async throws -> [Post] { try await postsLoader.loadInitial() }
    func refresh(current: [Post]) async throws -> [Post] { try await postsLoader.refresh(current: current) }
    func loadMore(after current: [Post]) async throws -> Page<Post> { try await postsLoader.loadMore(after: current) }
}

/// The Profile screen, its sections' loaders and the messages it raised.
@MainActor
struct ProfileFixture {
    let header: FakeProfileHeaderLoader
    let posts: FakeProfilePostsLoader
    let feedback = FeedbackRecorder()
    let vm: ProfileViewModel

    init(header: FakeProfileHeaderLoader, posts: FakeProfilePostsLoader) {
        self.header = header
        self.posts = posts
        vm = ProfileViewModel(
            header: ProfileHeaderViewModel(loader: header, feedback: feedback) { _ in },
            posts: ProfilePostsViewModel(loader: posts, feedback: feedback) { _ in })
    }
}

/// A loader of one collection, for the sections of MediaHome and Library: their requirements
/// differ only by the item type.
struct FakeRowLoader<Item: Sendable & Hashable>: Sendable {
    let initial: Script<Void, [Item]>
    let refreshes: Script<[Item], [Item]>
    let more: Script<[Item], Page<Item>>

    init(initial: [Reply<[Item]>] = [], refresh: [Reply<[Item]>] = [], more: [Reply<Page<Item>>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.more = Script(more)
    }

    func loadInitial() async throws -> [Item] { try await initial.call() }
    func refresh(current: [Item]) async throws -> [Item] { try await refreshes.call(current) }
    func loadMore(after current: [Item]) async throws -> Page<Item> { try await more.call(current) }
}

extension FakeRowLoader: MediaHomeResumeLoader, LibraryTabsMusicLoader, MediaDetailTracksLoader where Item == Track {}
extension FakeRowLoader: MediaHomeLatestLoader, LibraryTabsPhotosLoader, MediaDetailRelatedLoader where Item == Photo {}

/// MediaHome's headlines cannot fail: a script failure reads as no news.
struct FakeHeadlinesLoader: MediaHomeHeadlinesLoader {
    let initial: Script<Void, [Headline]>

    init(initial: [Reply<[Headline]>] = []) {
        self.initial = Script(initial)
    }

    func loadInitial() async -> [Headline] { (try? await initial.call()) ?? [] }
}

func photos(_ ids: ClosedRange<Int>) -> [Photo] {
    ids.map { Photo(id: $0) }
}

/// A search of one category: the query is the call's argument.
struct FakeCategoryLoader<Item: Sendable & Hashable>: Sendable {
    let initial: Script<String, [Item]>

    init(initial: [Reply<[Item]>] = []) {
        self.initial = Script(initial)
    }

    func loadInitial(_ input: String) async throws -> [Item] { try await initial.call(input) }
}

extension FakeCategoryLoader: CategorySearchPeopleLoader where Item == Account {}
extension FakeCategoryLoader: CategorySearchPostsLoader where Item == Post {}

struct FakeTrendingLoader: CategorySearchTrendingLoader {
    let initial: Script<Void, [Headline]>

    init(initial: [Reply<[Headline]>] = []) {
        self.initial = Script(initial)
    }

    func loadInitial() async throws -> [Headline] { try await initial.call() }
}
