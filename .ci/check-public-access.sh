#!/usr/bin/env bash
# Generated code with `--access-level public` must compile, warning-free, in a module of its own
# (the golden tests compile the default, internal, code). Builds a throwaway package under
# .build/ that depends on this one by path.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=.build/ci-public-access
rm -rf "$work"
mkdir -p "$work/Sources/PublicScreens" "$work/Sources/PublicClient"

# News: network: required, Retry on failure messages, an alert and a sheet with titles.
swift run statespec generate specs Tests/GeneratedCodeTests/Specs/News.yaml --output "$work/Sources/PublicScreens" --access-level public --quiet
cat > "$work/Sources/PublicScreens/Models.swift" <<'SWIFT'
public struct Post: Sendable, Hashable, Identifiable { public var id: Int; public var text: String; public static let samples: [Post] = [] }
public struct Status: Sendable, Hashable, Identifiable { public var id: Int; public var text: String; public var isFavourited = false; public var isBoosted = false; public init(id: Int, text: String) { self.id = id; self.text = text } }
public struct AddressDraft: Sendable, Hashable { public var street = ""; public init() {} }
public struct SearchResult: Sendable, Hashable, Identifiable { public var id: Int }
public struct SavedAddress: Sendable, Hashable, Identifiable { public var id: Int }
public struct Headline: Sendable, Hashable, Identifiable { public var id: Int }
public struct Account: Sendable, Hashable, Identifiable { public var id: Int; public var name: String }
public struct Movie: Sendable, Hashable, Identifiable { public var id: Int; public var title: String }
public struct LibraryFilter: Sendable, Hashable { public var genre: String; public init(genre: String) { self.genre = genre } }
public struct ServerForm: Sendable, Hashable { public var address = ""; public init() {} }
public struct ServerAddress: Sendable, Hashable { public var url: String; public init(url: String) { self.url = url } }
public struct ServerSession: Sendable, Hashable { public var token: String; public init(token: String) { self.token = token } }
SWIFT
# Another module uses the public API, so a member the templates forgot to make public fails here.
cat > "$work/Sources/PublicClient/Client.swift" <<'SWIFT'
import PublicScreens
import StateSpecRuntime

struct TimelineService: TimelineLoader {
    func loadInitial() async throws -> [Post] { [] }
    func refresh(current: [Post]) async throws -> [Post] { current }
    func loadMore(after current: [Post]) async throws -> Page<Post> { Page(items: [], hasMore: false) }
    func errorCause(for error: any Error) -> TimelineErrorCause { .other }
}

struct HomeService: HomeTimelineLoader {
    func loadInitial() async throws -> [Status] { [] }
    func refresh(current: [Status]) async throws -> [Status] { current }
    func loadMore(after current: [Status]) async throws -> Page<Status> { Page(items: [], hasMore: false) }
    func favourite(_ item: Status) async throws -> Status { item }
    func optimisticFavourite(_ item: Status) -> Status { var status = item; status.isFavourited = true; return status }
    func boost(_ item: Status) async throws -> Status { item }
    func optimisticBoost(_ item: Status) -> Status { var status = item; status.isBoosted = true; return status }
    func bookmark(_ item: Status) async throws -> Status { item }
    func delete(_ item: Status) async throws {}
    func changes() -> AsyncStream<ItemChange<Status>> { AsyncStream { $0.finish() } }
}

struct AddressService: AddressFormLoader {
    func loadInitial() async throws -> AddressDraft { AddressDraft() }
    func autofillLocation(current: AddressDraft) async throws -> AddressDraft { current }
    func save(current: AddressDraft) async throws -> AddressDraft { current }
}

struct NewsService: NewsLoader {
    func loadInitial() async throws -> [Headline] { [] }
    func refresh(current: [Headline]) async throws -> [Headline] { current }
    func loadMore(after current: [Headline]) async throws -> Page<Headline> { Page(items: [], hasMore: false) }
    func clearRead(current: [Headline]) async throws -> [Headline] { current }
    func errorCause(for error: any Error) -> NewsErrorCause { .offline }
}

struct LibraryService: LibraryLoader {
    func loadInitial(_ input: LibraryFilter) async throws -> [Movie] { [] }
    func loadMore(after current: [Movie], input: LibraryFilter) async throws -> Page<Movie> { Page(items: [], hasMore: false) }
    func pickRandom(current: [Movie]) async throws -> Movie { current[0] }
    func errorCause(for error: any Error) -> LibraryErrorCause { .other }
}

struct SignInService: ServerSignInLoader {
    func loadInitial() async throws -> ServerForm { ServerForm() }
    func connect(current: ServerForm, input: ServerAddress) async throws -> ServerSession { ServerSession(token: input.url) }
}

/// One type serving both sections of the Profile screen, through their loader composition.
struct ProfileService: ProfileLoader {
    func loadInitial() async throws -> Account? { nil }
    func refresh(current: Account?) async throws -> Account? { current }
    func loadInitial() async throws -> [Post] { [] }
    func refresh(current: [Post]) async throws -> [Post] { current }
    func loadMore(after current: [Post]) async throws -> Page<Post> { Page(items: [], hasMore: false) }
}

@MainActor
func useEverything() async {
    let presenter = AppFeedbackPolicy.makePresenter(clock: ManualFeedbackClock(), announcer: SilentAnnouncer(), haptics: RecordingHaptics())
    let news = NewsViewModel(loader: NewsService(), feedback: presenter, onEvent: { _ in })
    let offline = NewsViewModel(loader: NewsService(), feedback: presenter, connectivity: ManualConnectivity(.offline), onEvent: { _ in })
    _ = (await news.appear(), await offline.appear(), news.pageFailed, news.isRetryingPage)
    await news.watchConnectivity()
    _ = (NewsFeedback.confirmClear(count: 2).title, NewsFeedback.chooseEdition.detents, NewsFeedback.pickTopics(region: "Berlin").isDismissible)
    let model = TimelineViewModel(loader: TimelineService(), feedback: presenter, onEvent: { _ in })
    let outcomes: [CallOutcome] = [
        await model.appear(), await model.loadInitial(), await model.refresh(), await model.loadMore(),
        await model.loadMoreIfNeeded(currentIndex: 0), await model.retry(),
    ]
    _ = outcomes
    model.compose()
    _ = model.edit { $0.removeAll() }
    _ = (model.state.kind, model.state.content, model.state.cause, model.isRefreshing, model.isLoadingMore, model.canLoadMore, model.lastError)
    _ = model.state == .loading
    _ = (TimelineState.loadingStyle, TimelineState.placeholderCount, TimelineState.emptyMessage.localized, TimelineState.emptyAction.title)
    _ = (TimelineState.partialMessage, TimelineState.partialRetryTitle, TimelineErrorCause.offline.message, TimelineErrorCause.other.retryTitle)
    _ = (TimelineEvent.allCases, TimelineFeedback.refreshFailed, SavedAddressesFeedback.imported(count: 2), AppFeedbackPolicy.kinds, AppFeedbackPolicy.queue)
    let form = AddressFormViewModel(loader: AddressService(), feedback: presenter)
    _ = (await form.save(), form.performingEvent, AddressFormState.idealActions)
    let home = HomeTimelineViewModel(loader: HomeService(), feedback: presenter, onEvent: { _ in })
    let status = Status(id: 1, text: "")
    _ = (await home.favourite(status), await home.boost(status), await home.bookmark(status), await home.delete(status))
    _ = (home.isPending(status), home.isPending(status, .favourite), home.pendingActions(on: status), HomeTimelineItemAction.allCases)
    await home.observeChanges()
    _ = (SearchViewModel.self, PostDetailViewModel.self)
    let library = LibraryViewModel(loader: LibraryService(), feedback: presenter, textValues: LibraryTextValues(server: "Plex"), onEvent: { _ in })
    _ = (await library.appear(LibraryFilter(genre: "All")), library.isReloading, library.shownInput, await library.pickRandom())
    _ = (library.pickRandomResult, library.takePickRandomResult())
    library.textValues.server = "Jellyfin"
    _ = (LibraryState.emptyMessage(library.textValues), LibraryState.emptyAction(library.textValues).title)
    _ = (LibraryState.partialMessage(library.textValues, error: library.lastError), LibraryErrorCause.other.message(library.textValues))
    let signIn = ServerSignInViewModel(loader: SignInService(), feedback: presenter)
    _ = (await signIn.connect(ServerAddress(url: "http://home.local")), signIn.isBusy(.connect), signIn.cancelOperation(.connect))
    _ = (signIn.connectResult, signIn.takeConnectResult(), ServerSignInErrorCause.other.message(signIn.textValues, error: nil))
    _ = ErrorText.describe(signIn.lastError)
    let profile = ProfileViewModel(header: ProfileHeaderViewModel(loader: ProfileService(), feedback: presenter, onEvent: { _ in }),
                                   posts: ProfilePostsViewModel(loader: ProfileService(), feedback: presenter, onEvent: { _ in }))
    let sectionOutcomes: [[ProfileSection: CallOutcome]] = [await profile.appear(), await profile.refresh(), await profile.retry()]
    _ = (sectionOutcomes, profile.state == ProfileState.content, profile.visibleSections, profile.isHidden(.header), profile.phase(of: .posts))
    _ = (profile.header.state, profile.posts.canLoadMore, ProfileSection.allCases, ProfileHeaderFeedback.headerRefreshFailed)
    // The fixtures, from another module: every state, its name, and a view model in it.
    let fixtures = TimelineViewModel.fixtures(content: []) + [(.message(.refreshFailed), TimelineViewModel.fixture(.message(.refreshFailed)))]
    _ = (fixtures.map(\.fixture.name), TimelineFixture.allCases, TimelineFixture.Message.refreshFailed.message, fixtures[0].model.screen.isPosed)
    _ = (LibraryViewModel.fixture(.partial(.unauthorized), content: [], feedback: presenter).textValues, ProfilePostsViewModel.fixture(.empty, content: [], feedback: presenter).state)
}
SWIFT
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PublicScreens",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "StateSpec", path: "$root")],
    targets: [
        .target(
            name: "PublicScreens",
            dependencies: [.product(name: "StateSpecRuntime", package: "StateSpec")],
            exclude: ["StateSpec.xcstrings"]
        ),
        .target(name: "PublicClient", dependencies: ["PublicScreens", .product(name: "StateSpecRuntime", package: "StateSpec")]),
    ]
)
SWIFT
log=$work/build.log
(cd "$work" && swift build 2>&1) | tee "$log" | tail -n 3
if grep -E "(PublicScreens|PublicClient)/[^:]+:[0-9]+:[0-9]+: (warning|error):" "$log"; then
  echo "check-public-access: the generated public code above does not compile cleanly" >&2
  exit 1
fi
echo "check-public-access: ok: public generated code compiles without warnings"
