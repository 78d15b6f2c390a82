import StateSpecRuntime
import Testing

/// `UnreadItems`, `TimelineGaps`, `ChangeSignal` and `ItemProgress` on their own: what the view
/// models of timelines build on, with no generated code between the test and the type.
@MainActor
@Suite struct TimelineRuntimeTests {
    static func id(_ item: Int) -> AnyHashable { AnyHashable(item) }

    @Test func removalsAreKeptPerCallAndOnlyWhileOneRuns() {
        let removals = RemovedWhileLoading()
        removals.note(ItemChange<Int>.remove(id: 1))
        let page = removals.begin()
        removals.note(ItemChange<Int>.remove(id: 2))
        removals.note(ItemChange<Int>.insert(7))
        let gap = removals.begin()
        removals.note(ItemChange<Int>.remove(id: 3))
        #expect(removals.removed(during: page) == [2, 3], "not 1, removed before the page was asked for")
        #expect(removals.removed(during: gap) == [3])
        removals.end(page)
        #expect(removals.removed(during: page).isEmpty)
        #expect(removals.removed(during: gap) == [3])
        removals.end(gap)
        removals.note(ItemChange<Int>.remove(id: 4))
        let later = removals.begin()
        #expect(removals.removed(during: later).isEmpty, "nothing is kept while no call runs")
        removals.end(later)
        removals.end(later)
    }

    @Test func anItemRemovedWhileThePageLoadedIsNotBroughtBack() {
        let gaps = TimelineGaps<Int>(id: Self.id)
        // 10, 9 were shown when the page was asked for; 9 went meanwhile.
        #expect(gaps.mergeNewest(Page(items: [11, 10, 9], hasMore: true), into: [10], requestedOver: [10, 9]) == [11, 10])
        // The removed item alone reached the content: the page still met it, so no gap opens.
        #expect(gaps.mergeNewest(Page(items: [12, 11, 9], hasMore: true), into: [8], requestedOver: [9, 8]) == [12, 11, 8])
        #expect(gaps.all.isEmpty)
        // An item added meanwhile (not shown at the request) is merged as any other.
        #expect(gaps.mergeNewest(Page(items: [13, 7], hasMore: false), into: [7, 6], requestedOver: [6]) == [13, 7, 6])
    }

    /// The content a view model shows, read and written as `ItemContent` does.
    @MainActor final class Shown {
        var items: [Int]?
        init(_ items: [Int]?) { self.items = items }
        var content: ItemContent<[Int]> {
            ItemContent(read: { self.items }, write: { self.items = $0 })
        }
    }

    @MainActor final class Flag {
        var isSet = false
    }

    // MARK: - UnreadItems

    @Test func onlyItemsTheOldContentDidNotHoldAreUnread() {
        var unread = UnreadItems()
        unread.noteArrivals(in: [5, 4, 3, 2], after: [3, 2], id: Self.id)
        #expect(unread.ids == [5, 4])
        unread.noteArrival(9)
        #expect(unread.count == 3 && unread.contains(9) && !unread.contains(3))
    }

    @Test func readingARowMarksEveryRowPastItAwayFromWhereNewItemsArrive() {
        var newestFirst = UnreadItems(arriveAtStart: true)
        newestFirst.noteArrivals(in: [9, 8, 7, 6, 1], after: [1], id: Self.id)
        newestFirst.markRead(8, in: [9, 8, 7, 6, 1], id: Self.id)
        #expect(newestFirst.ids == [9], "the rows below the one read were scrolled past")

        var oldestFirst = UnreadItems(arriveAtStart: false)
        oldestFirst.noteArrivals(in: [1, 6, 7, 8, 9], after: [1], id: Self.id)
        oldestFirst.markRead(8, in: [1, 6, 7, 8, 9], id: Self.id)
        #expect(oldestFirst.ids == [9])
    }

    @Test func readingARowNotShownChangesNothing() {
        var unread = UnreadItems()
        unread.noteArrivals(in: [3, 2, 1], after: [1], id: Self.id)
        unread.markRead(42, in: [3, 2, 1], id: Self.id)
        #expect(unread.ids == [3, 2])
    }

    @Test func unreadItemsNoLongerShownAreForgotten() {
        var unread = UnreadItems()
        unread.noteArrivals(in: [3, 2, 1], after: [1], id: Self.id)
        unread.keep(only: [3, 1], id: Self.id)
        #expect(unread.ids == [3])
        unread.keep(only: nil as [Int]?, id: Self.id)
        #expect(unread.count == 0)
    }

    // MARK: - TimelineGaps

    @Test func aRefreshThatDoesNotReachTheContentLeavesAGapBelowItsPage() throws {
        let gaps = TimelineGaps<Int>(id: Self.id)
        let merged = gaps.mergeNewest(Page(items: [10, 9], hasMore: true), into: [5, 4])
        #expect(merged == [10, 9, 5, 4])
        let gap = try #require(gaps.all.first)
        #expect(gaps.all.count == 1)
        #expect(gaps.entries(of: merged) == [.item(10), .item(9), .gap(gap), .item(5), .item(4)])
    }

    @Test func aRefreshThatReachesTheContentOrHasNoMoreLeavesNoGap() {
        let gaps = TimelineGaps<Int>(id: Self.id)
        #expect(gaps.mergeNewest(Page(items: [10, 6, 5], hasMore: true), into: [6, 5, 4]) == [10, 6, 5, 4])
        #expect(gaps.mergeNewest(Page(items: [12, 11], hasMore: false), into: [10, 6]) == [12, 11, 10, 6])
        #expect(gaps.all.isEmpty)
    }

    @Test func loadingAGapPutsItsItemsBetweenItsNeighboursAndClosesIt() async {
        let gaps = TimelineGaps<Int>(id: Self.id)
        let shown = Shown(gaps.mergeNewest(Page(items: [10, 9], hasMore: true), into: [5, 4]))
        let gap = gaps.all[0]
        var asked: (Int, Int)?
        let outcome = await gaps.load(gap, in: shown.content) { newer, older in
            asked = (newer, older)
            return Page(items: [9, 8, 7], hasMore: false)
        }
        guard case .succeeded = outcome else { Issue.record("\(outcome)"); return }
        #expect(asked.map { [$0.0, $0.1] } == [9, 5])
        #expect(shown.items == [10, 9, 8, 7, 5, 4], "an item already shown is not added twice")
        #expect(gaps.all.isEmpty)
    }

    @Test func aGapWithMoreMissingStaysBelowTheItemsItBrought() async throws {
        let gaps = TimelineGaps<Int>(id: Self.id)
        let shown = Shown(gaps.mergeNewest(Page(items: [10, 9], hasMore: true), into: [5, 4]))
        _ = await gaps.load(gaps.all[0], in: shown.content) { _, _ in Page(items: [8], hasMore: true) }
        let gap = try #require(gaps.all.first)
        #expect(!gap.isLoading && !gap.failed)
        #expect(gaps.entries(of: try #require(shown.items)) == [.item(10), .item(9), .item(8), .gap(gap), .item(5), .item(4)])
    }

    @Test func aFailedGapLoadMarksItFailedAndACancelledOneLeavesItAsItWas() async throws {
        struct Offline: Error {}
        let gaps = TimelineGaps<Int>(id: Self.id)
        let shown = Shown(gaps.mergeNewest(Page(items: [10, 9], hasMore: true), into: [5, 4]))
        guard case .failed = await gaps.load(gaps.all[0], in: shown.content, { _, _ in throw Offline() }) else {
            Issue.record("expected .failed"); return
        }
        #expect(try #require(gaps.all.first).failed)
        guard case .cancelled = await gaps.load(gaps.all[0], in: shown.content, { _, _ in throw CancellationError() }) else {
            Issue.record("expected .cancelled"); return
        }
        let gap = try #require(gaps.all.first)
        #expect(!gap.failed && !gap.isLoading, "a cancelled load is no failure")
        #expect(shown.items == [10, 9, 5, 4])
    }

    @Test func aGapWhoseNeighboursAreBothGoneIsForgottenAndNotLoaded() async {
        let gaps = TimelineGaps<Int>(id: Self.id)
        _ = gaps.mergeNewest(Page(items: [10, 9], hasMore: true), into: [5, 4])
        let gap = gaps.all[0]
        let shown = Shown([10, 4])
        var called = false
        guard case .skipped(.notNeeded) = await gaps.load(gap, in: shown.content, { _, _ in
            called = true
            return Page(items: [], hasMore: false)
        }) else { Issue.record("expected .skipped(.notNeeded)"); return }
        #expect(!called)
        gaps.keep(only: [10, 4])
        #expect(gaps.all.isEmpty)
    }

    // MARK: - ChangeSignal

    @Test func aListenerHearsWhatIsSentAfterItSubscribedInOrderAndIsForgottenWhenCancelled() async {
        let signal = ChangeSignal<Int>()
        signal.send(0)
        let stream = signal.values()
        #expect(signal.listenerCount == 1)
        signal.send(1)
        signal.send(2)
        let listener = Task { @MainActor in
            var heard: [Int] = []
            for await value in stream {
                heard.append(value)
                if heard.count == 3 { break }
            }
            return heard
        }
        signal.send(3)
        #expect(await listener.value == [1, 2, 3], "nothing sent before it subscribed")

        // The stream above is still held here, so it still listens.
        let before = signal.listenerCount
        let waiting = Task { @MainActor in for await _ in signal.values() {} }
        #expect(await eventually { signal.listenerCount == before + 1 })
        waiting.cancel()
        await waiting.value
        #expect(await eventually { signal.listenerCount == before }, "the cancelled listener is forgotten")
    }

    // MARK: - ItemProgress

    @Test func progressIsReportedPerRowAndTheResultReturned() async throws {
        let progress = ItemProgress<String>()
        let (steps, continuation) = AsyncThrowingStream.makeStream(of: ActionProgress<Int>.self)
        let action = Task { @MainActor in try await progress.follow("download", on: 1, steps) }
        continuation.yield(.progress(0.4))
        #expect(await eventually { progress.fraction(of: 1, "download") == 0.4 })
        #expect(progress.fraction(of: 1) == 0.4 && progress.fraction(of: 2) == nil)
        continuation.yield(.progress(7))
        #expect(await eventually { progress.fraction(of: 1) == 1 }, "clamped to 0...1")
        continuation.yield(.done(42))
        #expect(try await action.value == 42)
        #expect(progress.fraction(of: 1) == nil)
    }

    @Test func cancellingOneRowStopsItsStreamWithACancellationNotAFailure() async {
        let progress = ItemProgress<String>()
        let (steps, continuation) = AsyncThrowingStream.makeStream(of: ActionProgress<Int>.self)
        let streamEnded = Flag()
        continuation.onTermination = { _ in Task { @MainActor in streamEnded.isSet = true } }
        let action = Task { @MainActor in try await progress.follow("download", on: 1, steps) }
        continuation.yield(.progress(0.5))
        #expect(await eventually { progress.fraction(of: 1) == 0.5 })
        progress.cancel("download", on: 1)
        await #expect(throws: CancellationError.self) { try await action.value }
        #expect(await eventually { streamEnded.isSet }, "the loader's work is told to stop")
        #expect(progress.fraction(of: 1) == nil)
    }

    @Test func aStreamThatEndsWithoutAResultFails() async {
        let progress = ItemProgress<String>()
        let (steps, continuation) = AsyncThrowingStream.makeStream(of: ActionProgress<Int>.self)
        continuation.yield(.progress(0.5))
        continuation.finish()
        await #expect(throws: ProgressEndedWithoutResult.self) { try await progress.follow("download", on: 1, steps) }
    }
}

/// Lets the main actor run until `condition` holds, or gives up after a while.
@MainActor
private func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<1000 {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}
