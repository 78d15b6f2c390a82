// The fake loader of the Downloads screen (Specs/Downloads.yaml); its item is in Models.swift.
// Downloads report progress step by step as the test says, and the test sees their cancellation.

import Foundation
import StateSpecRuntime

/// Downloads with the given ids.
func downloads(_ ids: ClosedRange<Int>) -> [Download] {
    ids.map { Download(id: $0, title: "download \($0)") }
}

/// Progress streams the test drives by hand, one per item id, recording which were terminated.
final class ProgressFeeds<Result: Sendable>: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var continuations: [Int: AsyncThrowingStream<ActionProgress<Result>, any Error>.Continuation] = [:]
    private var ended: Set<Int> = []

    func stream(for id: Int) -> AsyncThrowingStream<ActionProgress<Result>, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: ActionProgress<Result>.self)
        continuation.onTermination = { [self] _ in _ = lock.withLock { ended.insert(id) } }
        lock.withLock { continuations[id] = continuation }
        return stream
    }

    func isRunning(_ id: Int) -> Bool { lock.withLock { continuations[id] != nil && !ended.contains(id) } }
    func wasTerminated(_ id: Int) -> Bool { lock.withLock { ended.contains(id) } }

    func send(_ step: ActionProgress<Result>, to id: Int) {
        let continuation = lock.withLock { continuations[id] }
        continuation?.yield(step)
    }

    func fail(_ id: Int, with error: any Error) {
        let continuation = lock.withLock { continuations[id] }
        continuation?.finish(throwing: error)
    }
}

struct FakeDownloadsLoader: DownloadsLoader {
    let initial: Script<Void, [Download]>
    let refreshes: Script<[Download], [Download]>
    let downloadFeeds = ProgressFeeds<Download>()
    let moveFeeds = ProgressFeeds<Void>()

    init(initial: [Reply<[Download]>] = [], refresh: [Reply<[Download]>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
    }

    func loadInitial() async throws -> [Download] { try await initial.call() }
    func refresh(current: [Download]) async throws -> [Download] { try await refreshes.call(current) }
    func download(_ item: Download) -> AsyncThrowingStream<ActionProgress<Download>, any Error> { downloadFeeds.stream(for: item.id) }
    func moveToLibrary(_ item: Download) -> AsyncThrowingStream<ActionProgress<Void>, any Error> { moveFeeds.stream(for: item.id) }
}
