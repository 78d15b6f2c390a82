import Testing
import StateSpecRuntime

/// What a view draws and what the user can do with it, and the app's own views chosen and
/// answering through the same seam, without a UI framework.
@MainActor
@Suite struct FeedbackItemTests {
    let delete = action("delete", "Delete", .destructive)
    let cancel = action("cancel", "Cancel", .cancel)

    /// A custom alert with a title, a message and buttons, answered only by a button.
    @Test func anAlertHasATitleAMessageAndIsAnsweredOnlyByAButton() throws {
        let feedback = FeedbackHarness()
        feedback.presenter.show(message("confirmDelete", .caution, as: .alert, text: "Deliveries on their way still arrive.",
                                        actions: [cancel, delete], title: "Delete Home?"))
        let alert = try #require(feedback.presenter.item(in: .dialog))
        #expect(alert.placement == .dialog)
        #expect(alert.title == "Delete Home?")
        #expect(alert.text == "Deliveries on their way still arrive.")
        #expect(alert.buttons.map(\.title) == ["Cancel", "Delete"])
        #expect(!alert.canDismiss)
        alert.dismiss()
        #expect(feedback.key(in: .dialog) == "confirmDelete", "tapping outside an alert does nothing")
        alert.choose(delete)
        #expect(feedback.dismissals.map(\.cause) == [.action("delete")])
    }

    @Test func anAlertWithoutActionsIsClosedByTheSystemsOK() throws {
        let feedback = FeedbackHarness()
        feedback.presenter.show(message("note", as: .alert))
        let alert = try #require(feedback.presenter.item(in: .dialog))
        #expect(alert.title == nil)
        #expect(alert.canDismiss)
        alert.dismiss()
        #expect(feedback.dismissals.map(\.cause) == [.user])
    }

    /// A bottom sheet with its own heights that only an action closes.
    @Test func aSheetThatIsNotDismissibleLeavesOnlyThroughAnAction() throws {
        var chooser = message("chooseDefault", as: .sheet, actions: [action("home", "Home")], title: "Default address", isDismissible: false)
        chooser.detents = [.fitted, .large]
        let feedback = FeedbackHarness()
        feedback.presenter.show(chooser)
        let sheet = try #require(feedback.presenter.item(in: .dialog))
        #expect(sheet.placement == .sheet)
        #expect(sheet.message.detents == [.fitted, .large])
        #expect(!sheet.canDismiss)
        sheet.dismiss()
        feedback.presenter.isShowingSheet = false
        #expect(feedback.key(in: .dialog) == "chooseDefault", "neither a swipe nor a tap outside closes it")
        sheet.choose(chooser.actions[0])
        #expect(feedback.key(in: .dialog) == nil)
        #expect(feedback.dismissals.map(\.cause) == [.action("home")])
    }

    /// A failed page's snackbar: choosing Retry reaches whoever raised it, after the bar has left.
    @Test func theActionChosenReachesTheHandlerTheMessageWasShownWith() throws {
        let retry = action("retry", "Try again")
        let feedback = FeedbackHarness()
        var chosen: [String] = []
        var slotWhenChosen: String?? = nil
        feedback.presenter.show(message("pageFailed", .error, actions: [retry])) { id in
            chosen.append(id)
            slotWhenChosen = .some(feedback.key(in: .bottomBar))
        }
        let bar = try #require(feedback.presenter.item(in: .bottomBar))
        bar.choose(retry)
        #expect(chosen == ["retry"])
        #expect(slotWhenChosen == .some(nil), "the bar is gone when the handler runs")
        #expect(feedback.dismissals.map(\.cause) == [.action("retry")])
    }

    @Test func aMessageThatTimesOutOrIsClosedCallsNoHandler() throws {
        let retry = action("retry", "Try again")
        let feedback = FeedbackHarness()
        var chosen: [String] = []
        feedback.presenter.show(message("pageFailed", .error, actions: [retry])) { chosen.append($0) }
        try #require(feedback.presenter.item(in: .bottomBar)).dismiss()
        feedback.presenter.show(message("pageFailed", .error, seconds: 4, actions: [retry])) { chosen.append($0) }
        feedback.clock.advance(by: 4)
        #expect(feedback.key(in: .bottomBar) == nil)
        #expect(chosen.isEmpty)
        // A later message with that key, shown without a handler, reports to nobody.
        feedback.presenter.show(message("pageFailed", .error, actions: [retry]))
        try #require(feedback.presenter.item(in: .bottomBar)).choose(retry)
        #expect(chosen.isEmpty)
    }

    @Test func aMessageThatReplacesOneOfItsKeyAnswersWithItsOwnHandler() throws {
        let retry = action("retry", "Try again")
        let feedback = FeedbackHarness(FeedbackQueuePolicy(order: .newestReplaces, deduplication: .none))
        var chosen: [String] = []
        feedback.presenter.show(message("pageFailed", .error, actions: [retry])) { chosen.append("first \($0)") }
        feedback.presenter.show(message("pageFailed", .error, actions: [retry])) { chosen.append("second \($0)") }
        #expect(feedback.dismissals.map(\.cause) == [.replaced])
        try #require(feedback.presenter.item(in: .bottomBar)).choose(retry)
        #expect(chosen == ["second retry"])
    }

    @Test func aDuplicateThatIsDroppedLeavesItsTwinAnsweringItsHandler() throws {
        let retry = action("retry", "Try again")
        let feedback = FeedbackHarness()
        var chosen: [String] = []
        feedback.presenter.show(message("pageFailed", .error, actions: [retry])) { chosen.append("first \($0)") }
        feedback.presenter.show(message("pageFailed", .error, actions: [retry])) { chosen.append("second \($0)") }
        #expect(feedback.presenter.waiting(in: .bottomBar).isEmpty, "de-duplicated by key")
        try #require(feedback.presenter.item(in: .bottomBar)).choose(retry)
        #expect(chosen == ["second retry"])
    }

    /// A presenter that does not report choices still shows the message.
    @Test func aPresenterWithoutHandlersShowsTheMessage() {
        final class Plain: FeedbackPresenting {
            var shown: [String] = []
            func show(_ message: FeedbackMessage) { shown.append(message.key) }
        }
        let plain = Plain()
        let presenting: any FeedbackPresenting = plain
        presenting.show(message("pageFailed")) { _ in }
        #expect(plain.shown == ["pageFailed"])
    }

    @Test func aSheetWithoutActionsCanAlwaysBeClosedSoNobodyIsTrapped() {
        #expect(message("s", as: .sheet, isDismissible: false).userCanDismiss)
        #expect(message("s", as: .sheet).detents == [.medium], "the default height")
        #expect(!message("b", as: .banner, isDismissible: false).userCanDismiss, "the app takes such a banner down")
    }

    @Test func aToastShowsNoButtonsAndIgnoresActions() throws {
        let feedback = FeedbackHarness()
        let undo = action("undo", "Undo")
        feedback.presenter.show(message("copied", as: .toast, seconds: 2, actions: [undo]))
        let toast = try #require(feedback.presenter.item(in: .bottomBar))
        #expect(toast.buttons.isEmpty)
        toast.choose(undo)
        #expect(feedback.key(in: .bottomBar) == "copied")
        toast.dismiss()
        #expect(feedback.dismissals.map(\.cause) == [.user])
    }

    /// A view that answers after its message was replaced never closes the message after it.
    @Test func anItemAnsweredLateNeverClosesTheMessageAfterIt() throws {
        let feedback = FeedbackHarness(FeedbackQueuePolicy(order: .newestReplaces))
        feedback.presenter.show(message("a", seconds: 5))
        let stale = try #require(feedback.presenter.item(in: .bottomBar))
        feedback.presenter.show(message("b", seconds: 5))
        stale.dismiss()
        #expect(feedback.key(in: .bottomBar) == "b")
    }

    @Test func theAppsViewsAreChosenByKindAndPresentationThenKindThenPresentation() {
        let views = FeedbackViewRegistry<String>()
            .presentation(.alert) { "large alert: \($0.text)" }
            .kind("offline") { _ in "offline view" }
            .kind("error", presentation: .snackbar) { _ in "error bar" }
        let offline = kind(.caution, name: "offline")
        let cases: [(FeedbackMessage, String?)] = [
            (message("a", .error, as: .alert, text: "Gone"), "large alert: Gone"),
            (message("b", as: .banner, kind: offline), "offline view"),
            (message("c", as: .alert, kind: offline), "offline view"),
            (message("d", .error), "error bar"),
            (message("e", .error, as: .banner), nil),
            (message("f", .success, as: .sheet), nil),
        ]
        for (shown, expected) in cases {
            let feedback = FeedbackHarness()
            feedback.presenter.show(shown)
            let item = FeedbackSlot.allCases.lazy.compactMap(feedback.presenter.item(in:)).first!
            #expect(views.view(for: item) == expected, "\(shown.key)")
            #expect(views.hasView(for: shown) == (expected != nil))
        }
    }

    /// The app's own alert answers through its item; the presenter still queues, announces and
    /// shows what comes next.
    @Test func anAppsOwnViewAnswersThroughItsItemAndThePresenterKeepsTheQueue() throws {
        let views = FeedbackViewRegistry<CustomAlert>().presentation(.alert) { CustomAlert(item: $0) }
        let feedback = FeedbackHarness()
        feedback.presenter.show(message("first", .caution, as: .alert, actions: [cancel, delete], title: "Delete?"))
        feedback.presenter.show(message("second", .error, as: .alert, actions: [cancel]))
        let item = try #require(feedback.presenter.item(in: .dialog))
        let drawn = try #require(views.view(for: item))
        #expect(drawn.heading == "Delete?")
        drawn.tap("delete")
        #expect(feedback.dismissals.map(\.cause) == [.action("delete")])
        #expect(feedback.key(in: .dialog) == "second")
        #expect(feedback.announcer.announcements == ["first. Caution.", "second. Error."])
    }
}

/// Stands in for an app's alert view: draws from the item and answers through it.
@MainActor
struct CustomAlert {
    let item: FeedbackItem
    var heading: String { item.title ?? item.text }

    func tap(_ buttonID: String) {
        if let button = item.buttons.first(where: { $0.id == buttonID }) { item.choose(button.action) }
    }
}
