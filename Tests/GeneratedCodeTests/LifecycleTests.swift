// The lifecycle contract of generated view models, driven the way SwiftUI drives them: tasks
// cancelled mid-load (`.task` when the view disappears, `.refreshable` when it re-renders),
// views appearing again, and calls meeting each other (the documentation's lifecycle contract).

import Foundation
import StateSpecRuntime
import Testing

@MainActor
@Suite("Lifecycle: cancellation")
struct CancellationTests {
    let feedback = FeedbackRecorder()

    private func timeline(_ loader: FakeTimelineLoader) -> TimelineViewModel {
        TimelineViewModel(loader: loader, feedback: feedback) { _ in }
    }

    private func loadedTimeline(refresh: [Reply<[Post]>] = [], more: [Reply<Page<Post>>] = []) async throws -> (TimelineViewModel, FakeTimelineLoader) {
        let loader = FakeTimelineLoader(initial: [.success(posts(1...2))], refresh: refresh, more: more)
        let vm = timeline(loader)
        try #require(await vm.loadInitial() == .succeeded)
        return (vm, loader)
    }

    @Test func aFirstLoadCancelledMidFlightLeavesTheLoadingStateAndAppearLoadsAgain() async throws {
        let loader = FakeTimelineLoader(initial: [.suspend, .success(posts(1...1))])
        let vm = timeline(loader)
        let task = Task { await vm.appear() }
        try await waitUntilSuspended(loader.initial)

        task.cancel()
        #expect(await task.value == .cancelled)
        try await waitUntilCancelled(loader.initial)
        #expect(vm.state == .loading)
        #expect(vm.lastError == nil)
        #expect(feedback.shown.isEmpty)

        #expect(await vm.appear() == .succeeded, "the view appears again: nothing was shown, so it loads")
        #expect(vm.state == .ideal(posts(1...1)))
    }

    @Test func aRefreshCancelledMidFlightKeepsTheContentAndRaisesNothing() async throws {
        let (vm, loader) = try await loadedTimeline(refresh: [.suspend])
        let task = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        #expect(vm.isRefreshing)

        task.cancel()
        #expect(await task.value == .cancelled)
        try await waitUntilCancelled(loader.refreshes)
        #expect(!vm.isRefreshing)
        #expect(vm.state == .ideal(posts(1...2)))
        #expect(vm.lastError == nil)
        #expect(feedback.shown.isEmpty, "a cancelled refresh is not a failed one")
    }

    @Test func aLoaderThatIgnoresCancellationHasItsLateResultDropped() async throws {
        let (vm, loader) = try await loadedTimeline(refresh: [.suspendIgnoringCancellation])
        let task = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(!vm.isRefreshing, "the refresh stops running at once, even while its loader winds down")

        await loader.refreshes.resume(call: 1, with: .success(posts(7...9)))
        await settle()
        #expect(vm.state == .ideal(posts(1...2)))

        await loader.refreshes.enqueue(.success(posts(3...4)))
        #expect(await vm.refresh() == .succeeded, "the next refresh runs")
        #expect(vm.state == .ideal(posts(3...4)))
    }

    @Test func aFailureThrownAfterCancellationIsNoFailure() async throws {
        let (vm, loader) = try await loadedTimeline(refresh: [.suspendIgnoringCancellation])
        let task = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        task.cancel()
        await loader.refreshes.resume(call: 1, with: .failure(.server))
        #expect(await task.value == .cancelled)
        await settle()
        #expect(feedback.shown.isEmpty)
        #expect(vm.lastError == nil)
    }

    @Test(arguments: [CancellationKind.cancellationError, .urlCancelled])
    func cancellationErrorsFromTheLoaderAreNoOutcome(kind: CancellationKind) async throws {
        let loader = FakeTimelineLoader(initial: [.throwing(kind.error)])
        let vm = timeline(loader)
        #expect(await vm.loadInitial() == .cancelled)
        #expect(vm.state == .loading, "not the error state")
        #expect(vm.lastError == nil)

        let (loaded, loadedLoader) = try await loadedTimeline(refresh: [.throwing(kind.error)], more: [.throwing(kind.error)])
        #expect(await loaded.refresh() == .cancelled)
        #expect(await loaded.loadMore() == .cancelled)
        #expect(loaded.state == .ideal(posts(1...2)), "no partial state")
        #expect(feedback.shown.isEmpty)
        #expect(await loadedLoader.refreshes.callCount == 1)
    }

    @Test func aPageLoadCancelledMidFlightLeavesNoPartialState() async throws {
        let (vm, loader) = try await loadedTimeline(more: [.suspend])
        let task = Task { await vm.loadMoreIfNeeded(currentIndex: 1) }
        try await waitUntilSuspended(loader.more)
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(vm.state == .ideal(posts(1...2)))
        #expect(!vm.isLoadingMore)
        #expect(vm.canLoadMore)
    }

    @Test func anOperationCancelledMidFlightKeepsTheContentAndRaisesNothing() async throws {
        let loader = FakeAddressFormLoader(initial: [.success(AddressDraft(street: "1 Main St"))], save: [.suspend])
        let vm = AddressFormViewModel(loader: loader, feedback: feedback)
        await vm.loadInitial()
        let task = Task { await vm.save() }
        try await waitUntilSuspended(loader.saves)
        #expect(vm.performingEvent == .save)
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(vm.performingEvent == nil)
        #expect(vm.state == .ideal(AddressDraft(street: "1 Main St")))
        #expect(feedback.shown.isEmpty)
    }

    @Test func aCallFromAnAlreadyCancelledTaskNeverReachesTheLoader() async throws {
        let loader = FakeTimelineLoader()
        let vm = timeline(loader)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await vm.loadInitial()
        }
        #expect(await task.value == .cancelled)
        #expect(await loader.initial.callCount == 0)
    }

    @Test func aJoinedLoadKeepsRunningWhileOneOfItsCallersRemains() async throws {
        let loader = FakeTimelineLoader(initial: [.suspend])
        let vm = timeline(loader)
        let first = Task { await vm.loadInitial() }
        try await waitUntilSuspended(loader.initial)
        let second = Task { await vm.loadInitial() }
        await settle()

        first.cancel()
        #expect(await first.value == .cancelled)
        await settle()
        #expect(!(await loader.initial.wasCancelled(1)), "the second caller still waits for it")

        await loader.initial.resume(call: 1, with: .success(posts(1...1)))
        #expect(await second.value == .succeeded)
        #expect(vm.state == .ideal(posts(1...1)))
    }
}

enum CancellationKind: Sendable, CustomTestStringConvertible {
    case cancellationError, urlCancelled

    var error: any Error {
        switch self {
        case .cancellationError: CancellationError()
        case .urlCancelled: URLError(.cancelled)
        }
    }

    var testDescription: String { self == .cancellationError ? "CancellationError" : "URLError.cancelled" }
}

@MainActor
@Suite("Lifecycle: appearing")
struct AppearTests {
    let feedback = FeedbackRecorder()

    @Test func reappearingWithContentKeepsItAndDoesNotReload() async throws {
        let loader = FakeTimelineLoader(initial: [.success(posts(1...2))])
        let vm = TimelineViewModel(loader: loader, feedback: feedback) { _ in }
        #expect(await vm.appear() == .succeeded)
        #expect(await vm.appear() == .skipped(.notNeeded))
        #expect(await vm.appear() == .skipped(.notNeeded))
        #expect(await loader.initial.callCount == 1)
        #expect(vm.state == .ideal(posts(1...2)))
    }

    @Test func reappearingInTheEmptyStateKeepsIt() async throws {
        let loader = FakeTimelineLoader(initial: [.success([])])
        let vm = TimelineViewModel(loader: loader, feedback: feedback) { _ in }
        await vm.appear()
        #expect(await vm.appear() == .skipped(.notNeeded))
        #expect(vm.state == .empty)
    }

    @Test func appearingInTheErrorStateTriesAgain() async throws {
        let loader = FakeTimelineLoader(initial: [.failure(.offline), .success(posts(1...1))])
        let vm = TimelineViewModel(loader: loader, feedback: feedback) { _ in }
        #expect(await vm.appear() == .failed)
        #expect(await vm.appear() == .succeeded)
        #expect(vm.state == .ideal(posts(1...1)))
    }

    @Test func appearingWhileTheFirstLoadRunsJoinsIt() async throws {
        let loader = FakeTimelineLoader(initial: [.suspend])
        let vm = TimelineViewModel(loader: loader, feedback: feedback) { _ in }
        let first = Task { await vm.appear() }
        try await waitUntilSuspended(loader.initial)
        let second = Task { await vm.appear() }
        await settle()
        #expect(await loader.initial.callCount == 1)
        await loader.initial.resume(call: 1, with: .success(posts(1...1)))
        #expect(await first.value == .succeeded)
        #expect(await second.value == .succeeded)
    }

    @Test func reappearRefreshRefreshesTheContentInPlace() async throws {
        let loader = FakeCartLoader(initial: [.success(items(1...1))], refresh: [.suspend])
        let vm = CartViewModel(loader: loader, feedback: feedback) { _ in }
        await vm.appear()
        let task = Task { await vm.appear() }
        try await waitUntilSuspended(loader.refreshes)
        #expect(vm.isRefreshing)
        #expect(vm.state == .ideal(items(1...1)), "the content stays while it refreshes")
        await loader.refreshes.resume(call: 1, with: .success(items(1...2)))
        #expect(await task.value == .succeeded)
        #expect(vm.state == .ideal(items(1...2)))
        #expect(await loader.initial.callCount == 1)
    }

    @Test func reappearReloadGoesThroughTheLoadingStateAgain() async throws {
        let loader = FakeGalleryLoader(initial: [.success([Photo(id: 1)]), .suspend])
        let vm = GalleryViewModel(loader: loader, feedback: feedback) { _ in }
        await vm.appear()
        let task = Task { await vm.appear() }
        try await waitUntilSuspended(loader.initial, call: 2)
        #expect(vm.state == .loading)
        await loader.initial.resume(call: 2, with: .success([Photo(id: 2)]))
        #expect(await task.value == .succeeded)
        #expect(vm.state == .ideal([Photo(id: 2)]))
    }

    @Test func appearWithAnInputLoadsWhenTheInputChangesAndKeepsContentOtherwise() async throws {
        let loader = FakeDraftsLoader(initial: [.success([Draft(id: 1, text: "a")]), .success([Draft(id: 2, text: "b")])])
        let vm = DraftsViewModel(loader: loader, feedback: feedback)
        #expect(await vm.appear("Drafts") == .succeeded)
        #expect(await vm.appear("Drafts") == .skipped(.notNeeded))
        #expect(await vm.appear("Archive") == .succeeded)
        #expect(await loader.initial.arguments == ["Drafts", "Archive"])
        #expect(vm.state == .ideal([Draft(id: 2, text: "b")]))
    }
}

@MainActor
@Suite("Lifecycle: calls that meet")
struct InterleavingTests {
    let feedback = FeedbackRecorder()

    private func loadedTimeline(refresh: [Reply<[Post]>] = [], more: [Reply<Page<Post>>] = [],
                                initialAfter: [Reply<[Post]>] = []) async throws -> (TimelineViewModel, FakeTimelineLoader) {
        let loader = FakeTimelineLoader(initial: [.success(posts(1...2))] + initialAfter, refresh: refresh, more: more)
        let vm = TimelineViewModel(loader: loader, feedback: feedback) { _ in }
        try #require(await vm.loadInitial() == .succeeded)
        return (vm, loader)
    }

    private func loadedCart(initialAfter: [Reply<[CartItem]>] = [], refresh: [Reply<[CartItem]>] = [],
                            more: [Reply<Page<CartItem>>] = [], checkout: [Reply<[CartItem]>] = [],
                            clear: [Reply<[CartItem]>] = []) async throws -> (CartViewModel, FakeCartLoader) {
        let loader = FakeCartLoader(initial: [.success(items(1...2))] + initialAfter, refresh: refresh, more: more,
                                    checkout: checkout, clear: clear)
        let vm = CartViewModel(loader: loader, feedback: feedback) { _ in }
        try #require(await vm.loadInitial() == .succeeded)
        return (vm, loader)
    }

    private let card = PaymentDetails(card: "4242")

    // MARK: A first load arrives

    @Test func firstLoadWhileAFirstLoadRunsJoinsIt() async throws {
        let loader = FakeTimelineLoader(initial: [.suspend])
        let vm = TimelineViewModel(loader: loader, feedback: feedback) { _ in }
        let first = Task { await vm.loadInitial() }
        try await waitUntilSuspended(loader.initial)
        let second = Task { await vm.loadInitial() }
        await settle()
        await loader.initial.resume(call: 1, with: .success(posts(1...1)))
        #expect(await first.value == .succeeded)
        #expect(await second.value == .succeeded)
        #expect(await loader.initial.callCount == 1)
    }

    @Test func aNewInputSupersedesAndCancelsTheRunningFirstLoad() async throws {
        let loader = FakeSearchLoader(initial: [.suspend, .success(results("cats", 1...2))])
        let vm = SearchViewModel(loader: loader) { _ in }
        let old = Task { await vm.loadInitial("ca") }
        try await waitUntilSuspended(loader.initial)
        #expect(await vm.loadInitial("cats") == .succeeded)
        #expect(await old.value == .cancelled)
        try await waitUntilCancelled(loader.initial, call: 1)
        #expect(vm.state == .ideal(results("cats", 1...2)))
    }

    @Test func theSameInputJoinsTheRunningFirstLoad() async throws {
        let loader = FakeSearchLoader(initial: [.suspend])
        let vm = SearchViewModel(loader: loader) { _ in }
        let first = Task { await vm.loadInitial("cats") }
        try await waitUntilSuspended(loader.initial)
        let second = Task { await vm.loadInitial("cats") }
        await settle()
        await loader.initial.resume(call: 1, with: .success(results("cats", 1...1)))
        #expect(await first.value == .succeeded)
        #expect(await second.value == .succeeded)
        #expect(await loader.initial.arguments == ["cats"])
    }

    @Test func firstLoadSupersedesARunningRefresh() async throws {
        let (vm, loader) = try await loadedTimeline(refresh: [.suspend], initialAfter: [.success(posts(5...5))])
        let refresh = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        #expect(await vm.loadInitial() == .succeeded)
        #expect(await refresh.value == .cancelled)
        try await waitUntilCancelled(loader.refreshes)
        #expect(vm.state == .ideal(posts(5...5)))
        #expect(feedback.shown.isEmpty)
    }

    @Test func firstLoadSupersedesARunningPageLoad() async throws {
        let (vm, loader) = try await loadedTimeline(more: [.suspend], initialAfter: [.success(posts(5...5))])
        let page = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        #expect(await vm.loadInitial() == .succeeded)
        #expect(await page.value == .cancelled)
        try await waitUntilCancelled(loader.more)
        #expect(vm.state == .ideal(posts(5...5)))
    }

    @Test func firstLoadWaitsForARunningOperationAndCancelsWaitingRefreshes() async throws {
        let (vm, loader) = try await loadedCart(initialAfter: [.success(items(7...7))], clear: [.suspend])
        let clear = Task { await vm.clear() }
        try await waitUntilSuspended(loader.clears)
        let refresh = Task { await vm.refresh() }
        await settle()
        let reload = Task { await vm.loadInitial() }
        #expect(await refresh.value == .cancelled, "a waiting refresh is moot once a first load comes")
        await settle()
        #expect(await loader.initial.callCount == 1, "the first load waits for the operation")
        #expect(!(await loader.clears.wasCancelled(1)), "operations are never superseded")

        await loader.clears.resume(call: 1, with: .success([]))
        #expect(await clear.value == .succeeded)
        #expect(await reload.value == .succeeded)
        #expect(vm.state == .ideal(items(7...7)))
        #expect(await loader.refreshes.callCount == 0)
    }

    // MARK: A refresh arrives

    @Test func refreshWhileTheFirstLoadRunsJoinsIt() async throws {
        let loader = FakeTimelineLoader(initial: [.suspend])
        let vm = TimelineViewModel(loader: loader, feedback: feedback) { _ in }
        let first = Task { await vm.loadInitial() }
        try await waitUntilSuspended(loader.initial)
        let refresh = Task { await vm.refresh() }
        await settle()
        await loader.initial.resume(call: 1, with: .success(posts(1...1)))
        #expect(await refresh.value == .succeeded, "the pull's spinner ends when the content arrives")
        #expect(await first.value == .succeeded)
        #expect(await loader.refreshes.callCount == 0)
    }

    @Test func refreshWhileARefreshRunsJoinsIt() async throws {
        let (vm, loader) = try await loadedTimeline(refresh: [.suspend])
        let first = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        let second = Task { await vm.refresh() }
        await settle()
        await loader.refreshes.resume(call: 1, with: .failure(.server))
        #expect(await first.value == .failed)
        #expect(await second.value == .failed)
        #expect(await loader.refreshes.callCount == 1)
        #expect(feedback.keys == ["Timeline.refreshFailed"], "one failure, one message")
    }

    @Test func refreshSupersedesARunningPageLoadWhichRunsAgainAfterIt() async throws {
        let (vm, loader) = try await loadedTimeline(refresh: [.suspend], more: [.suspend, .suspend])
        let page = Task { await vm.loadMoreIfNeeded(currentIndex: 1) }
        try await waitUntilSuspended(loader.more)
        let refresh = Task { await vm.refresh() }
        try await waitUntilCancelled(loader.more, call: 1)
        #expect(vm.isRefreshing)
        #expect(!vm.isLoadingMore)

        await loader.refreshes.resume(call: 1, with: .success(posts(0...2)))
        #expect(await refresh.value == .succeeded)
        try await waitUntilSuspended(loader.more, call: 2)
        #expect(await loader.more.arguments == [posts(1...2), posts(0...2)], "the page follows the refreshed content")
        await loader.more.resume(call: 2, with: .success(Page(items: posts(3...4), hasMore: true)))
        #expect(await page.value == .succeeded)
        #expect(vm.state == .ideal(posts(0...4)))
    }

    @Test func refreshWaitsForARunningOperation() async throws {
        let (vm, loader) = try await loadedCart(refresh: [.success(items(1...3))], clear: [.suspend])
        let clear = Task { await vm.clear() }
        try await waitUntilSuspended(loader.clears)
        let refresh = Task { await vm.refresh() }
        await settle()
        #expect(await loader.refreshes.callCount == 0)
        await loader.clears.resume(call: 1, with: .success([]))
        #expect(await clear.value == .succeeded)
        #expect(await refresh.value == .succeeded)
        #expect(await loader.refreshes.arguments == [[]], "it refreshes what the operation left")
        #expect(vm.state == .ideal(items(1...3)))
    }

    // MARK: A page load arrives

    @Test func pageLoadWhileTheFirstLoadRunsIsSkipped() async throws {
        let (vm, loader) = try await loadedTimeline(initialAfter: [.suspend])
        let reload = Task { await vm.loadInitial() }
        try await waitUntilSuspended(loader.initial, call: 2)
        #expect(await vm.loadMore() == .skipped(.noContent))
        await loader.initial.resume(call: 2, with: .success(posts(1...1)))
        #expect(await reload.value == .succeeded)
        #expect(await loader.more.callCount == 0)
    }

    @Test func pageLoadWhileARefreshRunsWaitsAndRunsAfterIt() async throws {
        let (vm, loader) = try await loadedTimeline(refresh: [.suspend], more: [.success(Page(items: posts(3...3), hasMore: true))])
        let refresh = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        let page = Task { await vm.loadMoreIfNeeded(currentIndex: 1) }
        await settle()
        #expect(await loader.more.callCount == 0, "the page waits for the refresh")
        await loader.refreshes.resume(call: 1, with: .success(posts(1...2)))
        #expect(await refresh.value == .succeeded)
        #expect(await page.value == .succeeded, "and then runs: paging never stalls")
        #expect(vm.state == .ideal(posts(1...3)))
    }

    @Test func pageLoadWhileAPageLoadRunsJoinsIt() async throws {
        let (vm, loader) = try await loadedTimeline(more: [.suspend])
        let first = Task { await vm.loadMoreIfNeeded(currentIndex: 1) }
        try await waitUntilSuspended(loader.more)
        let second = Task { await vm.loadMore() }
        await settle()
        await loader.more.resume(call: 1, with: .success(Page(items: posts(3...3), hasMore: true)))
        #expect(await first.value == .succeeded)
        #expect(await second.value == .succeeded)
        #expect(await loader.more.callCount == 1)
        #expect(vm.state == .ideal(posts(1...3)))
    }

    @Test func pageLoadWaitsForARunningOperation() async throws {
        let (vm, loader) = try await loadedCart(more: [.success(Page(items: items(3...3), hasMore: false))], checkout: [.suspend])
        let checkout = Task { await vm.checkout(card) }
        try await waitUntilSuspended(loader.checkouts)
        let page = Task { await vm.loadMore() }
        await settle()
        #expect(await loader.more.callCount == 0)
        await loader.checkouts.resume(call: 1, with: .success(items(1...1)))
        #expect(await checkout.value == .succeeded)
        #expect(await page.value == .succeeded)
        #expect(vm.state == .ideal(items(1...1) + items(3...3)))
    }

    // MARK: An operation arrives

    @Test func operationWaitsForTheFirstLoadAndWorksOnWhatItLoaded() async throws {
        let loader = FakeCartLoader(initial: [.suspend], checkout: [.success([])])
        let vm = CartViewModel(loader: loader, feedback: feedback) { _ in }
        let first = Task { await vm.loadInitial() }
        try await waitUntilSuspended(loader.initial)
        let checkout = Task { await vm.checkout(card) }
        await settle()
        await loader.initial.resume(call: 1, with: .success(items(1...2)))
        #expect(await first.value == .succeeded)
        #expect(await checkout.value == .succeeded)
        #expect(await loader.checkouts.arguments == [Request(current: items(1...2), input: card)])
    }

    @Test func operationWaitsForARunningRefreshAndPageLoad() async throws {
        let (vm, loader) = try await loadedCart(refresh: [.suspend], checkout: [.success([])])
        let refresh = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        let checkout = Task { await vm.checkout(card) }
        await settle()
        #expect(await loader.checkouts.callCount == 0)
        #expect(!(await loader.refreshes.wasCancelled(1)), "an operation never cancels a load")
        await loader.refreshes.resume(call: 1, with: .success(items(1...3)))
        #expect(await refresh.value == .succeeded)
        #expect(await checkout.value == .succeeded)
        #expect(await loader.checkouts.arguments == [Request(current: items(1...3), input: card)])
    }

    @Test func theSameOperationTwiceIsSkippedWhileItRuns() async throws {
        let (vm, loader) = try await loadedCart(checkout: [.suspend])
        let first = Task { await vm.checkout(card) }
        try await waitUntilSuspended(loader.checkouts)
        #expect(await vm.checkout(card) == .skipped(.alreadyRunning), "a double tap does not pay twice")
        await loader.checkouts.resume(call: 1, with: .success([]))
        #expect(await first.value == .succeeded)
        #expect(await loader.checkouts.callCount == 1)
    }

    @Test func anotherOperationWaitsItsTurn() async throws {
        let (vm, loader) = try await loadedCart(checkout: [.success([])], clear: [.suspend])
        let clear = Task { await vm.clear() }
        try await waitUntilSuspended(loader.clears)
        let checkout = Task { await vm.checkout(card) }
        await settle()
        #expect(await loader.checkouts.callCount == 0)
        await loader.clears.resume(call: 1, with: .success(items(1...1)))
        #expect(await clear.value == .succeeded)
        #expect(await checkout.value == .succeeded)
        #expect(await loader.checkouts.arguments == [Request(current: items(1...1), input: card)])
        #expect(feedback.keys == ["Cart.cleared", "Cart.paid"])
    }
}

@MainActor
@Suite("Lifecycle: operations")
struct OperationTests {
    let feedback = FeedbackRecorder()
    private let card = PaymentDetails(card: "4242")

    @Test func anOperationTakesItsInputAndReportsSuccess() async throws {
        let loader = FakeCartLoader(initial: [.success(items(1...2))], checkout: [.success([])])
        let vm = CartViewModel(loader: loader, feedback: feedback) { _ in }
        await vm.loadInitial()
        #expect(await vm.checkout(card) == .succeeded)
        #expect(await loader.checkouts.arguments == [Request(current: items(1...2), input: card)])
        #expect(feedback.keys == ["Cart.paid"])
    }

    @Test func anOperationThatEmptiesTheCollectionShowsTheEmptyState() async throws {
        let loader = FakeCartLoader(initial: [.success(items(1...2))], checkout: [.success([])])
        let vm = CartViewModel(loader: loader, feedback: feedback) { _ in }
        await vm.loadInitial()
        await vm.checkout(card)
        #expect(vm.state == .empty, "a checkout that empties the cart says the cart is empty")
    }

    @Test func aFailedOperationKeepsTheContentAndSaysSo() async throws {
        let loader = FakeCartLoader(initial: [.success(items(1...2))], checkout: [.failure(.server)])
        let vm = CartViewModel(loader: loader, feedback: feedback) { _ in }
        await vm.loadInitial()
        #expect(await vm.checkout(card) == .failed)
        #expect(vm.state == .ideal(items(1...2)))
        #expect(feedback.keys == ["Cart.paymentFailed"])
        #expect((vm.lastError as? FakeError) == .server)
    }

    @Test func editsMadeWhileAnOperationRunsSurviveItsResult() async throws {
        let loader = FakeAddressFormLoader(initial: [.success(AddressDraft(street: "1 Main St"))], save: [.suspend])
        let vm = AddressFormViewModel(loader: loader, feedback: feedback)
        await vm.loadInitial()
        let save = Task { await vm.save() }
        try await waitUntilSuspended(loader.saves)
        // The user types the city while the street saves.
        vm.edit { $0.city = "Springfield" }
        #expect(vm.state.content?.city == "Springfield")

        // The server returns what it saved, normalised; the city it never saw is replayed on top.
        await loader.saves.resume(call: 1, with: .success(AddressDraft(street: "1 MAIN ST")))
        #expect(await save.value == .succeeded)
        #expect(vm.state == .ideal(AddressDraft(street: "1 MAIN ST", city: "Springfield")))
        #expect(await loader.saves.arguments == [AddressDraft(street: "1 Main St")])
    }

    @Test func editsReplayedAfterAFailedOperationAreNotAppliedTwice() async throws {
        let loader = FakeCartLoader(initial: [.success(items(1...2))], refresh: [.success(items(1...2))], checkout: [.suspend])
        let vm = CartViewModel(loader: loader, feedback: feedback) { _ in }
        await vm.loadInitial()
        let checkout = Task { await vm.checkout(card) }
        try await waitUntilSuspended(loader.checkouts)
        vm.edit { $0.append(CartItem(id: 9, quantity: 1)) }
        await loader.checkouts.resume(call: 1, with: .failure(.server))
        #expect(await checkout.value == .failed)
        #expect(vm.state.content?.map(\.id) == [1, 2, 9])
        await vm.refresh()
        #expect(vm.state.content?.map(\.id) == [1, 2], "the failed operation's recording is gone")
    }

    @Test func anOperationInTheEmptyStateWorksOnAnEmptyCollection() async throws {
        let loader = FakeCartLoader(initial: [.success([])], clear: [.success([])])
        let vm = CartViewModel(loader: loader, feedback: feedback) { _ in }
        await vm.loadInitial()
        #expect(await vm.clear() == .succeeded)
        #expect(await loader.clears.arguments == [[]])
    }

    @Test func anOperationWithoutContentIsSkipped() async throws {
        let loader = FakeCartLoader(initial: [.failure(.server)])
        let vm = CartViewModel(loader: loader, feedback: feedback) { _ in }
        #expect(await vm.checkout(card) == .skipped(.noContent))
        await vm.loadInitial()
        #expect(await vm.checkout(card) == .skipped(.noContent))
        #expect(await loader.checkouts.callCount == 0)
    }

    @Test func anOperationOnASingleRecordTakesItsInput() async throws {
        let conversation = Conversation(id: 1, replies: [])
        let loader = FakeThreadLoader(initial: [.success(conversation)], reply: [.success(Conversation(id: 1, replies: ["hi"])), .failure(.server)])
        let vm = ThreadViewModel(loader: loader, feedback: feedback) { _ in }
        await vm.appear()
        #expect(await vm.reply("hi") == .succeeded)
        #expect(vm.state == .ideal(Conversation(id: 1, replies: ["hi"])))
        #expect(feedback.shown.isEmpty, "reply raises nothing when it succeeds")
        #expect(await vm.reply("again") == .failed)
        #expect(feedback.keys == ["Thread.replyFailed"])
        #expect(await loader.replies.arguments.map(\.input) == ["hi", "again"])
    }
}

@MainActor
@Suite("Lifecycle: paging newer")
struct NewerPagingTests {
    private func loadedInbox(more: [Reply<Page<Message>>] = [], refresh: [Reply<[Message]>] = []) async throws -> (InboxViewModel, FakeInboxLoader) {
        let loader = FakeInboxLoader(initial: [.success(messages(5...6))], refresh: refresh, more: more)
        let vm = InboxViewModel(loader: loader, feedback: FeedbackRecorder()) { _ in }
        try #require(await vm.appear("INBOX") == .succeeded)
        return (vm, loader)
    }

    @Test func theFirstRowLoadsTheNextPageAndItGoesBeforeTheContent() async throws {
        let (vm, loader) = try await loadedInbox(more: [.success(Page(items: messages(7...8), hasMore: true))])
        #expect(await vm.loadMoreIfNeeded(currentIndex: 1) == .skipped(.notNeeded), "the last row does not page newer content")
        #expect(await loader.more.callCount == 0)
        #expect(await vm.loadMoreIfNeeded(currentIndex: 0) == .succeeded)
        #expect(vm.state == .ideal(messages(7...8) + messages(5...6)))
        #expect(await loader.more.arguments == [Request(current: messages(5...6), input: "INBOX")])
    }

    @Test func aFailedNewerPageAndAFailedRefreshEachRetryThemselves() async throws {
        let (vm, loader) = try await loadedInbox(
            more: [.failure(.server), .success(Page(items: messages(7...7), hasMore: false))],
            refresh: [.failure(.unauthorized), .success(messages(4...6))]
        )
        await vm.loadMore()
        #expect(vm.state == .partial(messages(5...6), .other))
        #expect(await vm.retry() == .succeeded)
        #expect(vm.state == .ideal(messages(7...7) + messages(5...6)))

        await vm.refresh()
        #expect(vm.state == .partial(messages(7...7) + messages(5...6), .unauthorized))
        #expect(await vm.retry() == .succeeded, "the partial state came from the refresh: retry refreshes")
        #expect(await loader.refreshes.callCount == 2)
        #expect(await loader.more.callCount == 2)
        #expect(vm.state == .ideal(messages(4...6)))
    }

    @Test func reappearingReloadsTheMailbox() async throws {
        let (vm, loader) = try await loadedInbox()
        await loader.initial.enqueue(.success(messages(1...1)))
        #expect(await vm.appear("INBOX") == .succeeded)
        #expect(await loader.initial.arguments == ["INBOX", "INBOX"])
        #expect(vm.state == .ideal(messages(1...1)))
    }
}
