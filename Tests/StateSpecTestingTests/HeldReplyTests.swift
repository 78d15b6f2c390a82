import StateSpecTesting
import Testing

/// `HeldReply` off the main actor, as an actor's hand-written fake uses it.
@Suite struct HeldReplyTests {
    private struct Cancelled: Error {}

    private actor Loader {
        let reply = HeldReply<Int>(whenCancelled: .throwsCancellationError, cancellationError: Cancelled())
        func load() async throws -> Int { try await reply.wait() }
    }

    @Test func anActorsCallWaitsForTheReply() async throws {
        let loader = Loader()
        let task = Task { try await loader.load() }
        while !loader.reply.isWaiting { await Task.yield() }
        #expect(loader.reply.resume(with: .success(5)))
        #expect(try await task.value == 5)
        #expect(!loader.reply.resume(with: .success(6)), "a call is answered once")
    }

    @Test func aCancelledCallThrowsTheGivenErrorAndTakesNoReply() async throws {
        let loader = Loader()
        let task = Task { try await loader.load() }
        while !loader.reply.isWaiting { await Task.yield() }
        task.cancel()
        await #expect(throws: Cancelled.self) { try await task.value }
        #expect(loader.reply.taskCancelled)
        #expect(!loader.reply.resume(with: .success(1)))
    }

    @Test func aReplyGivenBeforeTheCallWaitsIsTheOneItTakes() async throws {
        let reply = HeldReply<Int>(whenCancelled: .keepsWaiting)
        #expect(reply.resume(with: .success(3)))
        #expect(!reply.resume(with: .success(4)))
        #expect(try await reply.wait() == 3)
    }
}
