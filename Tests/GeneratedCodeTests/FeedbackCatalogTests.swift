// The generated message catalogs and policy (specs/feedback.yaml), and a view model raising
// its messages through a real presenter in virtual time.

import StateSpecRuntime
import Testing

@MainActor
@Suite("Feedback catalog")
struct FeedbackCatalogTests {
    @Test func thePolicyFileBecomesTheAppsKinds() {
        #expect(AppFeedbackPolicy.kinds.map(\.name) == ["success", "info", "caution", "error", "critical"])
        #expect(AppFeedbackPolicy.error.colour == "red")
        #expect(AppFeedbackPolicy.error.icon == "xmark.octagon.fill")
        #expect(AppFeedbackPolicy.error.haptic == .error)
        #expect(AppFeedbackPolicy.critical.level == .critical)
        #expect(AppFeedbackPolicy.queue == FeedbackQueuePolicy(order: .sequential, deduplication: .key, priorityLevels: [.critical]))
    }

    @Test func messagesCarryTheirResolvedPresentationDurationAndActions() {
        let refreshFailed = TimelineFeedback.refreshFailed
        #expect(refreshFailed.key == "Timeline.refreshFailed")
        #expect(refreshFailed.kind == AppFeedbackPolicy.error)
        #expect(refreshFailed.presentation == .snackbar)
        #expect(refreshFailed.duration == .seconds(9), "the error kind's duration from the policy")
        #expect(AddressFormFeedback.autofillFailed.presentation == .snackbar)
        #expect(AddressFormFeedback.autofillFailed.duration == .seconds(6))

        let confirm = SavedAddressesFeedback.confirmDelete(name: "Home")
        #expect(confirm.presentation == .alert)
        #expect(confirm.duration == .persistent)
        #expect(confirm.actions.map(\.id) == ["cancel", "delete"])
        #expect(confirm.actions.map(\.role) == [.cancel, .destructive])
        #expect(confirm.actions[1].title.english == "Delete")
        #expect(confirm.text.english == "Delete Home? Deliveries already on their way still arrive.")

        let sheet = SavedAddressesFeedback.chooseDefault
        #expect(sheet.presentation == .sheet)
        #expect(sheet.kind.level == .info)
    }

    @Test func countsPickTheirPluralForm() {
        #expect(SavedAddressesFeedback.imported(count: 1).text.english == "1 address imported")
        #expect(SavedAddressesFeedback.imported(count: 2).text.english == "2 addresses imported")
        #expect(SavedAddressesFeedback.imported(count: 2).text.key == "SavedAddresses.imported")
        #expect(SavedAddressesFeedback.imported(count: 2).presentation == .inline)
    }

    /// A failed pull to refresh is a snackbar over content that stays; it leaves after the error
    /// kind's duration, and only it.
    @Test func aFailedRefreshShowsItsSnackbarForTheErrorDuration() async throws {
        let clock = ManualFeedbackClock()
        let announcer = Announcements()
        let presenter = AppFeedbackPolicy.makePresenter(clock: clock, announcer: announcer)
        let posts = [Post(id: 1, text: "hello")]
        let loader = FakeTimelineLoader(initial: [.success(posts)], refresh: [.failure(FakeError.server)])
        let vm = TimelineViewModel(loader: loader, feedback: presenter) { _ in }
        await vm.loadInitial()
        await vm.refresh()
        #expect(vm.state.content == posts)
        #expect(presenter.current?.message.key == "Timeline.refreshFailed")
        #expect(presenter.current?.text == "Failed to load newer posts")
        #expect(announcer.spoken == ["Failed to load newer posts. Error."])
        clock.advance(by: 8.9)
        #expect(presenter.current != nil)
        clock.advance(by: 0.1)
        #expect(presenter.current == nil)
    }
}

@MainActor
final class Announcements: FeedbackAnnouncer {
    var spoken: [String] = []
    func announce(_ text: String) { spoken.append(text) }
}
