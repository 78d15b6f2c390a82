import StateSpecTesting
import Testing

/// A fixture is a state the screen can reach: for each example spec, every fixture's view model
/// shows what a view model driven through its generated fake loader shows in that state (its
/// state, the call running, a failed page, the message raised). The two paths are compared
/// fixture by fixture, by name.
@MainActor
@Suite struct FixtureParityTests {
    @Test func timeline() async throws {
        try await compare(TimelineFixture.allCases, name: \.name, fixture: { TimelineViewModel.fixture($0, feedback: $1) }) { feedback in
            let fake = TimelineLoaderFake()
            let model = TimelineViewModel(loader: fake, feedback: feedback) { _ in }
            var path = Path(model, start: { await model.appear() }, cause: { name in fake.causeOfError = { _ in cause(named: name) } })
            path.first(fake.loadInitialCall, content: Post.samples, nothing: [])
            path.refresh(fake.refreshCall) { await model.refresh() }
            path.more(fake.loadMoreCall, partial: true) { await model.loadMore() }
            path.raises["refreshFailed"] = path.failingRefresh
            return path
        }
    }

    @Test func homeTimeline() async throws {
        let statuses = [Status(id: 1, text: "One"), Status(id: 2, text: "Two")]
        try await compare(HomeTimelineFixture.allCases, name: \.name, fixture: { HomeTimelineViewModel.fixture($0, content: statuses, feedback: $1) }) { feedback in
            let fake = HomeTimelineLoaderFake()
            let model = HomeTimelineViewModel(loader: fake, feedback: feedback) { _ in }
            var path = Path(model, start: { await model.appear() }, cause: { _ in })
            path.first(fake.loadInitialCall, content: statuses, nothing: [])
            path.refresh(fake.refreshCall) { await model.refresh() }
            path.more(fake.loadMoreCall, partial: true) { await model.loadMore() }
            path.raises["refreshFailed"] = path.failingRefresh
            path.raises["favouriteFailed"] = {
                fake.favouriteCall.script(.failure(Unreachable()))
                _ = await model.favourite(statuses[0])
            }
            path.raises["deleted"] = {
                fake.deleteCall.script(.value(()))
                _ = await model.delete(statuses[1])
            }
            return path
        }
    }

    @Test func notifications() async throws {
        let notices = [Message(id: 1, subject: "Ana followed you")]
        try await compare(NotificationsFixture.allCases, name: \.name, fixture: { NotificationsViewModel.fixture($0, content: notices, feedback: $1) }) { feedback in
            let fake = NotificationsLoaderFake()
            let model = NotificationsViewModel(loader: fake, feedback: feedback) { _ in }
            var path = Path(model, start: { await model.appear("all") }, cause: { _ in })
            path.first(fake.loadInitialCall, content: notices, nothing: [])
            path.refresh(fake.refreshCall) { await model.refresh() }
            path.raises["refreshFailed"] = path.failingRefresh
            return path
        }
    }

    @Test func search() async throws {
        let results = [SearchResult(id: 1, title: "Swift")]
        try await compare(SearchFixture.allCases, name: \.name, fixture: { fixture, _ in SearchViewModel.fixture(fixture, content: results) }) { feedback in
            let fake = SearchLoaderFake()
            let model = SearchViewModel(loader: fake) { _ in }
            var path = Path(model, start: { await model.loadInitial("swift") }, cause: { name in fake.causeOfError = { _ in cause(named: name) } })
            path.first(fake.loadInitialCall, content: results, nothing: [])
            path.more(fake.loadMoreCall, partial: true) { await model.loadMore() }
            return path
        }
    }

    @Test func library() async throws {
        let movies = [Movie(id: 1, title: "Alien"), Movie(id: 2, title: "Heat")]
        try await compare(LibraryFixture.allCases, name: \.name, fixture: { LibraryViewModel.fixture($0, content: movies, feedback: $1) }) { feedback in
            let fake = LibraryLoaderFake()
            let model = LibraryViewModel(loader: fake, feedback: feedback, textValues: LibraryTextValues(server: "server")) { _ in }
            var path = Path(model, start: { await model.appear(LibraryFilter(genre: "all")) }, cause: { name in fake.causeOfError = { _ in cause(named: name) } })
            path.first(fake.loadInitialCall, content: movies, nothing: [])
            path.more(fake.loadMoreCall, partial: true) { await model.loadMore() }
            path.raises["pickFailed"] = {
                fake.pickRandomCall.script(.failure(Unreachable()))
                _ = await model.pickRandom()
            }
            return path
        }
    }

    @Test func postDetail() async throws {
        let post = Post(id: 7, text: "Seven")
        try await compare(PostDetailFixture.allCases, name: \.name, fixture: { PostDetailViewModel.fixture($0, content: post, feedback: $1) }) { feedback in
            let fake = PostDetailLoaderFake()
            let model = PostDetailViewModel(loader: fake, feedback: feedback) { _ in }
            var path = Path(model, start: { await model.appear() }, cause: { name in fake.causeOfError = { _ in cause(named: name) } })
            path.first(fake.loadInitialCall, content: post, nothing: .some(nil))
            path.refresh(fake.refreshCall) { await model.refresh() }
            path.raises["refreshFailed"] = path.failingRefresh
            return path
        }
    }

    @Test func profileSections() async throws {
        let account = Account(id: 1, name: "Ada")
        try await compare(ProfileHeaderFixture.allCases, name: \.name, fixture: { ProfileHeaderViewModel.fixture($0, content: account, feedback: $1) }) { feedback in
            let fake = ProfileHeaderLoaderFake()
            let model = ProfileHeaderViewModel(loader: fake, feedback: feedback) { _ in }
            var path = Path(model, start: { await model.appear() }, cause: { _ in })
            path.first(fake.loadInitialCall, content: account, nothing: .some(nil))
            path.refresh(fake.refreshCall) { await model.refresh() }
            path.raises["headerRefreshFailed"] = path.failingRefresh
            return path
        }
        try await compare(ProfilePostsFixture.allCases, name: \.name, fixture: { ProfilePostsViewModel.fixture($0, content: Post.samples, feedback: $1) }) { feedback in
            let fake = ProfilePostsLoaderFake()
            let model = ProfilePostsViewModel(loader: fake, feedback: feedback) { _ in }
            var path = Path(model, start: { await model.appear() }, cause: { _ in })
            path.first(fake.loadInitialCall, content: Post.samples, nothing: [])
            path.refresh(fake.refreshCall) { await model.refresh() }
            path.more(fake.loadMoreCall, partial: true) { await model.loadMore() }
            path.raises["postsRefreshFailed"] = path.failingRefresh
            return path
        }
    }

    @Test func savedAddresses() async throws {
        let addresses = [SavedAddress(id: 1, label: "Home")]
        try await compare(SavedAddressesFixture.allCases, name: \.name, fixture: { SavedAddressesViewModel.fixture($0, content: addresses, feedback: $1) }) { feedback in
            let fake = SavedAddressesLoaderFake()
            let model = SavedAddressesViewModel(loader: fake, feedback: feedback) { _ in }
            var path = Path(model, start: { await model.appear() }, cause: { _ in })
            path.first(fake.loadInitialCall, content: addresses, nothing: [])
            path.refresh(fake.refreshCall) { await model.refresh() }
            path.raises["refreshFailed"] = path.failingRefresh
            return path
        }
    }

    @Test func forms() async throws {
        let draft = AddressDraft(street: "1 Main St")
        try await compare(AddressFormFixture.allCases, name: \.name, fixture: { AddressFormViewModel.fixture($0, content: draft, feedback: $1) }) { feedback in
            let fake = AddressFormLoaderFake()
            let model = AddressFormViewModel(loader: fake, feedback: feedback)
            var path = Path(model, start: { await model.appear() }, cause: { _ in })
            path.first(fake.loadInitialCall, content: draft, nothing: nil)
            path.raises["saved"] = {
                fake.saveCall.script(.value(draft))
                _ = await model.save()
            }
            path.raises["saveFailed"] = {
                fake.saveCall.script(.failure(Unreachable()))
                _ = await model.save()
            }
            return path
        }
        let form = ServerForm(address: "example.org")
        try await compare(ServerSignInFixture.allCases, name: \.name, fixture: { ServerSignInViewModel.fixture($0, content: form, feedback: $1) }) { feedback in
            let fake = ServerSignInLoaderFake()
            let model = ServerSignInViewModel(loader: fake, feedback: feedback)
            var path = Path(model, start: { await model.appear() }, cause: { _ in })
            path.first(fake.loadInitialCall, content: form, nothing: nil)
            return path
        }
    }
}

/// A failure the fakes throw; which cause it is, each test's `cause` says.
private struct Unreachable: Error {}

/// The error cause named `name` (a case's name, as fixtures name it).
private func cause<Cause: CaseIterable>(named name: String) -> Cause {
    guard let cause = Cause.allCases.first(where: { "\($0)" == name }) else { preconditionFailure("no cause \(name)") }
    return cause
}

/// How a test drives one view model into each state through its fake: which calls answer the
/// first load, a refresh and a page, and how each message the test covers is raised.
@MainActor
private struct Path<Model: ScreenModel> {
    let model: Model
    let start: @MainActor () async -> CallOutcome
    let cause: @MainActor (String) -> Void
    var answerFirst: @MainActor (FirstAnswer) -> Void = { _ in }
    var firstHeld: @MainActor () async -> Void = {}
    var refreshing: Load?
    var paging: Load?
    var partialFromPages = false
    var raises: [String: @MainActor () async -> Void] = [:]

    enum FirstAnswer { case content, nothing, failure, hold }

    /// A load over content: how it fails or is held, and how the view model runs it.
    struct Load {
        let fail: @MainActor () -> Void
        let hold: @MainActor () -> Void
        let held: @MainActor () async -> Void
        let run: @MainActor () async -> CallOutcome
    }

    init(_ model: Model, start: @escaping @MainActor () async -> CallOutcome, cause: @escaping @MainActor (String) -> Void) {
        self.model = model
        self.start = start
        self.cause = cause
    }

    /// `nothing`: what the first load returns for the empty state; nil without one.
    mutating func first<Arguments, Loaded>(_ call: ScriptedCall<Arguments, Loaded>, content: Loaded, nothing: Loaded?) {
        answerFirst = { answer in
            switch answer {
            case .content: call.script(.value(content))
            case .nothing:
                guard let nothing else { Issue.record("the screen has no empty state"); return }
                call.script(.value(nothing))
            case .failure: call.script(.failure(Unreachable()))
            case .hold: call.script(.hold())
            }
        }
        firstHeld = { await call.untilHeld() }
    }

    mutating func refresh<Arguments, Value>(_ call: ScriptedCall<Arguments, Value>, run: @escaping @MainActor () async -> CallOutcome) {
        refreshing = Load(fail: { call.script(.failure(Unreachable())) }, hold: { call.script(.hold()) },
                          held: { await call.untilHeld() }, run: run)
    }

    mutating func more<Arguments, Value>(_ call: ScriptedCall<Arguments, Value>, partial: Bool, run: @escaping @MainActor () async -> CallOutcome) {
        paging = Load(fail: { call.script(.failure(Unreachable())) }, hold: { call.script(.hold()) },
                      held: { await call.untilHeld() }, run: run)
        partialFromPages = partial
    }

    /// Raises a refresh's failure message.
    var failingRefresh: @MainActor () async -> Void {
        let refreshing = refreshing
        return {
            refreshing?.fail()
            _ = await refreshing?.run()
        }
    }

    /// Drives the view model into the fixture named `name`; false for a message no path raises.
    /// A call held to show that it runs is left running: `finish` cancels it once compared.
    func reach(_ name: String, holding: inout Task<CallOutcome, Never>?) async throws -> Bool {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        switch parts[0] {
        case "ideal":
            answerFirst(.content)
            _ = await start()
        case "loading":
            answerFirst(.hold)
            holding = Task { await start() }
            await firstHeld()
        case "empty":
            answerFirst(.nothing)
            _ = await start()
        case "firstLoadFailed":
            answerFirst(.failure)
            _ = await start()
        case "error":
            cause(parts[1])
            answerFirst(.failure)
            _ = await start()
        case "partial":
            answerFirst(.content)
            _ = await start()
            cause(parts[1])
            let load = try #require(partialFromPages ? paging : refreshing, "\(name): no load fails into the partial state")
            load.fail()
            _ = await load.run()
        case "refreshing", "loadingMore":
            answerFirst(.content)
            _ = await start()
            let load = try #require(parts[0] == "refreshing" ? refreshing : paging)
            load.hold()
            holding = Task { await load.run() }
            await load.held()
        case "message":
            guard let raise = raises[parts[1]] else { return false }
            answerFirst(.content)
            _ = await start()
            await raise()
        default:
            Issue.record("no path to the fixture \(name)")
            return false
        }
        return true
    }
}

/// For each fixture: the fixture's view model and one driven there through its fake show the
/// same. Every state and cause is compared; messages where the test gives a path.
@MainActor
private func compare<Fixture, Model: ScreenModel>(
    _ fixtures: [Fixture], name: (Fixture) -> String,
    fixture: (Fixture, FeedbackRecorder) -> Model,
    reachedThrough path: (FeedbackRecorder) -> Path<Model>
) async throws where Model.ScreenState: Equatable {
    var compared = 0
    for each in fixtures {
        let fixtureName = name(each)
        let posedFeedback = FeedbackRecorder()
        let posed = fixture(each, posedFeedback)
        let reachedFeedback = FeedbackRecorder()
        let drive = path(reachedFeedback)
        var holding: Task<CallOutcome, Never>?
        guard try await drive.reach(fixtureName, holding: &holding) else { continue }
        let reached = drive.model
        if fixtureName.hasPrefix("message-") {
            // What raised the message may have changed the content (a row deleted).
            #expect(reached.state.kind.rawValue == posed.state.kind.rawValue, "\(fixtureName): the state")
        } else {
            #expect(reached.state == posed.state, "\(fixtureName): the state")
        }
        #expect(reached.screen.calls.running == posed.screen.calls.running, "\(fixtureName): the call running")
        #expect(reached.screen.pageFailed == posed.screen.pageFailed, "\(fixtureName): a page failed")
        #expect(reached.screen.firstLoadFailed == posed.screen.firstLoadFailed, "\(fixtureName): the first load failed")
        if fixtureName == "firstLoadFailed" {
            // The message describes the failure: the fixture's sample one, the path's own.
            #expect(reachedFeedback.shown.last?.key == posedFeedback.shown.last?.key, "\(fixtureName): the message")
            #expect(posedFeedback.shown.count == 1)
        } else if fixtureName.hasPrefix("message-") {
            #expect(reachedFeedback.shown.last == posedFeedback.shown.last, "\(fixtureName): the message")
            #expect(posedFeedback.shown.count == 1)
        } else {
            #expect(posedFeedback.shown.isEmpty, "\(fixtureName): a fixture raises no message")
        }
        holding?.cancel()
        _ = await holding?.value
        compared += 1
    }
    #expect(compared >= fixtures.count - fixtures.map(name).filter { $0.hasPrefix("message-") }.count,
            "every state and cause is compared")
}
