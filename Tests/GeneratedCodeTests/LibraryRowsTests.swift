// Drives a row per library on the generated LibraryRows screen (Specs/LibraryRows.yaml): the
// libraries section loads the server's libraries, and the app makes a row of the `latest` section
// per library (`latestRows`), each loading that library's latest photos with the library as its
// input. The screen-wide empty and error states offer buttons that fire the screen's own events.
// Through the generated fakes, held until the test answers.

import StateSpecTesting
import Testing

@MainActor
@Suite("A row per library")
struct LibraryRowsTests {
    static let music = MediaLibrary(id: "music"), films = MediaLibrary(id: "films"), shows = MediaLibrary(id: "shows")
    static let podcasts = MediaLibrary(id: "podcasts")

    /// The screen with every loader held until the test answers, and the events it fires.
    @MainActor
    final class Screen {
        let libraries = LibraryRowsLibrariesLoaderFake()
        let latest = LibraryRowsLatestLoaderFake()
        let feedback = FeedbackRecorder()
        var events: [LibraryRowsEvent] = []
        private(set) var vm: LibraryRowsViewModel!

        init() {
            vm = LibraryRowsViewModel(libraries: LibraryRowsLibrariesViewModel(loader: libraries, feedback: feedback),
                                      latest: LibraryRowsLatestViewModel(loader: latest, feedback: feedback)) { [unowned self] event in
                events.append(event)
            }
        }

        /// What the view does when the libraries load (`.task(id: libraries)`): a row per library,
        /// each loading that library's latest photos; a row already shown keeps what it shows.
        func showRows() async {
            vm.latestRows.show(vm.libraries.state.content ?? []) { _ in LibraryRowsLatestViewModel(loader: latest, feedback: feedback) }
            await vm.latestRows.appear()
        }

        func row(_ library: MediaLibrary) -> LibraryRowsLatestViewModel? { vm.latestRows.row(for: library) }
    }

    private static func photosOf(_ library: MediaLibrary) -> [Photo] {
        let base = [music: 100, films: 200, shows: 300, podcasts: 400][library] ?? 900
        return photos(base...(base + 2))
    }

    /// A screen whose libraries and rows answer at once, each row with its own library's photos.
    private static func answering(_ libraries: [MediaLibrary] = [music, films, shows]) -> Screen {
        let screen = Screen()
        screen.libraries.loadInitialCall.defaultAnswer = .value(libraries)
        screen.latest.loadInitialCall.defaultAnswer = .computed { library in photosOf(library) }
        screen.latest.refreshCall.defaultAnswer = .computed { asked in asked.current + [Photo(id: 999)] }
        return screen
    }

    @Test func eachRowLoadsItsOwnLibraryAtOnce() async throws {
        let screen = Screen()
        screen.libraries.loadInitialCall.defaultAnswer = .value([Self.music, Self.films, Self.shows])
        #expect(await screen.vm.appear() == [.libraries: .succeeded, .latest: .skipped(.notNeeded)],
                "before the app shows rows, the row section waits for its items")
        #expect(screen.latest.loadInitialCall.callCount == 0)

        screen.latest.loadInitialCall.defaultAnswer = .hold()
        let rows = Task { await screen.showRows() }
        await screen.latest.loadInitialCall.untilHeld(count: 3)
        #expect(Set(screen.latest.loadInitialCall.arguments) == [Self.music, Self.films, Self.shows],
                "every row's load started before any ended, each with its own library")
        #expect(screen.vm.latestRows.inputs == [Self.music, Self.films, Self.shows])
        #expect(screen.vm.state == .content, "the libraries show while the rows load")
        for (number, library) in screen.latest.loadInitialCall.arguments.enumerated() {
            try screen.latest.loadInitialCall.release(call: number + 1, with: Self.photosOf(library))
        }
        await rows.value
        for library in [Self.music, Self.films, Self.shows] {
            #expect(screen.row(library)?.state == .ideal(Self.photosOf(library)))
        }
        #expect(screen.vm.visibleSections == [.libraries, .latest])
    }

    @Test func oneRowFailingShowsItsErrorAmongTheOthersContent() async {
        let screen = Self.answering()
        screen.latest.loadInitialCall.defaultAnswer = .computed { library in
            if library == Self.films { throw FakeError.server }
            return Self.photosOf(library)
        }
        await screen.vm.appear()
        await screen.showRows()
        #expect(screen.row(Self.films)?.state.kind == .error)
        #expect(screen.row(Self.music)?.state == .ideal(Self.photosOf(Self.music)))
        #expect(screen.row(Self.shows)?.state == .ideal(Self.photosOf(Self.shows)))
        #expect(screen.vm.state == .content, "one row failing never fails the screen")

        screen.latest.loadInitialCall.defaultAnswer = .computed { library in Self.photosOf(library) }
        #expect(await screen.vm.retry() == [.libraries: .skipped(.notNeeded), .latest: .succeeded])
        #expect(screen.row(Self.films)?.state == .ideal(Self.photosOf(Self.films)))
        #expect(screen.latest.loadInitialCall.arguments.filter { $0 == Self.films }.count == 2, "the retry loads the failed row alone")
        #expect(screen.latest.loadInitialCall.callCount == 4)
    }

    @Test func aPullRefreshesEveryRowAndALibraryItBringsGetsItsRow() async throws {
        let screen = Self.answering()
        await screen.vm.appear()
        await screen.showRows()
        let music = screen.row(Self.music)
        screen.libraries.refreshCall.defaultAnswer = .value([Self.music, Self.films, Self.shows, Self.podcasts])
        screen.latest.refreshCall.defaultAnswer = .hold()
        let refresh = Task { await screen.vm.refresh() }
        await screen.latest.refreshCall.untilHeld(count: 3)
        #expect(Set(screen.latest.refreshCall.arguments.map(\.input)) == [Self.music, Self.films, Self.shows],
                "the pull reaches every row at once, each with its own library")
        for (number, asked) in screen.latest.refreshCall.arguments.enumerated() {
            try screen.latest.refreshCall.release(call: number + 1, with: asked.current + [Photo(id: 999)])
        }
        #expect(await refresh.value == [.libraries: .succeeded, .latest: .succeeded])
        #expect(screen.row(Self.shows)?.state == .ideal(Self.photosOf(Self.shows) + [Photo(id: 999)]))

        await screen.showRows()
        #expect(screen.vm.latestRows.inputs == [Self.music, Self.films, Self.shows, Self.podcasts])
        #expect(screen.row(Self.podcasts)?.state == .ideal(Self.photosOf(Self.podcasts)), "the library the refresh brought gets its row")
        #expect(screen.row(Self.music) === music, "a row already shown stays, with what it shows")
        #expect(screen.latest.loadInitialCall.arguments.count == 4, "only the new row loads")
    }

    @Test func aRowsRefreshFailingLeavesTheOthersAndRaisesItsMessage() async {
        let screen = Self.answering()
        await screen.vm.appear()
        await screen.showRows()
        screen.libraries.refreshCall.defaultAnswer = .value([Self.music, Self.films, Self.shows])
        screen.latest.refreshCall.defaultAnswer = .computed { asked in
            if asked.input == Self.music { throw FakeError.server }
            return asked.current + [Photo(id: 999)]
        }
        #expect(await screen.vm.refresh() == [.libraries: .succeeded, .latest: .failed])
        #expect(screen.row(Self.music)?.state == .ideal(Self.photosOf(Self.music)), "a failed refresh keeps the row's content")
        #expect(screen.row(Self.films)?.state == .ideal(Self.photosOf(Self.films) + [Photo(id: 999)]))
        #expect(screen.feedback.keys == ["LibraryRows.latest.latestRefreshFailed"])
    }

    @Test func noLibraryShowsTheScreenWideEmptyStateWhoseButtonTheAppHandles() async {
        let screen = Self.answering([])
        await screen.vm.appear()
        #expect(screen.vm.state == .loading, "until the app shows the rows, the row section has not loaded")
        await screen.showRows()
        #expect(screen.vm.state == .empty, "no library and no row: nothing at all to show")
        #expect(screen.vm.visibleSections.isEmpty)
        #expect(LibraryRowsState.emptyMessage.key == "LibraryRows.empty.message")
        #expect(LibraryRowsState.emptyAction.title.key == "LibraryRows.empty.action")
        #expect(LibraryRowsState.emptyAction.event == .addServer)
        screen.vm.addServer()
        #expect(screen.events == [.addServer], "the button's event reaches the app")
    }

    @Test func librariesFailingShowsTheScreenWideErrorWithItsRetryAndButton() async {
        let screen = Self.answering()
        screen.libraries.loadInitialCall.script(.failure(FakeError.server))
        #expect(await screen.vm.appear() == [.libraries: .failed, .latest: .skipped(.notNeeded)])
        await screen.showRows()
        #expect(screen.vm.latestRows.rows.isEmpty, "no libraries, no rows made")
        #expect(screen.vm.state == .error)
        #expect(LibraryRowsState.errorAction.event == .changeServer)
        #expect(LibraryRowsState.retryTitle.key == "LibraryRows.error.retry")
        screen.vm.changeServer()
        #expect(screen.events == [.changeServer])
        #expect(await screen.vm.retry() == [.libraries: .succeeded, .latest: .skipped(.notNeeded)])
        await screen.showRows()
        #expect(screen.vm.state == .content)
        #expect(screen.vm.latestRows.rows.count == 3)
    }

    @Test func cancellingTheRowsLoadsCancelsThemIntoNothing() async {
        let screen = Self.answering()
        await screen.vm.appear()
        screen.latest.loadInitialCall.defaultAnswer = .hold()
        let rows = Task { await screen.showRows() }
        await screen.latest.loadInitialCall.untilHeld(count: 3)
        rows.cancel()
        await rows.value
        #expect(screen.vm.latestRows.rows.allSatisfy { $0.state.kind == .loading }, "a cancellation is never an error")
        screen.latest.loadInitialCall.defaultAnswer = .computed { library in Self.photosOf(library) }
        #expect(await screen.vm.appear() == [.libraries: .skipped(.notNeeded), .latest: .succeeded],
                "the screen's appear() loads the rows again")
        #expect(screen.row(Self.films)?.state == .ideal(Self.photosOf(Self.films)))
    }
}
