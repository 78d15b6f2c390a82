// Drives the generated NewsViewModel (Specs/News.yaml): a screen with `network: required`, whose
// failure messages carry a Retry, and whose catalog has an alert and a sheet with titles.

import StateSpecRuntime
import Testing

@MainActor
@Suite("NewsViewModel")
struct NewsViewModelTests {
    let presenter = FeedbackPresenter(clock: ManualFeedbackClock(), announcer: SilentAnnouncer())

    private func model(_ loader: FakeNewsLoader, connectivity: ManualConnectivity = ManualConnectivity(.online)) -> NewsViewModel {
        NewsViewModel(loader: loader, feedback: presenter, connectivity: connectivity) { _ in }
    }

    /// The message on the bottom bar, ready to answer.
    private func bar() throws -> FeedbackItem {
        try #require(presenter.item(in: .bottomBar))
    }

    private func choose(_ actionID: String, on item: FeedbackItem) throws {
        let button = try #require(item.buttons.first { $0.id == actionID })
        item.choose(button.action)
    }

    // MARK: Connectivity

    @Test func offlineBeforeTheFirstLoadShowsTheOfflineCauseWithoutARequest() async {
        let loader = FakeNewsLoader()
        let vm = model(loader, connectivity: ManualConnectivity(.offline))
        #expect(await vm.appear() == .failed)
        #expect(vm.state == .error(.offline))
        #expect(vm.lastError is OfflineError)
        #expect(await loader.initial.callCount == 0)
        #expect(await vm.retry() == .failed, "retrying while offline still tries nothing")
        #expect(await loader.initial.callCount == 0)
    }

    @Test(arguments: [ConnectivityStatus.online, .unknown])
    func onlineOrUnknownLoads(status: ConnectivityStatus) async {
        let loader = FakeNewsLoader(initial: [.success(headlines(1...2))])
        let vm = model(loader, connectivity: ManualConnectivity(status))
        #expect(await vm.appear() == .succeeded)
        #expect(vm.state == .ideal(headlines(1...2)))
        #expect(await loader.initial.callCount == 1)
    }

    @Test func comingBackOnlineLoadsTheScreenThatWasOffline() async throws {
        let connectivity = ManualConnectivity(.offline)
        let loader = FakeNewsLoader(initial: [.success(headlines(1...3))])
        let vm = model(loader, connectivity: connectivity)
        await vm.appear()
        try #require(vm.state == .error(.offline))
        let watching = Task { await vm.watchConnectivity() }
        await settle()
        #expect(await loader.initial.callCount == 0)

        connectivity.status = .online
        #expect(await eventually { vm.state == .ideal(headlines(1...3)) })
        #expect(await loader.initial.callCount == 1)
        watching.cancel()
        await watching.value
    }

    @Test func comingBackOnlineWithContentShownLoadsNothing() async {
        let connectivity = ManualConnectivity(.online)
        let loader = FakeNewsLoader(initial: [.success(headlines(1...3))])
        let vm = model(loader, connectivity: connectivity)
        await vm.appear()
        let watching = Task { await vm.watchConnectivity() }
        await settle()
        connectivity.status = .offline
        connectivity.status = .online
        await settle()
        #expect(await loader.initial.callCount == 1)
        #expect(vm.state == .ideal(headlines(1...3)))
        watching.cancel()
        await watching.value
    }

    @Test func watchingEndsWithItsTaskAndReloadsNothingAfterwards() async {
        let connectivity = ManualConnectivity(.offline)
        let loader = FakeNewsLoader()
        let vm = model(loader, connectivity: connectivity)
        await vm.appear()
        let watching = Task { await vm.watchConnectivity() }
        await settle()
        watching.cancel()
        await watching.value
        connectivity.status = .online
        await settle()
        #expect(await loader.initial.callCount == 0)
        #expect(vm.state == .error(.offline))
    }

    // MARK: A failed page and its Retry

    private func loaded(more: [Reply<Page<Headline>>] = [], refresh: [Reply<[Headline]>] = []) async throws -> (NewsViewModel, FakeNewsLoader) {
        let loader = FakeNewsLoader(initial: [.success(headlines(1...2))], refresh: refresh, more: more)
        let vm = model(loader)
        try #require(await vm.loadInitial() == .succeeded)
        return (vm, loader)
    }

    @Test func theFailedPagesSnackbarRetriesThePage() async throws {
        let (vm, loader) = try await loaded(more: [.failure(.server), .suspend])
        #expect(await vm.loadMore() == .failed)
        #expect(vm.pageFailed)
        #expect(!vm.isRetryingPage)
        #expect(vm.state == .ideal(headlines(1...2)), "the content stays")
        let snackbar = try bar()
        #expect(snackbar.message.key == "News.pageFailed")

        try choose("retry", on: snackbar)
        try await waitUntilSuspended(loader.more, call: 2)
        #expect(vm.isRetryingPage, "the view shows the page being retried")
        #expect(await loader.more.arguments[1] == headlines(1...2), "the same page again")

        await loader.more.resume(call: 2, with: .success(Page(items: headlines(3...4), hasMore: true)))
        #expect(await eventually { vm.state == .ideal(headlines(1...4)) })
        #expect(!vm.pageFailed)
        #expect(!vm.isRetryingPage)
        #expect(presenter.item(in: .bottomBar) == nil)
    }

    @Test func aPageLoadThatWasNotRetriedIsNotShownAsRetrying() async throws {
        let (vm, loader) = try await loaded(more: [.suspend])
        let task = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        #expect(vm.isLoadingMore)
        #expect(!vm.isRetryingPage)
        await loader.more.resume(call: 1, with: .success(Page(items: headlines(3...3), hasMore: false)))
        #expect(await task.value == .succeeded)
    }

    @Test func aCancelledPageLoadIsNoFailure() async throws {
        let (vm, loader) = try await loaded(more: [.throwing(CancellationError())])
        #expect(await vm.loadMore() == .cancelled)
        #expect(!vm.pageFailed)
        #expect(presenter.item(in: .bottomBar) == nil)
        #expect(await loader.more.callCount == 1)
    }

    @Test func theFailedRefreshsMessageRefreshesAgain() async throws {
        let (vm, loader) = try await loaded(refresh: [.failure(.server), .success(headlines(1...5))])
        #expect(await vm.refresh() == .failed)
        let message = try bar()
        #expect(message.message.key == "News.refreshFailed")
        try choose("retry", on: message)
        #expect(await eventually { vm.state == .ideal(headlines(1...5)) })
        #expect(await loader.refreshes.callCount == 2)
    }

    // MARK: Alerts and sheets from the spec

    @Test func theAlertAndTheSheetCarryTheirTitlesHeightsAndDismissal() throws {
        presenter.show(NewsFeedback.confirmClear(count: 1))
        let alert = try #require(presenter.item(in: .dialog))
        #expect(alert.title == "Clear every read headline?")
        #expect(alert.text == "1 headline stays in your history.")
        #expect(alert.buttons.map(\.title) == ["Cancel", "Clear"])
        #expect(alert.buttons.map(\.action.role) == [.cancel, .destructive])
        try choose("cancel", on: alert)

        presenter.show(NewsFeedback.chooseEdition)
        let sheet = try #require(presenter.item(in: .dialog))
        #expect(sheet.placement == .sheet)
        #expect(sheet.title == "Choose an edition")
        #expect(sheet.message.detents == [.fitted, .large])
        #expect(!sheet.canDismiss, "dismissible: false")
        try choose("international", on: sheet)

        presenter.show(NewsFeedback.pickTopics(region: "Berlin"))
        let topics = try #require(presenter.item(in: .dialog))
        #expect(topics.title == "Topics for Berlin", "a title takes the message's arguments")
        #expect(topics.message.detents == [.large])
        #expect(!topics.canDismiss)
        #expect(NewsFeedback.pageFailed.detents == [.medium], "messages that say nothing keep the runtime's defaults")
        #expect(NewsFeedback.pageFailed.title == nil)
        #expect(NewsFeedback.pageFailed.isDismissible)
    }
}
