// Drives the generated MixtapeDetail screen (Tests/GeneratedCodeTests/Specs/MixtapeDetail.yaml):
// an alert with a text field asks for a name and its Save renames with the text typed; a sheet
// with a secure field asks for a PIN. The real presenter draws the messages, as the app's does.

import Foundation
import StateSpecRuntime
import Testing

/// A rename as the loader got it: the content it runs on and the name typed.
struct MixtapeRename: Sendable, Hashable {
    var current: Mixtape
    var name: String
}

struct FakeMixtapeDetailLoader: MixtapeDetailLoader {
    let initial: Script<Void, Mixtape>
    let refreshes: Script<Mixtape, Mixtape>
    let renames: Script<MixtapeRename, Mixtape>
    let locks: Script<String, Mixtape>

    init(initial: [Reply<Mixtape>] = [], refresh: [Reply<Mixtape>] = [], rename: [Reply<Mixtape>] = [], lock: [Reply<Mixtape>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.renames = Script(rename)
        self.locks = Script(lock)
    }

    func loadInitial() async throws -> Mixtape { try await initial.call() }
    func refresh(current: Mixtape) async throws -> Mixtape { try await refreshes.call(current) }
    func rename(current: Mixtape, input: String) async throws -> Mixtape {
        try await renames.call(MixtapeRename(current: current, name: input))
    }
    func lock(current: Mixtape, input: String) async throws -> Mixtape { try await locks.call(input) }
}

@MainActor
final class PlayedHaptics: FeedbackHaptics {
    private(set) var played: [FeedbackHaptic] = []
    func play(_ haptic: FeedbackHaptic) { played.append(haptic) }
}

@MainActor
@Suite("A message's text field hands what the user typed to the operation its button runs")
struct MessageFieldTests {
    let haptics = PlayedHaptics()
    let presenter: FeedbackPresenter
    let tape = Mixtape(name: "Road trip", tracks: ["Intro", "Highway"])

    init() {
        presenter = FeedbackPresenter(clock: ManualFeedbackClock(), announcer: SilentAnnouncer(), haptics: haptics)
    }

    private func shown(_ loader: FakeMixtapeDetailLoader, events: @escaping @MainActor (MixtapeDetailEvent) -> Void = { _ in }) async -> MixtapeDetailViewModel {
        let vm = MixtapeDetailViewModel(loader: loader, feedback: presenter, onEvent: events)
        #expect(await vm.appear() == .succeeded)
        return vm
    }

    /// The user types `text` into the dialog's field and chooses `action`.
    private func answer(_ action: String, typing text: String? = nil) throws {
        let dialog = try #require(presenter.item(in: .dialog))
        if let text { dialog.enter(text) }
        let button = try #require(dialog.buttons.first { $0.id == action })
        dialog.choose(button.action)
    }

    @Test func saveRenamesWithTheNameTypedAndCancelRunsNothing() async throws {
        let renamedTape = Mixtape(name: "Road songs", tracks: tape.tracks)
        let loader = FakeMixtapeDetailLoader(initial: [.success(tape)], rename: [.success(renamedTape)])
        let vm = await shown(loader)

        vm.showAskName(name: tape.name, initialText: tape.name)
        let alert = try #require(presenter.item(in: .dialog))
        #expect(alert.placement == .dialog && alert.message.presentation == .alert)
        #expect(alert.title == "Rename mixtape")
        #expect(alert.text == "Enter a new name for Road trip.")
        #expect(alert.fieldPlaceholder == "Name")
        #expect(alert.field?.text == "Road trip", "the field starts with the current name")
        #expect(alert.field?.isSecure == false)
        try answer("cancel", typing: "Never mind")
        await settle()
        #expect(await loader.renames.callCount == 0, "Cancel fires nothing and the text typed is dropped")

        vm.showAskName(name: tape.name, initialText: tape.name)
        #expect(presenter.item(in: .dialog)?.field?.text == "Road trip", "a new prompt starts afresh")
        try answer("save", typing: "Road songs")
        #expect(await eventually { vm.state == .ideal(renamedTape) })
        #expect(await loader.renames.arguments == [MixtapeRename(current: tape, name: "Road songs")], "the operation runs on the content shown, with the name typed")
        #expect(presenter.current?.message.key == "MixtapeDetail.renamed")
    }

    @Test func aSecureSheetHandsThePinToTheLockAndPlaysItsHaptic() async throws {
        let locked = Mixtape(name: tape.name, tracks: tape.tracks, pin: "4321")
        var fired: [MixtapeDetailEvent] = []
        let loader = FakeMixtapeDetailLoader(initial: [.success(tape)], lock: [.success(locked)])
        let vm = await shown(loader) { fired.append($0) }

        vm.showAskPin()
        let sheet = try #require(presenter.item(in: .dialog))
        #expect(sheet.placement == .sheet)
        #expect(sheet.field?.isSecure == true)
        #expect(sheet.fieldPlaceholder == "PIN")
        #expect(sheet.field?.text == "", "no initial text: the field starts empty")
        try answer("lock", typing: "4321")
        #expect(await eventually { vm.state == .ideal(locked) })
        #expect(await loader.locks.arguments == ["4321"])
        #expect(haptics.played.last == .success, "the lock's haptic, and no message")

        vm.showAskPin()
        try answer("share", typing: "9999")
        #expect(fired == [.share], "a button whose event takes no input fires it, and the text is dropped")
        #expect(await loader.locks.callCount == 1)
    }

    @Test func aFailedRenameSaysWhyAndKeepsTheContent() async throws {
        let loader = FakeMixtapeDetailLoader(initial: [.success(tape)], rename: [.throwing(ReadOnlyServer())])
        let vm = await shown(loader)
        vm.showAskName(name: tape.name)
        try answer("save", typing: "Road songs")
        #expect(await eventually { presenter.current?.message.key == "MixtapeDetail.renameFailed" })
        #expect(presenter.current?.text == "Could not rename the mixtape: The server is read-only today")
        #expect(vm.state == .ideal(tape))
    }

    @Test func aPromptAnsweredWhileARefreshRunsRenamesWhatTheRefreshBrought() async throws {
        let refreshed = Mixtape(name: "Road trip", tracks: ["Intro", "Highway", "Exit"])
        let renamedTape = Mixtape(name: "Long road", tracks: refreshed.tracks)
        let loader = FakeMixtapeDetailLoader(initial: [.success(tape)], refresh: [.suspend], rename: [.success(renamedTape)])
        let vm = await shown(loader)
        let refresh = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)

        vm.showAskName(name: tape.name, initialText: tape.name)
        try answer("save", typing: "Long road")
        await settle()
        #expect(await loader.renames.callCount == 0, "the rename waits for the refresh")
        await loader.refreshes.resume(call: 1, with: .success(refreshed))
        #expect(await refresh.value == .succeeded)
        #expect(await eventually { vm.state == .ideal(renamedTape) })
        #expect(await loader.renames.arguments == [MixtapeRename(current: refreshed, name: "Long road")], "what was typed is not lost, and it renames what the refresh brought")
    }

    @Test func aRefreshWhileThePromptIsUpLeavesWhatIsTyped() async throws {
        let refreshed = Mixtape(name: "Road trip", tracks: ["Intro"])
        let loader = FakeMixtapeDetailLoader(initial: [.success(tape)], refresh: [.success(refreshed)], rename: [.success(refreshed)])
        let vm = await shown(loader)
        vm.showAskName(name: tape.name)
        presenter.item(in: .dialog)?.enter("Half typ")
        #expect(await vm.refresh() == .succeeded)
        #expect(presenter.item(in: .dialog)?.field?.text == "Half typ", "the refresh leaves the prompt and its text alone")
        try answer("save", typing: "Half typed")
        #expect(await eventually { await loader.renames.arguments == [MixtapeRename(current: refreshed, name: "Half typed")] },
                "it renames the content as it is when the user answers")
    }

    @Test func aSecondSaveWhileTheRenameRunsIsSavedAfterItWithItsOwnName() async throws {
        let first = Mixtape(name: "First", tracks: tape.tracks)
        let second = Mixtape(name: "Second", tracks: tape.tracks)
        let loader = FakeMixtapeDetailLoader(initial: [.success(tape)], rename: [.suspend, .suspend])
        let vm = await shown(loader)
        let firstSave = Task { await vm.rename("First") }
        try await waitUntilSuspended(loader.renames)
        #expect(vm.performingEvent == .rename, "the view can tell the rename runs")

        vm.showAskName(name: tape.name)
        try answer("save", typing: "Second")
        await settle()
        #expect(await loader.renames.callCount == 1, "the second rename waits for the first")
        #expect(await loader.renames.resume(call: 1, with: .success(first)))
        #expect(await firstSave.value == .succeeded, "the first caller gets its own outcome")
        try await waitUntilSuspended(loader.renames, call: 2)
        #expect(vm.state == .ideal(first), "the first rename's result shows while the second runs")
        #expect(await loader.renames.resume(call: 2, with: .success(second)))
        #expect(await eventually { vm.state == .ideal(second) && vm.performingEvent == nil })
        #expect(await loader.renames.arguments == [MixtapeRename(current: tape, name: "First"), MixtapeRename(current: first, name: "Second")],
                "each name typed is saved, in order, the second on what the first brought")
    }

    @Test func aWaitingRenameWhoseCallerWentAwayLeavesTheOthersAlone() async throws {
        let first = Mixtape(name: "First", tracks: tape.tracks)
        let third = Mixtape(name: "Third", tracks: tape.tracks)
        let loader = FakeMixtapeDetailLoader(initial: [.success(tape)], rename: [.suspend, .success(third)])
        let vm = await shown(loader)
        let firstSave = Task { await vm.rename("First") }
        try await waitUntilSuspended(loader.renames)
        let secondSave = Task { await vm.rename("Second") }
        await settle()
        let thirdSave = Task { await vm.rename("Third") }
        await settle()
        secondSave.cancel()
        #expect(await secondSave.value == .cancelled, "a caller that goes away while its rename waits is told, and its rename does not run")
        #expect(await loader.renames.resume(call: 1, with: .success(first)))
        #expect(await firstSave.value == .succeeded)
        #expect(await thirdSave.value == .succeeded)
        #expect(await loader.renames.arguments.map(\.name) == ["First", "Third"])
        #expect(vm.state == .ideal(third))
    }

    @Test func aCancelledRenameRaisesNothing() async throws {
        let loader = FakeMixtapeDetailLoader(initial: [.success(tape)], rename: [.throwing(CancellationError())])
        let vm = await shown(loader)
        vm.showAskName(name: tape.name)
        try answer("save", typing: "Road songs")
        await settle()
        #expect(await eventually { await loader.renames.callCount == 1 })
        await settle()
        #expect(presenter.current == nil, "a cancellation is no failure: no message")
        #expect(vm.state == .ideal(tape))
    }

    @Test func aPromptAnsweredAfterTheScreenWentAwayRunsNothing() async throws {
        let loader = FakeMixtapeDetailLoader(initial: [.success(tape)], rename: [.success(tape)])
        weak var released: MixtapeDetailViewModel?
        do {
            let vm = await shown(loader)
            vm.showAskName(name: tape.name)
            released = vm
        }
        #expect(released == nil, "the prompt's handler does not keep the view model alive")
        try answer("save", typing: "Road songs")
        await settle()
        #expect(await loader.renames.callCount == 0)
    }
}
