import Testing
import StateSpecRuntime

/// The presenter within one slot, driven in virtual time: nothing here waits for real seconds.
@MainActor
@Suite struct FeedbackPresenterTests {
    @Test func aMessageDismissesItselfAfterItsDuration() {
        let feedback = FeedbackHarness()
        feedback.presenter.show(message("saved", .success, seconds: 4))
        #expect(feedback.presenter.current?.message.key == "saved")
        feedback.clock.advance(by: 3.9)
        #expect(feedback.presenter.current != nil)
        feedback.clock.advance(by: 0.1)
        #expect(feedback.presenter.current == nil)
        #expect(feedback.dismissals.map(\.cause) == [.timeout])
    }

    /// The timer race: A for 5 s at t=0, B at t=4; A's timer must not clear B at t=5.
    @Test func aTimerOnlyDismissesTheMessageItWasStartedFor() {
        let feedback = FeedbackHarness(FeedbackQueuePolicy(order: .newestReplaces))
        feedback.presenter.show(message("a", seconds: 5))
        feedback.clock.advance(by: 4)
        feedback.presenter.show(message("b", seconds: 5))
        #expect(feedback.presenter.current?.message.key == "b")
        feedback.clock.advance(by: 1) // t = 5: A's old deadline
        #expect(feedback.presenter.current?.message.key == "b")
        feedback.clock.advance(by: 3.9) // t = 8.9
        #expect(feedback.presenter.current?.message.key == "b")
        feedback.clock.advance(by: 0.1) // t = 9 = 4 + 5
        #expect(feedback.presenter.current == nil)
        #expect(feedback.dismissals.map(\.message.key) == ["a", "b"])
        #expect(feedback.dismissals.map(\.cause) == [.replaced, .timeout])
    }

    @Test func sequentialOrderShowsOneAtATimeInOrder() {
        let feedback = FeedbackHarness(FeedbackQueuePolicy(order: .sequential))
        feedback.presenter.show(message("a", seconds: 5))
        feedback.clock.advance(by: 4)
        feedback.presenter.show(message("b", seconds: 5))
        feedback.presenter.show(message("c", seconds: 2))
        #expect(feedback.presenter.current?.message.key == "a")
        #expect(feedback.presenter.pending.map(\.key) == ["b", "c"])
        feedback.clock.advance(by: 1) // t = 5: a times out, b starts
        #expect(feedback.presenter.current?.message.key == "b")
        #expect(feedback.presenter.current?.shownAt == 5)
        feedback.clock.advance(by: 5) // t = 10: b times out, c starts
        #expect(feedback.presenter.current?.message.key == "c")
        feedback.clock.advance(by: 2)
        #expect(feedback.presenter.current == nil)
        #expect(feedback.dismissals.map(\.message.key) == ["a", "b", "c"])
    }

    @Test func criticalTakesTheScreenAndWhatItInterruptedComesBack() {
        let feedback = FeedbackHarness(FeedbackQueuePolicy(order: .sequential))
        feedback.presenter.show(message("info", seconds: 5))
        feedback.presenter.show(message("later", seconds: 5))
        feedback.clock.advance(by: 1)
        feedback.presenter.show(message("crash", .critical))
        #expect(feedback.presenter.current?.message.key == "crash")
        #expect(feedback.presenter.pending.map(\.key) == ["info", "later"])
        feedback.clock.advance(by: 100)
        #expect(feedback.presenter.current?.message.key == "crash", "a persistent message stays until dismissed")
        feedback.presenter.dismiss()
        #expect(feedback.presenter.current?.message.key == "info")
        #expect(feedback.dismissals.map(\.cause) == [.replaced, .user])
    }

    @Test func criticalMessagesQueueAheadOfOthers() {
        let feedback = FeedbackHarness(FeedbackQueuePolicy(order: .sequential))
        feedback.presenter.show(message("first", .critical, seconds: 5))
        feedback.presenter.show(message("info", seconds: 5))
        feedback.presenter.show(message("second", .critical, seconds: 5))
        #expect(feedback.presenter.pending.map(\.key) == ["second", "info"])
    }

    @Test func newestReplacesDoesNotLetRoutineNewsReplaceCritical() {
        let feedback = FeedbackHarness(FeedbackQueuePolicy(order: .newestReplaces))
        feedback.presenter.show(message("crash", .critical))
        feedback.presenter.show(message("info", seconds: 4))
        #expect(feedback.presenter.current?.message.key == "crash")
        #expect(feedback.presenter.pending.map(\.key) == ["info"])
        feedback.presenter.show(message("newer", seconds: 4))
        #expect(feedback.presenter.pending.map(\.key) == ["newer"], "only the newest routine message waits")
    }

    @Test func duplicatesAreDroppedByKeyOrByText() {
        let byKey = FeedbackHarness(FeedbackQueuePolicy(deduplication: .key))
        byKey.presenter.show(message("refreshFailed", .error, seconds: 9))
        byKey.presenter.show(message("refreshFailed", .error, seconds: 9))
        #expect(byKey.presenter.pending.isEmpty)

        let byText = FeedbackHarness(FeedbackQueuePolicy(deduplication: .text))
        byText.presenter.show(message("a", .error, seconds: 9, text: "Offline"))
        byText.presenter.show(message("b", .error, seconds: 9, text: "Offline"))
        byText.presenter.show(message("c", .error, seconds: 9, text: "Other"))
        #expect(byText.presenter.pending.map(\.key) == ["c"])

        let none = FeedbackHarness(FeedbackQueuePolicy(deduplication: .none))
        none.presenter.show(message("a", .error, seconds: 9))
        none.presenter.show(message("a", .error, seconds: 9))
        #expect(none.presenter.pending.count == 1)
    }

    @Test func dismissalRecordsItsCause() {
        let feedback = FeedbackHarness()
        let confirm = message("confirm", .caution, actions: [action("delete", "Delete", .destructive)])
        feedback.presenter.show(confirm)
        let id = feedback.presenter.current!.id
        feedback.presenter.dismiss(id: id + 1)
        #expect(feedback.presenter.current != nil, "dismissing another id leaves the message alone")
        feedback.presenter.respond(to: confirm.actions[0], id: id)
        #expect(feedback.presenter.current == nil)
        #expect(feedback.dismissals.map(\.cause) == [.action("delete")])
    }

    @Test func everyMessageIsAnnouncedTextFirstThenSeverityInWords() {
        let feedback = FeedbackHarness()
        feedback.presenter.show(message("failed", .error, seconds: 9, text: "Could not save"))
        feedback.presenter.show(message("quiet", seconds: 4, text: "Shh", kind: kind(.info, announces: false)))
        feedback.clock.advance(by: 9)
        #expect(feedback.announcer.announcements == ["Could not save. Error."])
    }

    @Test func textIsRenderedWithArgumentsAndPluralForms() {
        let text = { (count: Int) in
            LocalizedText(key: "k", other: "{count} items registered", one: "{count} item registered",
                          arguments: [("count", .int(count))], pluralArgument: "count")
        }
        #expect(text(1).english == "1 item registered")
        #expect(text(2).english == "2 items registered")
        #expect(text(0).english == "0 items registered")
        let feedback = FeedbackHarness()
        feedback.presenter.show(FeedbackMessage(key: "registered", kind: kind(.success), text: text(2), presentation: .inline, duration: .seconds(4)))
        #expect(feedback.presenter.current?.text == "2 items registered")
        #expect(feedback.announcer.announcements == ["2 items registered. Success."])
    }

    @Test func theManualClockRunsActionsInTimeOrderAndHonoursCancellation() {
        let clock = ManualFeedbackClock()
        var fired: [String] = []
        _ = clock.schedule(after: 2) { fired.append("b") }
        let cancelled = clock.schedule(after: 1.5) { fired.append("x") }
        _ = clock.schedule(after: 1) { fired.append("a"); _ = clock.schedule(after: 0.5) { fired.append("a+") } }
        cancelled.cancel()
        clock.advance(by: 3)
        #expect(fired == ["a", "a+", "b"])
        #expect(clock.now == 3)
        #expect(clock.pendingCount == 0)
    }
}

@Suite struct FeedbackPlacementTests {
    @Test func presentationsMapToPlacementsAndSlots() {
        #expect(FeedbackPlacement(.snackbar) == .bar(atTop: false, showsActions: true))
        #expect(FeedbackPlacement(.toast) == .bar(atTop: false, showsActions: false))
        #expect(FeedbackPlacement(.banner) == .bar(atTop: true, showsActions: true))
        #expect(FeedbackPlacement(.alert) == .dialog)
        #expect(FeedbackPlacement(.sheet) == .sheet)
        #expect(FeedbackPlacement(.inline) == .inline)
        #expect(FeedbackPresentation.allCases.filter(\.isBlocking) == [.alert, .sheet])
        #expect(FeedbackPresentation.allCases.map(FeedbackSlot.init) == [.inline, .bottomBar, .bottomBar, .topBar, .dialog, .dialog])
    }

    @MainActor
    @Test func aUILayerSeesOnlyTheMessagesOfItsPlacement() {
        let feedback = FeedbackHarness()
        feedback.presenter.show(message("a", .error, as: .alert))
        feedback.presenter.show(message("b", as: .inline, seconds: 4))
        #expect(feedback.presenter.current(in: { $0 == .dialog })?.message.key == "a")
        #expect(feedback.presenter.current(in: { $0 == .sheet }) == nil)
        #expect(feedback.presenter.current(in: { $0 == .inline }) == nil, "an inline message raised behind a dialog waits for it")
    }
}

@MainActor
@Suite struct FeedbackBindingTests {
    @Test func dialogAndSheetFlagsFollowTheMessageAndDismissIt() {
        let feedback = FeedbackHarness()
        feedback.presenter.show(message("sheet", as: .sheet))
        feedback.presenter.show(message("bar", seconds: 4))
        #expect(feedback.presenter.isShowingSheet)
        #expect(!feedback.presenter.isShowingDialog)
        feedback.presenter.isShowingDialog = false
        #expect(feedback.presenter.current?.message.key == "sheet", "clearing a flag that is not shown changes nothing")
        feedback.presenter.isShowingSheet = false
        #expect(feedback.presenter.current?.message.key == "bar")
        #expect(!feedback.presenter.isShowingSheet)
    }
}
