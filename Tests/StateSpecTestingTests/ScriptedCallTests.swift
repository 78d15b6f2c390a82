import StateSpecTesting
import Testing

private struct Offline: Error, Equatable {}

@MainActor
@Suite struct ScriptedCallTests {
    @Test func aValueAnswersAtOnceAndTheCallIsRecorded() async throws {
        let call = ScriptedCall<String, Int>(defaultAnswer: .value(7))
        #expect(try await call.call("a") == 7)
        #expect(try await call.call("b") == 7)
        #expect(call.arguments == ["a", "b"])
        #expect(call.callCount == 2)
        #expect(call.lastArguments == "b")
        #expect(call.heldCalls.isEmpty)
    }

    @Test func scriptedAnswersComeFirstInOrderThenTheDefault() async throws {
        let call = ScriptedCall<Int, Int>(defaultAnswer: .value(0))
        call.script(.value(1), .computed { $0 * 10 }, .failure(Offline()))
        #expect(try await call.call(5) == 1)
        #expect(try await call.call(5) == 50)
        await #expect(throws: Offline.self) { try await call.call(5) }
        #expect(try await call.call(5) == 0)
    }

    @Test func aHeldCallWaitsUntilTheTestReleasesIt() async throws {
        let call = ScriptedCall<Void, String>()
        let task = Task { try await call.call() }
        await call.untilHeld()
        #expect(call.heldCalls == [1])
        #expect(call.isHeld(call: 1))
        try call.release(with: "done")
        #expect(try await task.value == "done")
        #expect(call.heldCalls.isEmpty)
    }

    @Test func heldCallsAreReleasedInCallOrderOrByNumber() async throws {
        let call = ScriptedCall<Int, Int>()
        let first = Task { try await call.call(1) }
        await call.untilHeld(call: 1)
        let second = Task { try await call.call(2) }
        await call.untilHeld(call: 2)
        let third = Task { try await call.call(3) }
        await call.untilHeld(count: 3)
        try call.release(call: 3, with: 30)
        #expect(try await third.value == 30)
        try call.release(with: 10)
        #expect(try await first.value == 10)
        try call.fail(with: Offline())
        await #expect(throws: Offline.self) { try await second.value }
        #expect(call.arguments == [1, 2, 3])
    }

    @Test func releasingWhatIsNotHeldThrows() async throws {
        let call = ScriptedCall<Void, Int>(defaultAnswer: .value(1))
        #expect(throws: ScriptedCallError.noCallHeld) { try call.release(with: 2) }
        _ = try await call.call()
        #expect(throws: ScriptedCallError.callNotHeld(number: 1)) { try call.fail(call: 1, with: Offline()) }
    }

    @Test func aHeldCallThrowsCancellationErrorWhenItsTaskIsCancelled() async throws {
        let call = ScriptedCall<Void, Int>()
        let task = Task { try await call.call() }
        await call.untilHeld()
        task.cancel()
        await call.untilCancelled(call: 1)
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(call.cancelledCalls == [1])
        #expect(call.heldCalls.isEmpty)
        #expect(call.taskWasCancelled(call: 1))
        #expect(throws: ScriptedCallError.noCallHeld) { try call.release(with: 1) }
    }

    @Test func aCallMadeByACancelledTaskGivesUpAtOnce() async throws {
        let call = ScriptedCall<Void, Int>()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await call.call()
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(call.cancelledCalls == [1])
    }

    @Test func aCallThatKeepsWaitingOutlivesItsTasksCancellation() async throws {
        let call = ScriptedCall<Void, Int>(defaultAnswer: .hold(whenCancelled: .keepsWaiting))
        let task = Task { try await call.call() }
        await call.untilHeld()
        task.cancel()
        // Still held once the cancellation is seen: the test answers it.
        while !call.taskWasCancelled(call: 1) { await Task.yield() }
        #expect(call.isHeld(call: 1))
        try call.release(with: 4)
        #expect(try await task.value == 4)
        #expect(call.cancelledCalls.isEmpty)
    }

    @Test func nextCallHandsOverEachCallsArgumentsOnce() async throws {
        let call = ScriptedCall<String, Int>(defaultAnswer: .value(0))
        let waiting = Task { await call.nextCall() }
        _ = try await call.call("first")
        #expect(await waiting.value == "first")
        _ = try await call.call("second")
        _ = try await call.call("third")
        #expect(await call.nextCall() == "second")
        #expect(await call.nextCall() == "third")
        #expect(await call.untilCalled(times: 2) == "second")
    }

    @Test func aMethodThatCannotThrowIsNotFailed() async throws {
        let call = ScriptedCall<Void, Int>()
        let task = Task { await call.callWithoutFailing() }
        await call.untilHeld()
        #expect(throws: ScriptedCallError.cannotFail) { try call.fail(with: Offline()) }
        try call.release(with: 3)
        #expect(await task.value == 3)
    }

    @Test func aVoidCallIsReleasedWithNothing() async throws {
        let call = ScriptedCall<Int, Void>()
        let task = Task { try await call.call(9) }
        await call.untilHeld()
        try call.release()
        try await task.value
        #expect(call.arguments == [9])
    }
}
