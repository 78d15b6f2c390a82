// Drives a tab per season on the generated SeriesSeasons screen (Specs/SeriesSeasons.yaml): the
// header above the tabs loads the series and its seasons, and the season tab's view model loads
// the season the view hands it (`loads.initial.input: Season`), keeping the episodes of the
// seasons shown last (`keep-inputs`). Through the generated fakes, held until the test answers.

import StateSpecTesting
import Testing

@MainActor
@Suite("A tab per season")
struct SeasonTabsTests {
    static let one = Season(number: 1), two = Season(number: 2), three = Season(number: 3)
    static let series = Series(title: "Slow Horses", seasons: [one, two, three])

    /// The screen with every loader held until the test answers.
    @MainActor
    struct Screen {
        let header = SeriesSeasonsHeaderLoaderFake()
        let season = SeriesSeasonsSeasonLoaderFake()
        let feedback = FeedbackRecorder()
        let vm: SeriesSeasonsViewModel

        init() {
            vm = SeriesSeasonsViewModel(header: SeriesSeasonsHeaderViewModel(loader: header, feedback: feedback),
                                        season: SeriesSeasonsSeasonViewModel(loader: season, feedback: feedback))
        }

        /// What the view does: the season tabs come from the header's content, and the tab
        /// selected hands its season to the season section (`.task(id: season)`).
        var seasonTabs: [Season] {
            if case .ideal(let series) = vm.header.state { series.seasons } else { [] }
        }

        @discardableResult func show(_ season: Season) async -> CallOutcome { await vm.season.appear(season) }
    }

    private static func episodes(_ season: Season) -> [Episode] {
        (1...2).map { Episode(id: season.number * 100 + $0) }
    }

    /// A screen whose header answers at once and whose seasons answer with their episodes.
    private static func answering() -> Screen {
        let screen = Screen()
        screen.header.loadInitialCall.defaultAnswer = .value(series)
        screen.season.loadInitialCall.defaultAnswer = .computed { season in episodes(season) }
        return screen
    }

    @Test func theSeasonTabsComeFromTheHeaderAndTheFirstSeasonLoadsWhenHandedIn() async throws {
        let screen = Screen()
        #expect(screen.vm.tabs == [.season])
        let appear = Task { await screen.vm.appear() }
        await screen.header.loadInitialCall.untilHeld()
        #expect(screen.seasonTabs.isEmpty, "no season tab before the header loaded")
        #expect(screen.vm.state == .loading)
        try screen.header.loadInitialCall.release(with: Self.series)
        #expect(await appear.value == [.header: .succeeded, .season: .skipped(.notNeeded)],
                "the season tab waits for the season the view hands it")
        #expect(screen.seasonTabs == [Self.one, Self.two, Self.three])
        #expect(screen.season.loadInitialCall.callCount == 0)

        let first = Task { await screen.show(Self.one) }
        #expect(await screen.season.loadInitialCall.untilCalled() == Self.one)
        try screen.season.loadInitialCall.release(with: Self.episodes(Self.one))
        #expect(await first.value == .succeeded)
        #expect(screen.vm.season.state == .ideal(Self.episodes(Self.one)))
        #expect(screen.vm.state == .content)
    }

    @Test func switchingBackToASeasonShowsItsEpisodesWithoutARequest() async {
        let screen = Self.answering()
        await screen.vm.appear()
        #expect(await screen.show(Self.one) == .succeeded)
        #expect(await screen.show(Self.two) == .succeeded)
        #expect(screen.vm.season.state == .ideal(Self.episodes(Self.two)))
        #expect(await screen.show(Self.one) == .succeeded)
        #expect(screen.vm.season.state == .ideal(Self.episodes(Self.one)))
        #expect(screen.season.loadInitialCall.arguments == [Self.one, Self.two], "season 1 kept its episodes")
        #expect(screen.header.loadInitialCall.callCount == 1, "switching seasons never reloads the header")
    }

    @Test func aSeasonFailingShowsItsErrorUnderTheHeaderAndARetryLoadsItAgain() async {
        let screen = Self.answering()
        screen.season.loadInitialCall.script(.failure(FakeError.server))
        await screen.vm.appear()
        #expect(await screen.show(Self.two) == .failed)
        #expect(screen.vm.season.state.kind == .error)
        #expect(screen.vm.state == .content, "the header shows; the season shows its own error")
        #expect(await screen.vm.retry() == [.header: .skipped(.notNeeded), .season: .succeeded])
        #expect(screen.vm.season.state == .ideal(Self.episodes(Self.two)))
        #expect(screen.season.loadInitialCall.arguments == [Self.two, Self.two], "the retry loads the season shown")
    }

    @Test func aPullRefreshesTheHeaderAndTheSeasonShownOnly() async throws {
        let screen = Self.answering()
        await screen.vm.appear()
        await screen.show(Self.one)
        await screen.show(Self.two)
        let newer = Series(title: "Slow Horses", seasons: [Self.one, Self.two, Self.three, Season(number: 4)])
        screen.header.refreshCall.defaultAnswer = .value(newer)
        let refresh = Task { await screen.vm.refresh() }
        let asked = await screen.season.refreshCall.untilCalled()
        #expect(asked.current == Self.episodes(Self.two) && asked.input == Self.two, "the season shown refreshes")
        try screen.season.refreshCall.release(with: Self.episodes(Self.two) + [Episode(id: 203)])
        #expect(await refresh.value == [.header: .succeeded, .season: .succeeded])
        #expect(screen.seasonTabs.count == 4, "a season the refresh brought gets its tab")
        #expect(screen.vm.season.state == .ideal(Self.episodes(Self.two) + [Episode(id: 203)]))
        #expect(screen.season.refreshCall.callCount == 1)
    }

    @Test func switchingSeasonsWhileOneLoadsCancelsItIntoNothing() async throws {
        let screen = Self.answering()
        await screen.vm.appear()
        screen.season.loadInitialCall.script(.hold())
        // The season bar's `.task(id: season)`: switching seasons cancels the task of the last one.
        let first = Task { await screen.show(Self.one) }
        await screen.season.loadInitialCall.untilHeld()
        first.cancel()
        #expect(await first.value == .cancelled, "a cancellation is never an error")
        #expect(await screen.show(Self.two) == .succeeded)
        #expect(screen.vm.season.state == .ideal(Self.episodes(Self.two)))
        #expect(screen.feedback.keys.isEmpty)
        #expect(await screen.show(Self.one) == .succeeded, "a season whose load was cancelled loads when shown again")
        #expect(screen.season.loadInitialCall.arguments == [Self.one, Self.two, Self.one])
    }
}
