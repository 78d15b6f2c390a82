import StateSpecRuntime
import Testing

/// A posed screen (a preview's or a snapshot's fixture) shows the state it was put in, with the
/// call it shows as running, and stays there whatever the view calls: nothing reaches a loader.
@MainActor
@Suite struct ScreenPoseTests {
    private let rows = [ModelRow(id: 1, value: 0), ModelRow(id: 2, value: 0)]

    /// A screen whose every load records that it ran.
    private func screen(_ ran: Box) -> ScreenContent<ModelState, NoInput> {
        let screen = ScreenContent<ModelState, NoInput>(feedback: nil, cause: { _ in .boom }, firstLoad: { _ in
            ran.count += 1
            return [ModelRow(id: 9, value: 0)]
        })
        return screen
    }

    final class Box { var count = 0 }

    @Test func aPosedStateStaysWhateverTheViewCalls() async {
        let ran = Box()
        let screen = screen(ran)
        screen.pose(.error(.boom))
        #expect(screen.isPosed)
        #expect(screen.state == .error(.boom))

        // The view's `.task`, a retry, a pull and a page: each is skipped, and no loader runs.
        #expect(await screen.appear(NoInput()) == .skipped(.notNeeded))
        #expect(await screen.loadInitial(NoInput()) == .skipped(.notNeeded))
        #expect(await screen.refresh(failure: .silent) { _, _ in ran.count += 1; return [] } == .skipped(.notNeeded))
        #expect(await screen.loadMore(atEnd: true, id: nil, failure: .partialState) { _, _ in ran.count += 1; return Page(items: [], hasMore: false) } == .skipped(.notNeeded))
        #expect(ran.count == 0)
        #expect(screen.state == .error(.boom))
    }

    @Test func aPosedCallShowsAsRunningWithoutRunning() async {
        let screen = screen(Box())
        screen.pose(.ideal(rows), running: .refresh)
        #expect(screen.isRefreshing)
        #expect(!screen.isLoadingMore)
        #expect(screen.state == .ideal(rows))

        screen.pose(.ideal(rows), running: .more)
        #expect(screen.isLoadingMore && !screen.isRefreshing)

        screen.pose(.loading, running: .initial)
        #expect(screen.state == .loading)
        #expect(!screen.isReloading, "the loading state's first load is no reload over content")
    }

    @Test func aPartialStateAPageLeftSaysThePageFailed() {
        let screen = screen(Box())
        screen.pose(.partial(rows, .boom), pageFailed: true)
        #expect(screen.pageFailed)
        #expect(screen.state == .partial(rows, .boom))
    }

    /// Posing over a call that runs stops it: its caller hears it was cancelled, and what its
    /// loader returns later changes nothing.
    @Test func posingStopsTheCallThatRuns() async {
        let screen = ScreenContent<ModelState, NoInput>(feedback: nil, cause: { _ in .boom })
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let load = Task { await screen.loadInitial(NoInput()) { _ in
            for await _ in gate { break }
            return [ModelRow(id: 9, value: 0)]
        } }
        while screen.calls.running == nil { await Task.yield() }
        screen.pose(.empty)
        open.yield()
        #expect(await load.value == .cancelled)
        #expect(screen.state == .empty)
    }
}
