import Testing
import StateSpecRuntime

/// One message per slot: what can be on screen at once, in virtual time.
@MainActor
@Suite struct FeedbackSlotTests {
    /// A status label and a snackbar at once, each leaving after its own duration.
    @Test func anInlineMessageAndASnackbarAreOnScreenTogether() {
        let feedback = FeedbackHarness()
        feedback.presenter.show(message("saved", .success, as: .inline, seconds: 4, text: "2 items registered"))
        feedback.presenter.show(message("refreshFailed", .error, seconds: 9, text: "Failed to load newer posts"))
        #expect(feedback.key(in: .inline) == "saved")
        #expect(feedback.key(in: .bottomBar) == "refreshFailed", "the label does not keep the snackbar waiting")
        #expect(feedback.presenter.pending.isEmpty)
        #expect(feedback.announcer.announcements == ["2 items registered. Success.", "Failed to load newer posts. Error."])
        feedback.clock.advance(by: 4)
        #expect(feedback.key(in: .inline) == nil)
        #expect(feedback.key(in: .bottomBar) == "refreshFailed")
        feedback.clock.advance(by: 5)
        #expect(feedback.key(in: .bottomBar) == nil)
        #expect(feedback.dismissals.map(\.message.key) == ["saved", "refreshFailed"])
    }

    /// The timer race, in two slots at once: no timer dismisses another slot's message or the
    /// message that replaced its own.
    @Test func aTimerOnlyDismissesTheMessageItWasStartedForInEverySlot() {
        let feedback = FeedbackHarness(FeedbackQueuePolicy(order: .newestReplaces))
        feedback.presenter.show(message("labelA", as: .inline, seconds: 5))
        feedback.presenter.show(message("bar", seconds: 5))
        feedback.clock.advance(by: 4)
        feedback.presenter.show(message("labelB", as: .inline, seconds: 5))
        feedback.clock.advance(by: 1) // t = 5: labelA's old deadline and the bar's own
        #expect(feedback.key(in: .inline) == "labelB")
        #expect(feedback.key(in: .bottomBar) == nil)
        feedback.clock.advance(by: 3.9)
        #expect(feedback.key(in: .inline) == "labelB")
        feedback.clock.advance(by: 0.1) // t = 9 = 4 + 5
        #expect(feedback.key(in: .inline) == nil)
        #expect(feedback.dismissals.map(\.cause) == [.replaced, .timeout, .timeout])
    }

    /// A persistent "offline" banner never keeps a snackbar waiting.
    @Test func aTopBannerAndABottomBarAreIndependent() {
        let feedback = FeedbackHarness()
        feedback.presenter.show(message("offline", .caution, as: .banner))
        feedback.presenter.show(message("saved", .success, seconds: 4))
        feedback.presenter.show(message("toast", as: .toast, seconds: 2))
        #expect(feedback.key(in: .topBar) == "offline")
        #expect(feedback.key(in: .bottomBar) == "saved")
        #expect(feedback.presenter.waiting(in: .bottomBar).map(\.key) == ["toast"], "snackbars and toasts share the bottom")
        feedback.clock.advance(by: 6)
        #expect(feedback.key(in: .topBar) == "offline")
        #expect(feedback.key(in: .bottomBar) == nil)
    }

    /// WCAG 2.2.1: a bar behind a dialog keeps the time it had left, and what arrives behind the
    /// dialog appears (announced, with its haptic) only once the dialog has gone.
    @Test func aDialogPausesTheOtherSlotsAndHoldsWhatArrivesForThem() {
        let feedback = FeedbackHarness()
        feedback.presenter.show(message("first", seconds: 5))
        feedback.clock.advance(by: 2)
        feedback.presenter.show(message("confirm", .caution, as: .alert, actions: [action("ok", "OK")]))
        feedback.presenter.show(message("second", .success, seconds: 4, kind: kind(.success, haptic: .success)))
        feedback.presenter.show(message("label", as: .inline, seconds: 4))
        #expect(feedback.presenter.waiting(in: .bottomBar).map(\.key) == ["second"])
        #expect(feedback.presenter.waiting(in: .inline).map(\.key) == ["label"])
        #expect(feedback.announcer.announcements == ["first. Information.", "confirm. Caution."])
        #expect(feedback.haptics.played.isEmpty)

        feedback.clock.advance(by: 100)
        #expect(feedback.key(in: .bottomBar) == "first", "its timer is paused behind the dialog")
        #expect(feedback.presenter.current?.message.key == "confirm", "the dialog is in front")

        feedback.presenter.item(in: .dialog)?.choose(action("ok", "OK"))
        #expect(feedback.key(in: .inline) == "label", "the held label appears when the dialog leaves")
        #expect(feedback.haptics.played == [], "the success haptic waits for its own message")
        feedback.clock.advance(by: 2.9)
        #expect(feedback.key(in: .bottomBar) == "first")
        feedback.clock.advance(by: 0.1) // 3 s left when the dialog came
        #expect(feedback.key(in: .bottomBar) == "second")
        #expect(feedback.haptics.played == [.success])
        #expect(feedback.presenter.shown(in: .bottomBar)?.shownAt == 105)
    }

    @Test func aDialogAfterADialogKeepsTheOtherSlotsWaiting() {
        let feedback = FeedbackHarness()
        feedback.presenter.show(message("bar", seconds: 5))
        feedback.presenter.show(message("one", as: .alert))
        feedback.presenter.show(message("two", as: .sheet))
        #expect(feedback.presenter.waiting(in: .dialog).map(\.key) == ["two"])
        feedback.presenter.dismiss(id: feedback.presenter.shown(in: .dialog)?.id)
        #expect(feedback.key(in: .dialog) == "two")
        feedback.clock.advance(by: 10)
        #expect(feedback.key(in: .bottomBar) == "bar", "still paused behind the second dialog")
        feedback.presenter.dismiss(id: feedback.presenter.shown(in: .dialog)?.id)
        feedback.clock.advance(by: 5)
        #expect(feedback.key(in: .bottomBar) == nil)
    }

    @Test func criticalNewsHeldBehindADialogTakesTheBarWhenTheDialogLeaves() {
        let feedback = FeedbackHarness(FeedbackQueuePolicy(order: .sequential))
        feedback.presenter.show(message("info", seconds: 5))
        feedback.presenter.show(message("confirm", as: .alert))
        feedback.presenter.show(message("crash", .critical, seconds: 9))
        #expect(feedback.key(in: .bottomBar) == "info")
        feedback.presenter.dismiss(id: feedback.presenter.shown(in: .dialog)?.id)
        #expect(feedback.key(in: .bottomBar) == "crash")
        #expect(feedback.presenter.waiting(in: .bottomBar).map(\.key) == ["info"], "what critical news interrupts comes back")
    }

    @Test func whatArrivesBehindADialogKeepsThePolicysOrder() {
        let feedback = FeedbackHarness(FeedbackQueuePolicy(order: .sequential))
        feedback.presenter.show(message("confirm", as: .alert))
        feedback.presenter.show(message("info", seconds: 5))
        feedback.presenter.show(message("crash", .critical, seconds: 9))
        #expect(feedback.presenter.waiting(in: .bottomBar).map(\.key) == ["crash", "info"])
        feedback.presenter.dismiss(id: feedback.presenter.shown(in: .dialog)?.id)
        #expect(feedback.key(in: .bottomBar) == "crash")
    }

    @Test func newestReplacesShowsOnlyTheNewestOfWhatArrivedBehindADialog() {
        let feedback = FeedbackHarness(FeedbackQueuePolicy(order: .newestReplaces))
        feedback.presenter.show(message("old", seconds: 5))
        feedback.presenter.show(message("confirm", as: .alert))
        feedback.presenter.show(message("newer", seconds: 5))
        feedback.presenter.show(message("newest", seconds: 5))
        feedback.presenter.dismiss(id: feedback.presenter.shown(in: .dialog)?.id)
        #expect(feedback.key(in: .bottomBar) == "newest")
        #expect(feedback.presenter.pending.isEmpty)
        #expect(feedback.dismissals.map(\.message.key) == ["confirm", "old"])
    }

    @Test func duplicatesAreDroppedWhateverSlotHoldsThem() {
        let feedback = FeedbackHarness()
        feedback.presenter.show(message("offline", as: .banner))
        feedback.presenter.show(message("offline", as: .banner))
        feedback.presenter.show(message("confirm", as: .alert))
        feedback.presenter.show(message("saved", seconds: 4))
        feedback.presenter.show(message("saved", seconds: 4))
        #expect(feedback.presenter.pending.map(\.key) == ["saved"])
    }

    @Test func currentIsTheMessageInFrontAndPendingListsEverySlot() {
        let feedback = FeedbackHarness()
        feedback.presenter.show(message("label", as: .inline, seconds: 4))
        feedback.presenter.show(message("bar", seconds: 4))
        #expect(feedback.presenter.current?.message.key == "bar", "the newest message on screen")
        feedback.presenter.show(message("sheet", as: .sheet))
        feedback.presenter.show(message("alert", as: .alert))
        feedback.presenter.show(message("banner", as: .banner))
        #expect(feedback.presenter.current?.message.key == "sheet")
        #expect(feedback.presenter.pending.map(\.key) == ["alert", "banner"])
        feedback.presenter.dismiss()
        #expect(feedback.presenter.current?.message.key == "alert", "dismiss() without an id takes down the message in front")
    }
}
