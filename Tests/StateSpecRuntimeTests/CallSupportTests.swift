import Foundation
import StateSpecRuntime
import Testing

@Suite struct ContentEqualityTests {
    struct Plain: Sendable { var value: Int }
    struct Comparable: Sendable, Equatable { var value: Int }
    struct Keyed: Sendable, Hashable { var value: Int }

    @Test func equatableContentIsComparedWithItsOwnEquality() {
        #expect(ContentEquality.equal([Keyed(value: 1)], [Keyed(value: 1)]))
        #expect(!ContentEquality.equal([Keyed(value: 1)], [Keyed(value: 2)]))
        #expect(ContentEquality.equal(Comparable(value: 3), Comparable(value: 3)))
    }

    @Test func contentThatIsNotEquatableNeverComparesEqual() {
        #expect(!ContentEquality.equal(Plain(value: 1), Plain(value: 1)))
    }

    @Test func contentKnownAsAnyIsComparedByWhatItIs() {
        let one: Any = Keyed(value: 1)
        #expect(ContentEquality.equal(one, Keyed(value: 1) as Any))
        #expect(!ContentEquality.equal(one, Keyed(value: 2) as Any))
        #expect(!ContentEquality.equal(one, 1 as Any))
    }

    @Test func equalContentHashesAlike() {
        func hash<T>(_ value: T) -> Int {
            var hasher = Hasher()
            ContentEquality.hash(value, into: &hasher)
            return hasher.finalize()
        }
        #expect(hash([Keyed(value: 1)]) == hash([Keyed(value: 1)]))
        #expect(hash(Keyed(value: 1) as Any) == hash(Keyed(value: 1) as Any))
        #expect(hash(Plain(value: 1)) == hash(Plain(value: 2)), "content that cannot hash adds nothing")
    }
}

@MainActor
@Suite struct EditJournalTests {
    @Test func editsRecordedDuringACallAreReplayedOntoItsResultInOrder() {
        var journal = EditJournal<[Int]>()
        journal.record { $0.append(0) }
        let recording = journal.start()
        journal.record { $0.append(1) }
        journal.record { $0.removeAll { $0 == 5 } }
        var result = [5, 6]
        journal.replay(recording, onto: &result)
        #expect(result == [6, 1], "the edit made before the call started is already in what it sent")

        var again = [7]
        journal.replay(recording, onto: &again)
        #expect(again == [7], "a replay happens once")
    }

    @Test func aStoppedCallCannotReplayOrStopTheRecordingOfTheCallAfterIt() {
        var journal = EditJournal<[Int]>()
        let superseded = journal.start()
        let current = journal.start()
        journal.record { $0.append(1) }
        journal.stop(superseded)
        var stale = [0]
        journal.replay(superseded, onto: &stale)
        #expect(stale == [0])
        var result: [Int] = []
        journal.replay(current, onto: &result)
        #expect(result == [1])
    }

    @Test func nothingIsKeptWhileNoCallRecords() {
        var journal = EditJournal<[Int]>()
        let recording = journal.start()
        journal.stop(recording)
        journal.record { $0.append(1) }
        let next = journal.start()
        var result: [Int] = []
        journal.replay(next, onto: &result)
        #expect(result.isEmpty)
    }

    @Test func anOptionalResultThatIsNilHasNothingToReplayOnto() {
        var journal = EditJournal<Int>()
        let recording = journal.start()
        journal.record { $0 += 1 }
        var nothing: Int? = nil
        journal.replay(recording, onto: &nothing)
        #expect(nothing == nil)
        var something: Int? = 1
        journal.replay(journal.start(), onto: &something)
        #expect(something == 1)
    }
}

@Suite struct CancellationTests {
    @Test func cancellationErrorsAreCancellations() {
        #expect(Cancellation.isCancellation(CancellationError()))
        #expect(Cancellation.isCancellation(URLError(.cancelled)))
    }

    @Test func otherErrorsAreFailures() {
        #expect(!Cancellation.isCancellation(URLError(.notConnectedToInternet)))
        #expect(!Cancellation.isCancellation(URLError(.timedOut)))
        struct Broken: Error {}
        #expect(!Cancellation.isCancellation(Broken()))
    }
}
