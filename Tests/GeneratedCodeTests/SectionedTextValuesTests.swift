// Drives values in the screen-wide texts of a screen made of sections (SearchAll,
// Specs/SearchAll.yaml): "Could not search {server}" filled from the screen's view model's
// `textValues`, as a plain screen's state texts are, through idle sections, a failure beside an
// empty section and a pull that fails in several.

import Observation
import StateSpecTesting
import Testing

@MainActor
@Suite("Values in a sectioned screen's screen-wide texts")
struct SectionedTextValuesTests {
    typealias Search = SectionedPullAndIdleTests.Search

    @Test func theErrorTextShowsTheValueSetAndFollowsAChange() async {
        let search = Search(server: "Jellyfin at home")
        search.people.loadInitialCall.defaultAnswer = .failure(FakeError.server)
        search.posts.loadInitialCall.defaultAnswer = .failure(FakeError.offline)
        #expect(await search.vm.loadInitial("ann") == [.people: .failed, .posts: .failed])
        #expect(search.vm.state == .error)
        #expect(SearchAllState.errorMessage(search.vm.textValues).english == "Could not search Jellyfin at home")
        #expect(SearchAllState.retryTitle(search.vm.textValues).english == "Ask Jellyfin at home again")
        #expect(LibraryRowsState.retryTitle.english == "Try again", "a screen-wide text without placeholders stays a constant")

        search.vm.textValues.server = "Plex"
        #expect(SearchAllState.errorMessage(search.vm.textValues).english == "Could not search Plex", "the text follows the values")
        let button = SearchAllState.errorAction(search.vm.textValues)
        #expect(button.title.english == "Sign in to Plex" && button.event == .signIn)
        search.vm.signIn()
        #expect(search.events == [.signIn], "the button's event reaches the app")
        #expect(search.vm.state == .error, "changing the values loads nothing")
        #expect(search.people.loadInitialCall.callCount == 1 && search.posts.loadInitialCall.callCount == 1)
    }

    @Test func changingTheValuesIsObserved() {
        let search = Search()
        let seen = Seen()
        withObservationTracking { _ = search.vm.textValues } onChange: { seen.changed = true }
        search.vm.textValues = SearchAllTextValues(server: "Plex")
        #expect(seen.changed, "a view showing the text draws it again")
    }

    @Test func aTextCarriesItsValuesForTheCatalogFormat() {
        let text = SearchAllState.emptyMessage(SearchAllTextValues(server: "Plex"))
        #expect(text.key == "SearchAll.empty.message")
        #expect(text.other == "Nothing found on {server}")
        #expect(text.arguments.map(\.name) == ["server"])
        #expect(text.arguments.map(\.value) == [.string("Plex")])
    }

    @Test func idleSectionsShowTheirPromptsThenTheEmptyTextNamesTheServer() async throws {
        let search = Search(server: "Mastodon")
        #expect(search.vm.state == .idle, "every section waits for its input: no screen-wide text")
        let query = Task { await search.vm.loadInitial("zz") }
        await search.people.loadInitialCall.untilHeld()
        await search.posts.loadInitialCall.untilHeld()
        search.vm.textValues.server = "Pixelfed"
        try search.people.loadInitialCall.release(with: [])
        try search.posts.loadInitialCall.release(with: [])
        #expect(await query.value == [.people: .succeeded, .posts: .succeeded])
        #expect(search.vm.state == .empty)
        #expect(SearchAllState.emptyMessage(search.vm.textValues).english == "Nothing found on Pixelfed", "the values set while loading")
        #expect(SearchAllState.emptyAction(search.vm.textValues).title.english == "Search beyond Pixelfed")

        search.vm.people.awaitInput()
        search.vm.posts.awaitInput()
        #expect(search.vm.state == .idle)
        #expect(search.vm.textValues.server == "Pixelfed", "waiting again keeps the values")
    }

    @Test func oneSectionFailingBesideAnEmptyOneShowsTheSectionsNotTheScreenWideText() async {
        let search = Search(server: "Mastodon")
        search.people.loadInitialCall.defaultAnswer = .failure(FakeError.server)
        search.posts.loadInitialCall.defaultAnswer = .value([])
        #expect(await search.vm.loadInitial("ann") == [.people: .failed, .posts: .succeeded])
        #expect(search.vm.state == .content, "each section shows its own state")
        #expect(search.vm.phase(of: .people) == .failed && search.vm.phase(of: .posts) == .empty)

        // Both failing: the screen-wide error names the server; a retry that succeeds leaves it.
        search.posts.loadInitialCall.defaultAnswer = .failure(FakeError.server)
        #expect(await search.vm.loadInitial("bob") == [.people: .failed, .posts: .failed])
        #expect(search.vm.state == .error)
        #expect(SearchAllState.errorMessage(search.vm.textValues).english == "Could not search Mastodon")
        search.people.loadInitialCall.defaultAnswer = .value([SectionTests.ann])
        search.posts.loadInitialCall.defaultAnswer = .value([])
        #expect(await search.vm.retry() == [.people: .succeeded, .posts: .succeeded])
        #expect(search.vm.state == .content)
    }

    @Test func aPullFailingInSeveralSectionsRaisesOneMessageAndKeepsTheValues() async {
        let search = Search(server: "Mastodon")
        search.people.loadInitialCall.defaultAnswer = .value([SectionTests.ann])
        search.posts.loadInitialCall.defaultAnswer = .value(posts(1...2))
        await search.vm.loadInitial("ann")
        search.people.refreshCall.defaultAnswer = .failure(FakeError.server)
        search.posts.refreshCall.defaultAnswer = .failure(FakeError.offline)
        #expect(await search.vm.refresh() == [.people: .failed, .posts: .failed])
        #expect(search.feedback.keys.count == 1, "one pull, one message: \(search.feedback.keys)")
        #expect(search.vm.state == .content, "the content stays: no screen-wide error over it")
        #expect(search.vm.textValues == SearchAllTextValues(server: "Mastodon"))
    }
}

/// Whether an observation fired; written on the main actor, where the change is made.
private final class Seen: @unchecked Sendable {
    var changed = false
}
