// Drives an operation that returns a value on the generated ServerSignIn screen
// (specs/ServerSignIn.yaml): connecting to a server hands the view a session to navigate with,
// shows that it is busy, can be cancelled, and leaves the form as the user typed it.

import StateSpecRuntime
import Testing

struct FakeServerSignInLoader: ServerSignInLoader {
    let initial: Script<Void, ServerForm>
    let connects: Script<ServerAddress, ServerSession>

    init(initial: [Reply<ServerForm>] = [], connect: [Reply<ServerSession>] = []) {
        self.initial = Script(initial)
        self.connects = Script(connect)
    }

    func loadInitial() async throws -> ServerForm { try await initial.call() }
    func connect(current: ServerForm, input: ServerAddress) async throws -> ServerSession { try await connects.call(input) }
}

@MainActor
@Suite("Operations that return a value")
struct ResultOperationTests {
    let feedback = FeedbackRecorder()
    let form = ServerForm(knownServers: ["http://home.local"])
    let address = ServerAddress(url: "http://home.local", userName: "ada")
    let session = ServerSession(server: "home", token: "t1")

    private func shown(_ loader: FakeServerSignInLoader) async -> ServerSignInViewModel {
        let vm = ServerSignInViewModel(loader: loader, feedback: feedback)
        #expect(await vm.appear() == .succeeded)
        return vm
    }

    @Test func theResultIsDeliveredOnceWhileTheContentStays() async throws {
        let loader = FakeServerSignInLoader(initial: [.success(form)], connect: [.suspend])
        let vm = await shown(loader)
        let connect = Task { await vm.connect(address) }
        try await waitUntilSuspended(loader.connects)
        #expect(vm.isBusy(.connect))
        #expect(vm.performingEvent == .connect)
        #expect(vm.connectResult == nil)

        await loader.connects.resume(call: 1, with: .success(session))
        #expect(await connect.value == .succeeded)
        #expect(!vm.isBusy(.connect))
        #expect(vm.connectResult == session)
        #expect(vm.state == .ideal(form), "a result is not new content")
        #expect(feedback.haptics == [.success])
        #expect(feedback.shown.isEmpty)
        #expect(await loader.connects.arguments == [address])

        #expect(vm.takeConnectResult() == session)
        #expect(vm.takeConnectResult() == nil, "taken once")
        #expect(vm.connectResult == nil)
    }

    @Test func aCancelledOperationIsNoFailureAndDeliversNothing() async throws {
        let loader = FakeServerSignInLoader(initial: [.success(form)], connect: [.suspend, .success(session)])
        let vm = await shown(loader)
        let connect = Task { await vm.connect(address) }
        try await waitUntilSuspended(loader.connects)

        #expect(vm.cancelOperation(.connect))
        #expect(await connect.value == .cancelled)
        try await waitUntilCancelled(loader.connects)
        #expect(!vm.isBusy(.connect))
        #expect(vm.connectResult == nil)
        #expect(vm.lastError == nil)
        #expect(feedback.shown.isEmpty, "a cancel shows no error")
        #expect(feedback.haptics.isEmpty)
        #expect(vm.state == .ideal(form))
        #expect(!vm.cancelOperation(.connect), "nothing left to cancel")

        #expect(await vm.connect(address) == .succeeded, "the user may try again")
        #expect(vm.connectResult == session)
    }

    @Test func aResultThatArrivesAfterTheCancelIsDropped() async throws {
        let loader = FakeServerSignInLoader(initial: [.success(form)], connect: [.suspendIgnoringCancellation])
        let vm = await shown(loader)
        let connect = Task { await vm.connect(address) }
        try await waitUntilSuspended(loader.connects)
        vm.cancelOperation(.connect)
        #expect(await connect.value == .cancelled)
        await loader.connects.resume(call: 1, with: .success(session))
        await settle()
        #expect(vm.connectResult == nil, "the loader ignored the cancel; its result is not delivered")
        #expect(feedback.haptics.isEmpty)
    }

    @Test func runningItAgainWhileBusyIsRefused() async throws {
        let loader = FakeServerSignInLoader(initial: [.success(form)], connect: [.suspend])
        let vm = await shown(loader)
        let first = Task { await vm.connect(address) }
        try await waitUntilSuspended(loader.connects)
        #expect(await vm.connect(address) == .skipped(.alreadyRunning), "a double tap says so")
        await loader.connects.resume(call: 1, with: .success(session))
        #expect(await first.value == .succeeded)
        #expect(await loader.connects.callCount == 1)
        #expect(vm.connectResult == session)
    }

    @Test func aFailureRaisesItsMessageAndKeepsWhatTheUserTyped() async throws {
        let loader = FakeServerSignInLoader(initial: [.success(form)], connect: [.suspend])
        let vm = await shown(loader)
        let connect = Task { await vm.connect(address) }
        try await waitUntilSuspended(loader.connects)
        #expect(vm.edit { $0.address = "http://home.local:8096" }, "typing goes on while it runs")

        await loader.connects.resume(call: 1, with: .failure(.server))
        #expect(await connect.value == .failed)
        #expect(feedback.keys == ["ServerSignIn.connectFailed"])
        #expect((vm.lastError as? FakeError) == .server)
        #expect(vm.connectResult == nil)
        #expect(vm.state.content?.address == "http://home.local:8096", "the input typed meanwhile stays")
        #expect(vm.state.content?.knownServers == form.knownServers)
    }

    @Test func waitingForTheFirstLoadIsBusyAndCancellable() async throws {
        let loader = FakeServerSignInLoader(initial: [.suspend], connect: [])
        let vm = ServerSignInViewModel(loader: loader, feedback: feedback)
        let appear = Task { await vm.appear() }
        try await waitUntilSuspended(loader.initial)
        let connect = Task { await vm.connect(address) }
        #expect(await eventually { vm.isBusy(.connect) }, "it waits its turn behind the first load")
        #expect(vm.performingEvent == nil)
        #expect(vm.cancelOperation(.connect))
        #expect(await connect.value == .cancelled)
        #expect(!vm.isBusy(.connect))

        await loader.initial.resume(call: 1, with: .success(form))
        #expect(await appear.value == .succeeded)
        await settle()
        #expect(await loader.connects.callCount == 0, "a cancelled wait never reaches the loader")
    }
}

@MainActor
@Suite("Operations that return a value, beside content and row actions")
struct ResultOperationBesideContentTests {
    @Test func aPickedMovieGoesToTheViewAndTheGridStays() async {
        let movies = [Movie(id: 1, title: "Alien"), Movie(id: 2, title: "Heat")]
        let feedback = FeedbackRecorder()
        let loader = FakeLibraryLoader(initial: [.success(movies)], pick: [.success(movies[1]), .failure(.server)])
        let vm = LibraryViewModel(loader: loader, feedback: feedback, textValues: LibraryTextValues(server: "Plex")) { _ in }
        #expect(await vm.pickRandom() == .skipped(.noContent), "nothing to pick from before the first load")
        #expect(await vm.appear(LibraryFilter(genre: "All")) == .succeeded)
        #expect(await vm.pickRandom() == .succeeded)
        #expect(vm.pickRandomResult == movies[1])
        #expect(vm.state == .ideal(movies))
        #expect(feedback.keys == ["Library.picked"])

        #expect(await vm.pickRandom() == .failed)
        #expect(vm.pickRandomResult == movies[1], "a failure leaves the last result for the view to take")
        #expect(feedback.keys == ["Library.picked", "Library.pickFailed"])
        #expect(vm.takePickRandomResult() == movies[1])
    }

    @Test func theLoaderSeesRowsAsConfirmedWhileAnActionRuns() async throws {
        let episodes = [Episode(id: 1), Episode(id: 2)]
        let loader = FakeEpisodesLoader(initial: [.success(episodes)], markPlayed: [.suspend], playNext: [.success(Episode(id: 2))])
        let vm = EpisodesViewModel(loader: loader, feedback: FeedbackRecorder()) { _ in }
        #expect(await vm.appear() == .succeeded)
        let mark = Task { await vm.markPlayed(episodes[0]) }
        try await waitUntilSuspended(loader.marks)
        #expect(vm.state.content?.first?.played == true, "the row shows it at once")

        #expect(await vm.playNext() == .succeeded)
        #expect(await loader.nexts.arguments == [episodes], "not the optimistic change the server has not confirmed")
        #expect(vm.playNextResult == Episode(id: 2))
        await loader.marks.resume(call: 1, with: .success(Episode(id: 1, played: true)))
        #expect(await mark.value == .succeeded)
        #expect(vm.state == .ideal([Episode(id: 1, played: true), Episode(id: 2)]))
    }

    @Test func withoutAFailureMessageAFailureIsStillAnOutcome() async {
        let loader = FakeEpisodesLoader(initial: [.success([Episode(id: 1)])], playNext: [.failure(.server)])
        let feedback = FeedbackRecorder()
        let vm = EpisodesViewModel(loader: loader, feedback: feedback) { _ in }
        #expect(await vm.appear() == .succeeded)
        #expect(await vm.playNext() == .failed)
        #expect((vm.lastError as? FakeError) == .server)
        #expect(feedback.shown.isEmpty)
        #expect(vm.playNextResult == nil)
    }
}

struct FakeEpisodesLoader: EpisodesLoader {
    let initial: Script<Void, [Episode]>
    let marks: Script<Episode, Episode>
    let nexts: Script<[Episode], Episode>

    init(initial: [Reply<[Episode]>] = [], markPlayed: [Reply<Episode>] = [], playNext: [Reply<Episode>] = []) {
        self.initial = Script(initial)
        self.marks = Script(markPlayed)
        self.nexts = Script(playNext)
    }

    func loadInitial() async throws -> [Episode] { try await initial.call() }
    func playNext(current: [Episode]) async throws -> Episode { try await nexts.call(current) }
    func markPlayed(_ item: Episode) async throws -> Episode { try await marks.call(item) }
    func optimisticMarkPlayed(_ item: Episode) -> Episode { Episode(id: item.id, played: true) }
    func markSelectedPlayed(_ items: [Episode]) async throws -> BulkResult<Episode> {
        BulkResult(updated: items.map { Episode(id: $0.id, played: true) })
    }
}
