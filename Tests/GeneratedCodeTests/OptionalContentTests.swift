// A screen whose content type is itself optional (`String?`): nil is the empty state, and a
// refresh from the empty state starts from nil.

import StateSpecRuntime
import Testing

/// Answers the Nickname screen's loads from a list of replies, one per call.
@MainActor
final class NicknameReplies: NicknameLoader {
    var initial: [Result<String?, FakeError>]
    var refreshes: [Result<String?, FakeError>]
    private(set) var refreshedFrom: [String?] = []

    init(initial: [Result<String?, FakeError>], refreshes: [Result<String?, FakeError>] = []) {
        self.initial = initial
        self.refreshes = refreshes
    }

    func loadInitial() async throws -> String? {
        try initial.removeFirst().get()
    }

    func refresh(current: String?) async throws -> String? {
        refreshedFrom.append(current)
        return try refreshes.removeFirst().get()
    }
}

@MainActor
@Suite struct OptionalContentTests {
    @Test func nilIsTheEmptyStateAndAValueTheIdealState() async {
        let empty = NicknameViewModel(loader: NicknameReplies(initial: [.success(nil)]), feedback: FeedbackRecorder())
        #expect(await empty.appear() == .succeeded)
        #expect(empty.state == .empty)
        let named = NicknameViewModel(loader: NicknameReplies(initial: [.success("Ann")]), feedback: FeedbackRecorder())
        await named.appear()
        #expect(named.state == .ideal("Ann"))
        #expect(named.state.content == .some("Ann"))
    }

    @Test func aRefreshFromTheEmptyStateStartsFromNilAndCanShowAValue() async {
        let loader = NicknameReplies(initial: [.success(nil)], refreshes: [.success("Bo"), .success(nil)])
        let model = NicknameViewModel(loader: loader, feedback: FeedbackRecorder())
        await model.appear()
        #expect(await model.refresh() == .succeeded)
        #expect(model.state == .ideal("Bo"))
        #expect(await model.refresh() == .succeeded)
        #expect(model.state == .empty)
        #expect(loader.refreshedFrom == [nil, "Bo"])
    }

    @Test func aFailedRefreshKeepsTheValueAndRaisesItsMessage() async {
        let feedback = FeedbackRecorder()
        let loader = NicknameReplies(initial: [.success("Ann")], refreshes: [.failure(.server)])
        let model = NicknameViewModel(loader: loader, feedback: feedback)
        await model.appear()
        #expect(await model.refresh() == .failed)
        #expect(model.state == .ideal("Ann"))
        #expect(feedback.shown.map(\.key) == ["Nickname.refreshFailed"])
    }
}
