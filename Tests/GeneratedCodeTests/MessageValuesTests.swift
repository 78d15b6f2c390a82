// Drives values in state texts on the generated Library screen (specs/Library.yaml): "Nothing on
// {server} yet" filled from the view model's textValues, and `{error}` from the failure itself.

import Foundation
import StateSpecRuntime
import Testing

struct FakeLibraryLoader: LibraryLoader {
    let initial: Script<LibraryFilter, [Movie]>
    let more: Script<Request<[Movie], LibraryFilter>, Page<Movie>>
    let picks: Script<[Movie], Movie>

    init(initial: [Reply<[Movie]>] = [], more: [Reply<Page<Movie>>] = [], pick: [Reply<Movie>] = []) {
        self.initial = Script(initial)
        self.more = Script(more)
        self.picks = Script(pick)
    }

    func pickRandom(current: [Movie]) async throws -> Movie { try await picks.call(current) }

    func loadInitial(_ input: LibraryFilter) async throws -> [Movie] { try await initial.call(input) }
    func loadMore(after current: [Movie], input: LibraryFilter) async throws -> Page<Movie> {
        try await more.call(Request(current: current, input: input))
    }
    func errorCause(for error: any Error) async -> LibraryErrorCause {
        (error as? FakeError) == .unauthorized ? .unauthorized : .other
    }
}

/// A failure in words the server wrote for people.
struct ServerRefusal: UserFacingError {
    var userFacingDescription: String { "The server is being updated" }
}

/// A failure that describes itself the Foundation way.
private struct DiskFull: LocalizedError {
    var errorDescription: String? { "The server's disk is full" }
}

@MainActor
@Suite("Values in state texts")
struct MessageValuesTests {
    let movies = [Movie(id: 1, title: "Alien"), Movie(id: 2, title: "Heat")]

    private func model(_ loader: FakeLibraryLoader, server: String = "Jellyfin at home") -> LibraryViewModel {
        LibraryViewModel(loader: loader, feedback: FeedbackRecorder(), textValues: LibraryTextValues(server: server)) { _ in }
    }

    @Test func theEmptyStateNamesTheServerAndFollowsAChange() async {
        let vm = model(FakeLibraryLoader(initial: [.success([])]))
        #expect(await vm.appear(LibraryFilter(genre: "All")) == .succeeded)
        #expect(vm.state == .empty)
        #expect(LibraryState.emptyMessage(vm.textValues).english == "Nothing on Jellyfin at home yet")
        #expect(LibraryState.emptyAction(vm.textValues).title.english == "Scan Jellyfin at home")
        #expect(LibraryState.emptyAction(vm.textValues).event == .scanLibrary)

        vm.textValues.server = "Plex"
        #expect(LibraryState.emptyMessage(vm.textValues).english == "Nothing on Plex yet", "the text follows the values")
    }

    @Test func aTextCarriesItsValuesForTheCatalogFormat() {
        let text = LibraryState.emptyMessage(LibraryTextValues(server: "Plex"))
        #expect(text.key == "Library.empty.message")
        #expect(text.other == "Nothing on {server} yet")
        #expect(text.arguments.map { $0.name } == ["server"])
        #expect(text.arguments.map { $0.value } == [.string("Plex")])
    }

    @Test func eachErrorCauseFillsInTheServer() async throws {
        let vm = model(FakeLibraryLoader(initial: [.failure(.unauthorized)]))
        #expect(await vm.appear(LibraryFilter(genre: "All")) == .failed)
        #expect(vm.state == .error(.unauthorized))
        let cause = try #require(vm.state.cause)
        #expect(cause.message(vm.textValues).english == "Sign in to Jellyfin at home again")
        #expect(cause.action(vm.textValues)?.event == .signIn)
        #expect(cause.action(vm.textValues)?.title.english == "Sign in to Jellyfin at home")
        #expect(cause.retryTitle(vm.textValues)?.english == "Try Jellyfin at home again")
        #expect(LibraryErrorCause.other.message(vm.textValues).english == "Could not reach Jellyfin at home")
    }

    @Test func thePartialStateShowsTheFailuresOwnWords() async throws {
        let page = [Movie(id: 3, title: "Ran")]
        let loader = FakeLibraryLoader(initial: [.success(movies)],
                                       more: [.throwing(ServerRefusal()), .throwing(DiskFull()), .success(Page(items: page, hasMore: false))])
        let vm = model(loader)
        #expect(await vm.appear(LibraryFilter(genre: "All")) == .succeeded)
        #expect(await vm.loadMore() == .failed)
        #expect(vm.state == .partial(movies, .other))
        #expect(LibraryState.partialRetryTitle(vm.textValues, error: vm.lastError).english == "Ask Jellyfin at home again")
        #expect(LibraryState.partialMessage(vm.textValues, error: vm.lastError).english == "More movies did not load: The server is being updated")

        #expect(await vm.retry() == .failed)
        #expect(LibraryState.partialMessage(vm.textValues, error: vm.lastError).english == "More movies did not load: The server's disk is full")

        #expect(await vm.retry() == .succeeded)
        #expect(vm.state == .ideal(movies + page))
        #expect(LibraryState.partialMessage(vm.textValues, error: nil).english == "More movies did not load: ", "no failure, no words")
    }
}

@Suite("Error text")
struct ErrorTextTests {
    @Test func describesAFailureInThePeoplesWordsFirst() {
        #expect(ErrorText.describe(ServerRefusal()) == "The server is being updated")
        #expect(ErrorText.describe(DiskFull()) == "The server's disk is full")
        #expect(ErrorText.describe(nil) == "")
        #expect(!ErrorText.describe(FakeError.server).isEmpty)
    }
}

@MainActor
@Suite("The failure's own words in the error state")
struct ErrorDescriptionTests {
    @Test func theErrorStateShowsTheFailuresDescriptionWithoutOtherValues() async {
        let loader = FakeServerSignInLoader(initial: [.throwing(ServerRefusal()), .success(ServerForm())])
        let vm = ServerSignInViewModel(loader: loader, feedback: FeedbackRecorder())
        #expect(await vm.appear() == .failed)
        #expect(vm.state == .error(.other))
        #expect(ServerSignInErrorCause.other.message(vm.textValues, error: vm.lastError).english
                == "The servers you used before did not load: The server is being updated")
        #expect(ServerSignInErrorCause.other.message(vm.textValues, error: vm.lastError).arguments.map { $0.name } == ["error"])
        #expect(await vm.retry() == .succeeded)
        #expect(vm.state == .ideal(ServerForm()))
    }
}
