import Testing
import StateSpecRuntime

/// A message raised again: de-duplication compares what the user would read, a newer message of
/// the same key takes its twin's place with its own full time, and a re-raise starts its time
/// afresh. Alerts and sheets wait for an answer whatever their duration says.
@MainActor
@Suite struct FeedbackReRaiseTests {
    /// "2 items registered" while "1 item registered" shows: the count the user sees is the newest.
    static func registered(_ count: Int) -> FeedbackMessage {
        FeedbackMessage(key: "registered", kind: kind(.success),
                        text: LocalizedText(key: "registered", other: "{count} items registered", one: "{count} item registered",
                                            arguments: [("count", .int(count))], pluralArgument: "count"),
                        presentation: .snackbar, duration: .seconds(4))
    }

    @Test func aMessageWithOtherArgumentsTakesItsTwinsPlaceWithItsFullTime() {
        let feedback = FeedbackHarness(FeedbackQueuePolicy(order: .sequential, deduplication: .key))
        feedback.presenter.show(Self.registered(1))
        feedback.clock.advance(by: 2)
        feedback.presenter.show(Self.registered(2))
        #expect(feedback.presenter.current?.text == "2 items registered")
        #expect(feedback.presenter.pending.isEmpty)
        #expect(feedback.dismissals.map(\.cause) == [.replaced])
        feedback.clock.advance(by: 3.9) // t = 5.9: the first one's deadline (4) has passed
        #expect(feedback.presenter.current?.text == "2 items registered")
        feedback.clock.advance(by: 0.1) // t = 6 = 2 + 4
        #expect(feedback.presenter.current == nil)
        #expect(feedback.announcer.announcements.contains { $0.hasPrefix("2 items registered") })
    }

    @Test func aReRaiseRestartsTheTimeOfItsTwinOnScreen() {
        let feedback = FeedbackHarness()
        feedback.clock.advance(by: 5)
        feedback.presenter.show(message("nameMissing", .caution, seconds: 4, text: "Enter a name"))
        feedback.clock.advance(by: 3) // t = 8
        feedback.presenter.show(message("nameMissing", .caution, seconds: 4, text: "Enter a name"))
        feedback.clock.advance(by: 1) // t = 9: the first raise's deadline
        #expect(feedback.key(in: .bottomBar) == "nameMissing", "the re-raise starts its time afresh")
        #expect(feedback.presenter.current?.shownAt == 8)
        feedback.clock.advance(by: 2.9) // t = 11.9
        #expect(feedback.key(in: .bottomBar) == "nameMissing")
        feedback.clock.advance(by: 0.1) // t = 12 = 8 + 4
        #expect(feedback.presenter.current == nil)
        #expect(feedback.dismissals.map(\.cause) == [.timeout], "shown once, not twice")
    }

    @Test func byTextTheSameWordsRestartAndOtherWordsQueue() {
        let feedback = FeedbackHarness(FeedbackQueuePolicy(order: .sequential, deduplication: .text))
        feedback.presenter.show(message("a", seconds: 4, text: "Offline"))
        feedback.clock.advance(by: 3)
        feedback.presenter.show(message("b", seconds: 4, text: "Offline"))
        feedback.presenter.show(message("c", seconds: 4, text: "Other"))
        #expect(feedback.presenter.pending.map(\.key) == ["c"])
        feedback.clock.advance(by: 3.9) // t = 6.9
        #expect(feedback.key(in: .bottomBar) == "a")
        feedback.clock.advance(by: 0.1) // t = 7 = 3 + 4
        #expect(feedback.key(in: .bottomBar) == "c")
    }

    @Test func aWaitingTwinTakesTheNewerWords() {
        let feedback = FeedbackHarness(FeedbackQueuePolicy(order: .sequential, deduplication: .key))
        feedback.presenter.show(message("first", seconds: 4))
        feedback.presenter.show(Self.registered(1))
        feedback.presenter.show(Self.registered(3))
        #expect(feedback.presenter.pending.map(\.text.english) == ["3 items registered"])
        feedback.clock.advance(by: 4)
        #expect(feedback.presenter.current?.text == "3 items registered")
    }

    @Test func withoutDeduplicationEveryRaiseShows() {
        let feedback = FeedbackHarness(FeedbackQueuePolicy(order: .sequential, deduplication: .none))
        feedback.presenter.show(Self.registered(1))
        feedback.presenter.show(Self.registered(1))
        #expect(feedback.presenter.pending.count == 1)
    }

    @Test func aReRaiseBehindADialogKeepsItsTimePausedUntilTheDialogGoes() {
        let feedback = FeedbackHarness()
        feedback.presenter.show(message("saved", seconds: 4))
        feedback.clock.advance(by: 1)
        feedback.presenter.show(message("confirm", .caution, as: .alert, actions: [action("ok", "OK")]))
        feedback.presenter.show(Self.registered(1))
        feedback.presenter.show(message("saved", seconds: 4))
        feedback.clock.advance(by: 100)
        #expect(feedback.key(in: .bottomBar) == "saved", "nothing behind a dialog runs out")
        feedback.presenter.dismiss(id: feedback.presenter.shown(in: .dialog)?.id)
        feedback.clock.advance(by: 3.9)
        #expect(feedback.key(in: .bottomBar) == "saved", "the re-raise gave it its full 4 s")
        feedback.clock.advance(by: 0.1)
        #expect(feedback.key(in: .bottomBar) == "registered")
    }

    @Test(arguments: [FeedbackPresentation.alert, .sheet])
    func aBlockingMessageNeverLeavesOnATimer(_ presentation: FeedbackPresentation) {
        let feedback = FeedbackHarness()
        var answered: [String] = []
        let ok = action("ok", "OK")
        feedback.presenter.show(message("confirm", .caution, as: presentation, seconds: 5, actions: [ok])) { answered.append($0) }
        feedback.clock.advance(by: 1_000)
        #expect(feedback.key(in: .dialog) == "confirm", "it waits for an answer")
        #expect(feedback.dismissals.isEmpty)
        feedback.presenter.respond(to: ok, id: feedback.presenter.shown(in: .dialog)!.id)
        #expect(answered == ["ok"], "its handler runs when it is answered")
    }
}
