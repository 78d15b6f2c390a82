import StateSpecRuntime
import Testing
import StateSpecTestSupport

/// What the model-based interleaving test of `ScreenContent` (ScreenContentModelTests.swift)
/// found, reduced to plain tests: each failed before its fix.
@MainActor
@Suite("Interleavings found by the ScreenContent model test")
struct ScreenContentFindingsTests {
    typealias Screen = ScreenContent<ModelState, String>

    private func row(_ id: Int, _ value: Int = 0) -> ModelRow { ModelRow(id: id, value: value) }

    /// A loader call that waits until the test opens it.
    @MainActor
    final class Gate {
        private let stream: AsyncStream<Void>
        private let continuation: AsyncStream<Void>.Continuation
        private(set) var entered = false

        init() {
            (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        }

        func wait() async throws {
            entered = true
            for await _ in stream { return }
            throw CancellationError()
        }

        func open() {
            continuation.yield(())
        }
    }

    /// Seed 111: a timeline shows 2, 1; the user deletes 2 (optimistic: its row goes at once), and
    /// a refresh with gaps starts. The loader is asked over the confirmed content, 2 included, and
    /// reads the newest page [2] before the server deletes it. The delete is confirmed, then the
    /// page lands: 2 was removed while it loaded, and stays removed. (It came back as a new item,
    /// since the refresh told the merge it was requested over the content shown, without 2.)
    @Test func aDeleteConfirmedDuringARefreshWithGapsStaysDeleted() async throws {
        let screen = Screen(feedback: nil)
        let rows = ItemActions<ModelRow, ModelAction>(id: { AnyHashable($0.id) })
        let gaps = TimelineGaps<ModelRow>(id: { AnyHashable($0.id) })
        screen.attach(rows)
        screen.willReload = { gaps.removeAll() }
        screen.didChange = { gaps.keep(only: $0) }
        #expect(await screen.loadInitial("a") { _ in [self.row(2), self.row(1)] } == .succeeded)

        let deleteAnswer = Gate()
        let deleting = Task {
            await screen.run(ModelAction.delete, on: row(2), in: rows, effect: .remove(optimistic: true),
                             success: nil, failure: nil, haptic: nil) {
                try await deleteAnswer.wait()
                return nil
            }
        }
        #expect(await until { screen.state.content?.map(\.id) == [1] })

        let refreshAnswer = Gate()
        let refreshing = Task {
            await screen.refresh(mergingInto: gaps, failure: .silent) { current, _ in
                let page = Page(items: Array(current.prefix(1)), hasMore: false)
                try await refreshAnswer.wait()
                return page
            }
        }
        #expect(await until { refreshAnswer.entered })

        deleteAnswer.open()
        #expect(await deleting.value == .succeeded)
        refreshAnswer.open()
        #expect(await refreshing.value == .succeeded)
        #expect(screen.state.content?.map(\.id) == [1], "the deleted row stays deleted")
        #expect(gaps.all.isEmpty)
    }

    /// Seed 2830: a delete runs on row 1 and the user edits the row, which is theirs from then
    /// on (edits win over that delete). Then the user likes the row: that like started after the
    /// edit, so its optimistic change is confirmed or taken back like any other. (It stayed on the
    /// row for good: the like's result and rollback left the edited row alone.)
    @Test func anActionStartedAfterAnEditIsConfirmedOrTakenBack() async throws {
        for likeFails in [false, true] {
            let screen = Screen(feedback: nil)
            let rows = ItemActions<ModelRow, ModelAction>(id: { AnyHashable($0.id) })
            screen.attach(rows)
            #expect(await screen.loadInitial("a") { _ in [self.row(1, 1)] } == .succeeded)

            let deleteAnswer = Gate()
            let deleting = Task {
                await screen.run(ModelAction.delete, on: row(1, 1), in: rows, effect: .remove(optimistic: false),
                                 success: nil, failure: nil, haptic: nil) {
                    try await deleteAnswer.wait()
                    return nil
                }
            }
            #expect(await until { deleteAnswer.entered })
            #expect(screen.edit({ $0[0].value = 2 }))

            struct Refused: Error {}
            let likeAnswer = Gate()
            let liking = Task {
                await screen.run(ModelAction.favourite, on: row(1, 2), in: rows, effect: .update(optimistic: favourited),
                                 success: nil, failure: nil, haptic: nil) {
                    try await likeAnswer.wait()
                    if likeFails { throw Refused() }
                    return self.row(1, 3)
                }
            }
            #expect(await until { screen.state.content == [row(1, 2 + ModelRow.optimistic)] })
            likeAnswer.open()
            #expect(await liking.value == (likeFails ? .failed : .succeeded))
            #expect(screen.state.content == [row(1, likeFails ? 2 : 3)], "the like is confirmed or taken back")

            deleteAnswer.open()
            #expect(await deleting.value == .succeeded)
            #expect(screen.state.content == [row(1, likeFails ? 2 : 3)], "the delete that ran during the edit leaves the row")
            #expect(rows.isIdle)
        }
    }

    /// The first thing the model test found: a timeline shows 3, 2, 1 and a refresh with gaps
    /// reads the newest page from the server; then the user edits 2 and the stream replaces 1. The page lands: the
    /// rows keep the values given while it loaded, since the page's copies are older. (The page's
    /// copies replaced them: the edit and the live change were lost.) A row that did not change
    /// meanwhile takes the page's copy, and an item action running still shows on it.
    @Test func aRefreshWithGapsKeepsWhatChangedWhileItLoaded() async throws {
        let screen = Screen(feedback: nil)
        let rows = ItemActions<ModelRow, ModelAction>(id: { AnyHashable($0.id) })
        let gaps = TimelineGaps<ModelRow>(id: { AnyHashable($0.id) })
        screen.attach(rows)
        #expect(await screen.loadInitial("a") { _ in [self.row(3, 1), self.row(2, 1), self.row(1, 1)] } == .succeeded)

        let likeAnswer = Gate()
        let liking = Task {
            await screen.run(ModelAction.favourite, on: row(3, 1), in: rows, effect: .update(optimistic: favourited),
                             success: nil, failure: nil, haptic: nil) {
                try await likeAnswer.wait()
                return self.row(3, 9)
            }
        }
        #expect(await until { likeAnswer.entered })

        let refreshAnswer = Gate()
        let refreshing = Task {
            await screen.refresh(mergingInto: gaps, failure: .silent) { current, _ in
                #expect(current == [self.row(3, 1), self.row(2, 1), self.row(1, 1)], "the loader gets the confirmed rows")
                try await refreshAnswer.wait()
                return Page(items: [self.row(4, 2), self.row(3, 2), self.row(2, 2), self.row(1, 2)], hasMore: false)
            }
        }
        #expect(await until { refreshAnswer.entered })
        #expect(screen.edit({ rows in rows[1].value = 5 }))
        screen.apply(.replace(row(1, 6)), id: { AnyHashable($0.id) }, insertsAtStart: true, rebase: { rows.rebased($0) })

        refreshAnswer.open()
        #expect(await refreshing.value == .succeeded)
        #expect(screen.state.content == [row(4, 2), row(3, 2 + ModelRow.optimistic), row(2, 5), row(1, 6)])

        likeAnswer.open()
        #expect(await liking.value == .succeeded)
        #expect(screen.state.content == [row(4, 2), row(3, 9), row(2, 5), row(1, 6)])
    }
}
