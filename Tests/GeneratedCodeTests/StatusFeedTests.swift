// Drives the generated StatusFeed screen (Specs/StatusFeed.yaml), whose sections are named
// `statuses`, `title`, `tabs` and `status`, whose statuses section has an event `select` and an
// item action `markRead`: names other screens' view models declare (a screen with rows, tabs, bulk
// actions or an unread count), and this one's does not, so they are the spec's to use.

import StateSpecTesting
import Testing

@MainActor
@Suite("Names other screens' generated code declares")
struct StatusFeedTests {
    let feedback = ActionRecorder()
    let posts = [Message(id: 1, subject: "Hello"), Message(id: 2, subject: "A second post")]

    func screen(_ statuses: StatusFeedStatusesLoaderFake, events: @escaping @MainActor (StatusFeedStatusesEvent) -> Void = { _ in })
        -> (StatusFeedViewModel, title: StatusFeedTitleLoaderFake, tabs: StatusFeedTabsLoaderFake, status: StatusFeedStatusLoaderFake) {
        let title = StatusFeedTitleLoaderFake(), tabs = StatusFeedTabsLoaderFake(), status = StatusFeedStatusLoaderFake()
        let model = StatusFeedViewModel(
            statuses: StatusFeedStatusesViewModel(loader: statuses, feedback: feedback, onEvent: events),
            title: StatusFeedTitleViewModel(loader: title),
            tabs: StatusFeedTabsViewModel(loader: tabs),
            status: StatusFeedStatusViewModel(loader: status))
        return (model, title, tabs, status)
    }

    @Test func eachSectionLoadsUnderItsOwnName() async throws {
        let statuses = StatusFeedStatusesLoaderFake()
        statuses.loadInitialCall.defaultAnswer = .value(posts)
        let (model, title, tabs, status) = screen(statuses)
        title.loadInitialCall.defaultAnswer = .value("mastodon.example")
        tabs.loadInitialCall.defaultAnswer = .value("Lists")
        status.loadInitialCall.defaultAnswer = .failure(FakeError.server)
        let outcomes = await model.appear()
        #expect(outcomes[.statuses] == .succeeded && outcomes[.title] == .succeeded && outcomes[.tabs] == .succeeded)
        #expect(outcomes[.status] == .failed)
        #expect(model.statuses.state == .ideal(posts))
        #expect(model.title.state == .ideal("mastodon.example"))
        #expect(model.tabs.state == .ideal("Lists"))
        // The status section leaves the screen when it fails; the others stay.
        #expect(model.visibleSections == [.statuses, .title, .tabs])
        #expect(model.isHidden(.status))
    }

    @Test func markReadAndSelectAreTheSpecsOwn() async throws {
        let statuses = StatusFeedStatusesLoaderFake()
        statuses.loadInitialCall.defaultAnswer = .value(posts)
        var events: [StatusFeedStatusesEvent] = []
        let (model, _, _, _) = screen(statuses) { events.append($0) }
        await model.statuses.appear()
        let read = Message(id: 1, subject: "Hello (read)")
        statuses.markReadCall.defaultAnswer = .value(read)
        #expect(await model.statuses.markRead(posts[0]) == .succeeded)
        #expect(statuses.markReadCall.arguments == [posts[0]])
        #expect(model.statuses.state == .ideal([read, posts[1]]))
        model.statuses.select()
        #expect(events == [.select])
    }
}
