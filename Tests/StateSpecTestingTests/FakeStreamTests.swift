import StateSpecTesting
import Testing

/// Everything a finished stream delivered.
private func collected(_ stream: AsyncStream<Int>) async -> [Int] {
    var values: [Int] = []
    for await value in stream { values.append(value) }
    return values
}

@MainActor
@Suite struct FakeStreamTests {
    @Test func everyOpenSubscriptionGetsWhatIsSentUntilTheStreamFinishes() async {
        let stream = FakeStream<Int>()
        let first = stream.subscribe()
        let second = stream.subscribe()
        #expect(stream.subscriptionCount == 2)
        stream.send(1)
        stream.send(2)
        stream.finish()
        #expect(stream.openSubscriptionCount == 0)
        #expect(await collected(first) == [1, 2])
        #expect(await collected(second) == [1, 2])
        #expect(stream.cancelledSubscriptionCount == 0)
    }

    @Test func aListenerThatStopsIsCountedAsCancelled() async {
        let stream = FakeStream<Int>()
        let listener = Task { for await _ in stream.subscribe() {} }
        await stream.untilSubscribed()
        listener.cancel()
        await stream.untilNoSubscription()
        #expect(stream.cancelledSubscriptionCount == 1)
    }
}

@MainActor
@Suite struct ScriptedProgressTests {
    private struct Failed: Error {}

    @Test func eachCallGetsItsOwnStreamWhichTheTestFeedsAndEnds() async throws {
        let action = ScriptedProgress<String, Double>()
        let first = action.call("a")
        let second = action.call("b")
        try action.send(0.5, toCall: 1)
        try action.finish(call: 1)
        try action.send(0.25)
        try action.finish(throwing: Failed())
        var firstValues: [Double] = []
        for try await value in first { firstValues.append(value) }
        #expect(firstValues == [0.5])
        var secondValues: [Double] = []
        await #expect(throws: Failed.self) { for try await value in second { secondValues.append(value) } }
        #expect(secondValues == [0.25])
        #expect(action.arguments == ["a", "b"])
        #expect(throws: ScriptedCallError.callNotHeld(number: 2)) { try action.send(1) }
    }

    @Test func aListenerThatStopsIsRecorded() async {
        let action = ScriptedProgress<Void, Int>()
        let listener = Task { for try await _ in action.call(()) {} }
        await action.untilCalled()
        listener.cancel()
        await action.untilCancelled(call: 1)
        #expect(action.cancelledCalls == [1])
        #expect(action.openCalls.isEmpty)
    }
}
