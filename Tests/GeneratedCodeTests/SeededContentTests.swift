// Drives `loads.initial.seeded` on the generated ThreadViewModel (Specs/Thread.yaml): a
// conversation opened from a list shows at once, and its first load runs over it.

import StateSpecRuntime
import Testing

@MainActor
@Suite("Seeded content")
struct SeededContentTests {
    let feedback = FeedbackRecorder()
    let seed = Conversation(id: 7, replies: [])
    let loaded = Conversation(id: 7, replies: ["First!", "Welcome"])

    private func model(_ loader: FakeThreadLoader, seed: Conversation?) -> ThreadViewModel {
        ThreadViewModel(loader: loader, feedback: feedback, onEvent: { _ in }, seed: seed)
    }

    @Test func theSeedShowsAtOnceAndTheFirstLoadRunsOverIt() async throws {
        let loader = FakeThreadLoader(initial: [.suspend])
        let vm = model(loader, seed: seed)
        #expect(vm.state == .ideal(seed), "what the caller has shows before any load")
        #expect(vm.isStale)

        let appear = Task { await vm.appear() }
        try await waitUntilSuspended(loader.initial)
        #expect(vm.state == .ideal(seed), "no loading state over the seed")
        await loader.initial.resume(call: 1, with: .success(loaded))
        #expect(await appear.value == .succeeded)
        #expect(vm.state == .ideal(loaded))
        #expect(!vm.isStale)
        #expect(await vm.appear() == .skipped(.notNeeded), "reappear: keep, once loaded")
        #expect(await loader.initial.callCount == 1)
    }

    @Test func aFailureOverTheSeedKeepsItAndSaysSo() async throws {
        let loader = FakeThreadLoader(initial: [.failure(.offline), .success(loaded)])
        let vm = model(loader, seed: seed)
        #expect(await vm.appear() == .failed)
        #expect(vm.state == .ideal(seed), "not the error state: the content stays")
        #expect(feedback.keys == ["Thread.threadFailed"])
        #expect((vm.lastError as? FakeError) == .offline)
        #expect(vm.isStale)

        #expect(await vm.appear() == .succeeded, "appearing again loads over the seed again")
        #expect(vm.state == .ideal(loaded))
    }

    @Test func theFailureMessagesRetryLoadsAgainOverTheSeed() async throws {
        let actions = ActionRecorder()
        let loader = FakeThreadLoader(initial: [.failure(.offline), .suspend])
        let vm = ThreadViewModel(loader: loader, feedback: actions, onEvent: { _ in }, seed: seed)
        #expect(await vm.appear() == .failed)
        #expect(actions.keys == ["Thread.threadFailed"])
        #expect(actions.shown.first?.actions.map(\.id) == ["retry"])
        try #require(actions.handlers.count == 1, "the Retry button has a handler")

        actions.handlers[0]("retry")
        try await waitUntilSuspended(loader.initial, call: 2)
        #expect(vm.state == .ideal(seed), "the seed stays while the retry runs")
        await loader.initial.resume(call: 2, with: .success(loaded))
        #expect(await eventually { vm.state == .ideal(loaded) })
        #expect(!vm.isStale)
    }

    @Test func aCancelledLoadOverTheSeedChangesNothing() async throws {
        let loader = FakeThreadLoader(initial: [.suspend, .success(loaded)])
        let vm = model(loader, seed: seed)
        let appear = Task { await vm.appear() }
        try await waitUntilSuspended(loader.initial)
        appear.cancel()
        #expect(await appear.value == .cancelled)
        #expect(vm.state == .ideal(seed))
        #expect(vm.isStale)
        #expect(feedback.shown.isEmpty)
        #expect(vm.lastError == nil)
        #expect(await vm.appear() == .succeeded)
        #expect(vm.state == .ideal(loaded))
    }

    @Test func withoutASeedTheFirstLoadGoesThroughLoadingAndFailsIntoTheErrorState() async throws {
        let loader = FakeThreadLoader(initial: [.failure(.server)])
        let vm = model(loader, seed: nil)
        #expect(vm.state == .loading)
        #expect(!vm.isStale)
        #expect(await vm.appear() == .failed)
        #expect(vm.state.kind == .error)
        #expect(feedback.shown.isEmpty)
    }

    @Test func aRefreshOfTheSeedReplacesIt() async throws {
        let loader = FakeThreadLoader(refresh: [.success(loaded)])
        let vm = model(loader, seed: seed)
        #expect(await vm.refresh() == .succeeded)
        #expect(vm.state == .ideal(loaded))
        #expect(!vm.isStale)
    }
}

// Drives `loads.initial.cache` on the generated GalleryViewModel (Specs/Gallery.yaml): the photos
// of the last visit show, marked stale, until the first load replaces them.
@MainActor
@Suite("Cached content")
struct CachedContentTests {
    let feedback = FeedbackRecorder()
    let cached = [Photo(id: 1), Photo(id: 2)]
    let fresh = [Photo(id: 3), Photo(id: 4), Photo(id: 5)]

    private func model(_ loader: FakeGalleryLoader) -> GalleryViewModel {
        GalleryViewModel(loader: loader, feedback: feedback) { _ in }
    }

    @Test func theCacheShowsStaleThenTheLoadReplacesIt() async throws {
        let loader = FakeGalleryLoader(initial: [.suspend])
        loader.cache.set(cached)
        let vm = model(loader)
        let load = Task { await vm.appear() }
        try await waitUntilSuspended(loader.initial)
        #expect(vm.state == .ideal(cached), "the stored photos show while the first load runs")
        #expect(vm.isStale)

        await loader.initial.resume(call: 1, with: .success(fresh))
        #expect(await load.value == .succeeded)
        #expect(vm.state == .ideal(fresh))
        #expect(!vm.isStale)
        #expect(feedback.shown.isEmpty)
    }

    @Test func aFailureOverTheCacheKeepsItStaleWithAMessage() async throws {
        let loader = FakeGalleryLoader(initial: [.failure(.server), .success([Photo(id: 9)])])
        loader.cache.set(cached)
        let vm = model(loader)
        #expect(await vm.appear() == .failed)
        #expect(vm.state == .ideal(cached), "a message, not the error screen")
        #expect(vm.isStale)
        #expect(feedback.keys == ["Gallery.photosStale"])

        #expect(await vm.appear() == .succeeded, "appearing again loads over the stale photos")
        #expect(vm.state == .ideal([Photo(id: 9)]))
        #expect(loader.cache.reads == 1, "the cache is read once, while nothing is shown")
    }

    @Test func withNothingCachedTheFirstLoadGoesThroughLoading() async throws {
        let loader = FakeGalleryLoader(initial: [.suspend])
        let vm = model(loader)
        let load = Task { await vm.appear() }
        try await waitUntilSuspended(loader.initial)
        #expect(vm.state == .loading)
        #expect(!vm.isStale)
        await loader.initial.resume(call: 1, with: .failure(.offline))
        #expect(await load.value == .failed)
        #expect(vm.state.kind == .error)
        #expect(feedback.shown.isEmpty)
    }
}
