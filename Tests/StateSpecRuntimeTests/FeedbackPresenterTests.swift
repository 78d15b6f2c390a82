import Testing
import StateSpecRuntime

/// The presenter driven in virtual time: nothing here waits for real seconds.
@MainActor
@Suite struct FeedbackPresenterTests {
    let clock = ManualFeedbackClock()
    let announcer = RecordingAnnouncer()
    var dismissals: [FeedbackDismissal] { recorder.dismissals }
    let recorder = DismissalRecorder()

    func presenter(_ policy: FeedbackQueuePolicy = FeedbackQueuePolicy()) -> FeedbackPresenter {
        let presenter = FeedbackPresenter(policy: policy, clock: clock, announcer: announcer)
        presenter.onDismiss = { [recorder] in recorder.dismissals.append($0) }
        return presenter
    }

    @Test func aMessageDismissesItselfAfterItsDuration() {
        let presenter = presenter()
        presenter.show(message("saved", .success, seconds: 4))
        #expect(presenter.current?.message.key == "saved")
        clock.advance(by: 3.9)
        #expect(presenter.current != nil)
        clock.advance(by: 0.1)
        #expect(presenter.current == nil)
        #expect(dismissals.map(\.cause) == [.timeout])
    }

    /// Seed 001's race: A for 5 s at t=0, B at t=4; A's timer must not clear B at t=5.
    @Test func aTimerOnlyDismissesTheMessageItWasStartedFor() {
        let presenter = presenter(FeedbackQueuePolicy(order: .newestReplaces))
        presenter.show(message("a", .info, seconds: 5))
        clock.advance(by: 4)
        presenter.show(message("b", .info, seconds: 5))
        #expect(presenter.current?.message.key == "b")
        clock.advance(by: 1) // t = 5: A's old deadline
        #expect(presenter.current?.message.key == "b")
        clock.advance(by: 3.9) // t = 8.9
        #expect(presenter.current?.message.key == "b")
        clock.advance(by: 0.1) // t = 9 = 4 + 5
        #expect(presenter.current == nil)
        #expect(dismissals.map(\.message.key) == ["a", "b"])
        #expect(dismissals.map(\.cause) == [.replaced, .timeout])
    }

    @Test func sequentialOrderShowsOneAtATimeInOrder() {
        let presenter = presenter(FeedbackQueuePolicy(order: .sequential))
        presenter.show(message("a", .info, seconds: 5))
        clock.advance(by: 4)
        presenter.show(message("b", .info, seconds: 5))
        presenter.show(message("c", .info, seconds: 2))
        #expect(presenter.current?.message.key == "a")
        #expect(presenter.pending.map(\.key) == ["b", "c"])
        clock.advance(by: 1) // t = 5: a times out, b starts
        #expect(presenter.current?.message.key == "b")
        #expect(presenter.current?.shownAt == 5)
        clock.advance(by: 5) // t = 10: b times out, c starts
        #expect(presenter.current?.message.key == "c")
        clock.advance(by: 2)
        #expect(presenter.current == nil)
        #expect(dismissals.map(\.message.key) == ["a", "b", "c"])
    }

    @Test func criticalTakesTheScreenAndWhatItInterruptedComesBack() {
        let presenter = presenter(FeedbackQueuePolicy(order: .sequential))
        presenter.show(message("info", .info, seconds: 5))
        presenter.show(message("later", .info, seconds: 5))
        clock.advance(by: 1)
        presenter.show(message("crash", .critical, duration: .persistent))
        #expect(presenter.current?.message.key == "crash")
        #expect(presenter.pending.map(\.key) == ["info", "later"])
        clock.advance(by: 100)
        #expect(presenter.current?.message.key == "crash", "a persistent message stays until dismissed")
        presenter.dismiss()
        #expect(presenter.current?.message.key == "info")
        #expect(dismissals.map(\.cause) == [.replaced, .user])
    }

    @Test func criticalMessagesQueueAheadOfOthers() {
        let presenter = presenter(FeedbackQueuePolicy(order: .sequential))
        presenter.show(message("first", .critical, seconds: 5))
        presenter.show(message("info", .info, seconds: 5))
        presenter.show(message("second", .critical, seconds: 5))
        #expect(presenter.pending.map(\.key) == ["second", "info"])
    }

    @Test func newestReplacesDoesNotLetRoutineNewsReplaceCritical() {
        let presenter = presenter(FeedbackQueuePolicy(order: .newestReplaces))
        presenter.show(message("crash", .critical, duration: .persistent))
        presenter.show(message("info", .info, seconds: 4))
        #expect(presenter.current?.message.key == "crash")
        #expect(presenter.pending.map(\.key) == ["info"])
    }

    @Test func duplicatesAreDroppedByKeyOrByText() {
        let byKey = presenter(FeedbackQueuePolicy(deduplication: .key))
        byKey.show(message("refreshFailed", .error, seconds: 9))
        byKey.show(message("refreshFailed", .error, seconds: 9))
        #expect(byKey.pending.isEmpty)

        let byText = presenter(FeedbackQueuePolicy(deduplication: .text))
        byText.show(message("a", .error, seconds: 9, text: "Offline"))
        byText.show(message("b", .error, seconds: 9, text: "Offline"))
        byText.show(message("c", .error, seconds: 9, text: "Other"))
        #expect(byText.pending.map(\.key) == ["c"])

        let none = presenter(FeedbackQueuePolicy(deduplication: .none))
        none.show(message("a", .error, seconds: 9))
        none.show(message("a", .error, seconds: 9))
        #expect(none.pending.count == 1)
    }

    @Test func dismissalRecordsItsCause() {
        let presenter = presenter()
        let confirm = message("confirm", .caution, duration: .persistent, actions: [
            FeedbackAction(id: "delete", title: LocalizedText(key: "k", other: "Delete"), role: .destructive),
        ])
        presenter.show(confirm)
        let id = presenter.current!.id
        presenter.dismiss(id: id + 1)
        #expect(presenter.current != nil, "dismissing another id leaves the message alone")
        presenter.respond(to: confirm.actions[0], id: id)
        #expect(presenter.current == nil)
        #expect(dismissals.map(\.cause) == [.action("delete")])
    }

    @Test func everyMessageIsAnnouncedTextFirstThenSeverityInWords() {
        let presenter = presenter()
        presenter.show(message("failed", .error, seconds: 9, text: "Could not save"))
        presenter.show(message("quiet", .info, seconds: 4, text: "Shh", announces: false))
        clock.advance(by: 9)
        #expect(announcer.announcements == ["Could not save. Error."])
    }

    @Test func textIsRenderedWithArgumentsAndPluralForms() {
        let text = { (count: Int) in
            LocalizedText(key: "k", other: "{count} items registered", one: "{count} item registered",
                          arguments: [("count", .int(count))], pluralArgument: "count")
        }
        #expect(text(1).english == "1 item registered")
        #expect(text(2).english == "2 items registered")
        #expect(text(0).english == "0 items registered")
        let presenter = presenter()
        presenter.show(FeedbackMessage(key: "registered", kind: kind(.success), text: text(2), presentation: .inline, duration: .seconds(4)))
        #expect(presenter.current?.text == "2 items registered")
        #expect(announcer.announcements == ["2 items registered. Success."])
    }

    @Test func theManualClockRunsActionsInTimeOrderAndHonoursCancellation() {
        var fired: [String] = []
        _ = clock.schedule(after: 2) { fired.append("b") }
        let cancelled = clock.schedule(after: 1.5) { fired.append("x") }
        _ = clock.schedule(after: 1) { fired.append("a"); _ = self.clock.schedule(after: 0.5) { fired.append("a+") } }
        cancelled.cancel()
        clock.advance(by: 3)
        #expect(fired == ["a", "a+", "b"])
        #expect(clock.now == 3)
        #expect(clock.pendingCount == 0)
    }

    // MARK: Helpers

    func kind(_ level: FeedbackLevel, announces: Bool = true) -> FeedbackKind {
        FeedbackKind(name: level.rawValue, level: level, colour: "red", icon: "icon", haptic: .none, announces: announces)
    }

    func message(_ key: String, _ level: FeedbackLevel, seconds: Double, text: String? = nil, announces: Bool = true) -> FeedbackMessage {
        message(key, level, duration: .seconds(seconds), text: text, announces: announces)
    }

    func message(_ key: String, _ level: FeedbackLevel, duration: FeedbackDuration, text: String? = nil,
                 announces: Bool = true, actions: [FeedbackAction] = []) -> FeedbackMessage {
        FeedbackMessage(key: key, kind: kind(level, announces: announces), text: LocalizedText(key: key, other: text ?? key),
                        presentation: .snackbar, duration: duration, actions: actions)
    }
}

@MainActor
final class RecordingAnnouncer: FeedbackAnnouncer {
    var announcements: [String] = []
    func announce(_ text: String) { announcements.append(text) }
}

@MainActor
final class DismissalRecorder {
    var dismissals: [FeedbackDismissal] = []
}

@Suite struct FeedbackPlacementTests {
    @Test func presentationsMapToPlacements() {
        #expect(FeedbackPlacement(.snackbar) == .bar(atTop: false, showsActions: true))
        #expect(FeedbackPlacement(.toast) == .bar(atTop: false, showsActions: false))
        #expect(FeedbackPlacement(.banner) == .bar(atTop: true, showsActions: true))
        #expect(FeedbackPlacement(.alert) == .dialog)
        #expect(FeedbackPlacement(.sheet) == .sheet)
        #expect(FeedbackPlacement(.inline) == .inline)
        #expect(FeedbackPresentation.allCases.filter(\.isBlocking) == [.alert, .sheet])
    }

    @MainActor
    @Test func aUILayerSeesOnlyTheMessagesOfItsPlacement() {
        let presenter = FeedbackPresenter(clock: ManualFeedbackClock(), announcer: SilentAnnouncer())
        presenter.show(FeedbackMessage(key: "a", kind: FeedbackKind(name: "error", level: .error, colour: "red", icon: "x", haptic: .error),
                                       text: LocalizedText(key: "a", other: "A"), presentation: .alert, duration: .persistent))
        #expect(presenter.current(in: { $0 == .dialog })?.message.key == "a")
        #expect(presenter.current(in: { $0 == .sheet }) == nil)
    }
}

@MainActor
@Suite struct FeedbackBindingTests {
    @Test func dialogAndSheetFlagsFollowTheMessageAndDismissIt() {
        let presenter = FeedbackPresenter(clock: ManualFeedbackClock(), announcer: SilentAnnouncer())
        let kind = FeedbackKind(name: "info", level: .info, colour: "blue", icon: "i", haptic: .none)
        presenter.show(FeedbackMessage(key: "sheet", kind: kind, text: LocalizedText(key: "s", other: "S"), presentation: .sheet, duration: .persistent))
        presenter.show(FeedbackMessage(key: "bar", kind: kind, text: LocalizedText(key: "b", other: "B"), presentation: .snackbar, duration: .seconds(4)))
        #expect(presenter.isShowingSheet)
        #expect(!presenter.isShowingDialog)
        presenter.isShowingDialog = false
        #expect(presenter.current?.message.key == "sheet", "clearing a flag that is not shown changes nothing")
        presenter.isShowingSheet = false
        #expect(presenter.current?.message.key == "bar")
        #expect(!presenter.isShowingSheet)
    }
}
