// Drives `loads.initial.input-change: keep` on the generated Library screen (specs/Library.yaml):
// a new genre or sort order reloads over the grid, which stays until the result replaces it.

import StateSpecRuntime
import Testing

/// Records the messages shown with the handlers that answer their actions.
@MainActor
final class ActionRecorder: FeedbackPresenting {
    private(set) var shown: [FeedbackMessage] = []
    private(set) var handlers: [@MainActor (FeedbackAction.ID) -> Void] = []
    var keys: [String] { shown.map(\.key) }
    func show(_ message: FeedbackMessage) { shown.append(message) }
    func show(_ message: FeedbackMessage, onAction: @escaping @MainActor (FeedbackAction.ID) -> Void) {
        shown.append(message)
        handlers.append(onAction)
    }
}

@MainActor
@Suite("Filters that reload keeping the content")
struct FilterTests {
    let feedback = ActionRecorder()
    let all = LibraryFilter(genre: "All")
    let drama = LibraryFilter(genre: "Drama")
    let comedy = LibraryFilter(genre: "Comedy")
    let everything = [Movie(id: 1, title: "Alien"), Movie(id: 2, title: "Heat")]
    let dramas = [Movie(id: 2, title: "Heat")]
    let comedies = [Movie(id: 3, title: "Airplane!")]

    private func shown(_ loader: FakeLibraryLoader) async -> LibraryViewModel {
        let vm = LibraryViewModel(loader: loader, feedback: feedback, textValues: LibraryTextValues(server: "Plex")) { _ in }
        #expect(await vm.appear(all) == .succeeded)
        #expect(vm.shownInput == all)
        return vm
    }

    @Test func aNewFilterLoadsOverTheGridAndTheSupersededOneIsCancelled() async throws {
        let loader = FakeLibraryLoader(initial: [.success(everything), .suspend, .suspend])
        let vm = await shown(loader)
        #expect(!vm.isReloading)

        let toDrama = Task { await vm.appear(drama) }
        try await waitUntilSuspended(loader.initial, call: 2)
        #expect(vm.state == .ideal(everything), "the grid stays while the new genre loads")
        #expect(vm.isReloading)

        let toComedy = Task { await vm.appear(comedy) }
        #expect(await toDrama.value == .cancelled, "the superseded genre's load is cancelled")
        try await waitUntilCancelled(loader.initial, call: 2)
        try await waitUntilSuspended(loader.initial, call: 3)
        #expect(vm.state == .ideal(everything))
        #expect(vm.isReloading)

        await loader.initial.resume(call: 3, with: .success(comedies))
        #expect(await toComedy.value == .succeeded)
        #expect(vm.state == .ideal(comedies))
        #expect(!vm.isReloading)
        #expect(vm.shownInput == comedy)
        #expect(await loader.initial.arguments == [all, drama, comedy])
        #expect(feedback.shown.isEmpty)
    }

    @Test func aFailedFilterKeepsTheGridWithAMessageNotTheErrorScreen() async throws {
        let loader = FakeLibraryLoader(initial: [.success(everything), .failure(.server), .success(dramas), .success(dramas)])
        let vm = await shown(loader)
        #expect(await vm.appear(drama) == .failed)
        #expect(vm.state == .ideal(everything), "not the error state")
        #expect(!vm.isReloading)
        #expect(vm.shownInput == all, "the picker may go back to the genre shown")
        #expect(feedback.keys == ["Library.filterFailed"])
        #expect((vm.lastError as? FakeError) == .server)

        // The message's Retry loads the genre that failed again.
        feedback.handlers[0]("retry")
        #expect(await eventually { vm.state == .ideal(dramas) })
        #expect(vm.shownInput == drama)

        // Appearing again with the genre shown loads nothing.
        #expect(await vm.appear(drama) == .skipped(.notNeeded))
        #expect(await loader.initial.callCount == 3)
    }

    @Test func appearingAgainWithTheFailedFilterLoadsIt() async {
        let loader = FakeLibraryLoader(initial: [.success(everything), .failure(.server), .success(dramas)])
        let vm = await shown(loader)
        #expect(await vm.appear(drama) == .failed)
        #expect(await vm.appear(drama) == .succeeded, "the view's .task(id:) runs again with the genre picked")
        #expect(vm.state == .ideal(dramas))
    }

    @Test func anEmptyResultShowsTheEmptyStateAndTheNextFilterLoadsOverIt() async throws {
        let loader = FakeLibraryLoader(initial: [.success(everything), .success([]), .suspend])
        let vm = await shown(loader)
        #expect(await vm.appear(drama) == .succeeded)
        #expect(vm.state == .empty)
        #expect(LibraryState.emptyMessage(vm.textValues).english == "Nothing on Plex yet")

        let toComedy = Task { await vm.appear(comedy) }
        try await waitUntilSuspended(loader.initial, call: 3)
        #expect(vm.state == .empty, "the empty state stays while the next genre loads")
        #expect(vm.isReloading)
        await loader.initial.resume(call: 3, with: .success(comedies))
        #expect(await toComedy.value == .succeeded)
        #expect(vm.state == .ideal(comedies))
    }

    @Test func theSameFilterReloadsThroughTheLoadingState() async throws {
        let loader = FakeLibraryLoader(initial: [.success(everything), .suspend])
        let vm = await shown(loader)
        let reload = Task { await vm.loadInitial(all) }
        try await waitUntilSuspended(loader.initial, call: 2)
        #expect(vm.state == .loading, "an explicit reload of what is shown goes through loading")
        #expect(!vm.isReloading)
        await loader.initial.resume(call: 2, with: .success(dramas))
        #expect(await reload.value == .succeeded)
    }

    @Test func aCancelledReloadKeepsTheGridAndTheNextAppearanceLoadsAgain() async throws {
        let loader = FakeLibraryLoader(initial: [.success(everything), .suspend, .success(dramas)])
        let vm = await shown(loader)
        let toDrama = Task { await vm.appear(drama) }
        try await waitUntilSuspended(loader.initial, call: 2)
        toDrama.cancel()
        #expect(await toDrama.value == .cancelled)
        #expect(vm.state == .ideal(everything))
        #expect(!vm.isReloading)
        #expect(vm.lastError == nil)
        #expect(feedback.shown.isEmpty)
        #expect(await vm.appear(drama) == .succeeded, "the view came back with the new genre")
        #expect(vm.state == .ideal(dramas))
    }

    @Test func pagesOfTheGridShownSurviveAFailedFilterAndStartOverWithANewOne() async {
        let loader = FakeLibraryLoader(initial: [.success(everything), .failure(.server), .success(dramas)],
                                       more: [.success(Page(items: [], hasMore: false))])
        let vm = await shown(loader)
        #expect(await vm.loadMore() == .succeeded)
        #expect(!vm.canLoadMore)
        #expect(await vm.appear(drama) == .failed)
        #expect(!vm.canLoadMore, "the grid shown still has no more pages")
        #expect(await vm.appear(drama) == .succeeded)
        #expect(vm.canLoadMore, "a new genre pages from its start")
        #expect(await loader.more.arguments == [Request(current: everything, input: all)])
    }

    @Test func theFirstLoadAndTheErrorStateStillGoThroughLoading() async throws {
        let loader = FakeLibraryLoader(initial: [.failure(.server), .suspend])
        let vm = LibraryViewModel(loader: loader, feedback: feedback, textValues: LibraryTextValues(server: "Plex")) { _ in }
        #expect(await vm.appear(all) == .failed)
        #expect(vm.state == .error(.other), "nothing was shown: the error screen")
        #expect(feedback.shown.isEmpty)
        let toDrama = Task { await vm.appear(drama) }
        try await waitUntilSuspended(loader.initial, call: 2)
        #expect(vm.state == .loading)
        #expect(!vm.isReloading)
        await loader.initial.resume(call: 2, with: .success(dramas))
        #expect(await toDrama.value == .succeeded)
    }
}

struct FakeChannelsLoader: ChannelsLoader {
    let initial: Script<String, [Channel]>
    init(initial: [Reply<[Channel]>]) { self.initial = Script(initial) }
    func loadInitial(_ input: String) async throws -> [Channel] { try await initial.call(input) }
}

@MainActor
@Suite("Filters that reload keeping the content, without a message")
struct QuietFilterTests {
    @Test func aFailedCategoryKeepsTheListAndSaysSoThroughItsOutcome() async {
        let loader = FakeChannelsLoader(initial: [.success([Channel(number: 1)]), .failure(.offline)])
        let vm = ChannelsViewModel(loader: loader)
        #expect(await vm.appear("News") == .succeeded)
        #expect(await vm.appear("Sports") == .failed)
        #expect(vm.state == .ideal([Channel(number: 1)]))
        #expect(vm.shownInput == "News")
        #expect((vm.lastError as? FakeError) == .offline)
    }
}
