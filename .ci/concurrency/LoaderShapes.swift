// The four shapes an app's loader takes (a struct, a final class, an actor and a `@MainActor`
// class), written as an app would write them, with no annotation for StateSpec's sake. They must
// compile against the generated protocols in every concurrency setting
// .ci/check-concurrency-modes.sh tries; the views below drive each view model with each shape.

import StateSpecRuntime

struct TimelineStructLoader: TimelineLoader {
    func loadInitial() async throws -> [Post] { return [] }
    func refresh(current: [Post]) async throws -> [Post] { return current }
    func loadMore(after current: [Post]) async throws -> Page<Post> { return Page(items: [], hasMore: false) }
    func errorCause(for error: any Error) -> TimelineErrorCause { return .other }
}

final class TimelineFinalClassLoader: TimelineLoader {
    let baseURL = "https://example.com"
    func loadInitial() async throws -> [Post] { return [] }
    func refresh(current: [Post]) async throws -> [Post] { return current }
    func loadMore(after current: [Post]) async throws -> Page<Post> { return Page(items: [], hasMore: false) }
    func errorCause(for error: any Error) -> TimelineErrorCause { return .other }
}

actor TimelineActorLoader: TimelineLoader {
    var calls = 0
    func loadInitial() async throws -> [Post] { calls += 1; return [] }
    func refresh(current: [Post]) async throws -> [Post] { calls += 1; return current }
    func loadMore(after current: [Post]) async throws -> Page<Post> { calls += 1; return Page(items: [], hasMore: false) }
    func errorCause(for error: any Error) -> TimelineErrorCause { calls += 1; return .other }
}

@MainActor final class TimelineMainActorClassLoader: TimelineLoader {
    var calls = 0
    func loadInitial() async throws -> [Post] { calls += 1; return [] }
    func refresh(current: [Post]) async throws -> [Post] { calls += 1; return current }
    func loadMore(after current: [Post]) async throws -> Page<Post> { calls += 1; return Page(items: [], hasMore: false) }
    func errorCause(for error: any Error) -> TimelineErrorCause { calls += 1; return .other }
}

struct AddressFormStructLoader: AddressFormLoader {
    func loadInitial() async throws -> AddressDraft { return AddressDraft() }
    func autofillLocation(current: AddressDraft) async throws -> AddressDraft { return current }
    func save(current: AddressDraft) async throws -> AddressDraft { return current }
}

final class AddressFormFinalClassLoader: AddressFormLoader {
    let baseURL = "https://example.com"
    func loadInitial() async throws -> AddressDraft { return AddressDraft() }
    func autofillLocation(current: AddressDraft) async throws -> AddressDraft { return current }
    func save(current: AddressDraft) async throws -> AddressDraft { return current }
}

actor AddressFormActorLoader: AddressFormLoader {
    var calls = 0
    func loadInitial() async throws -> AddressDraft { calls += 1; return AddressDraft() }
    func autofillLocation(current: AddressDraft) async throws -> AddressDraft { calls += 1; return current }
    func save(current: AddressDraft) async throws -> AddressDraft { calls += 1; return current }
}

@MainActor final class AddressFormMainActorClassLoader: AddressFormLoader {
    var calls = 0
    func loadInitial() async throws -> AddressDraft { calls += 1; return AddressDraft() }
    func autofillLocation(current: AddressDraft) async throws -> AddressDraft { calls += 1; return current }
    func save(current: AddressDraft) async throws -> AddressDraft { calls += 1; return current }
}

struct CartStructLoader: CartLoader {
    func loadInitial() async throws -> [CartItem] { return [] }
    func refresh(current: [CartItem]) async throws -> [CartItem] { return current }
    func loadMore(after current: [CartItem]) async throws -> Page<CartItem> { return Page(items: [], hasMore: false) }
    func checkout(current: [CartItem], input: PaymentDetails) async throws -> [CartItem] { return [] }
    func clear(current: [CartItem]) async throws -> [CartItem] { return [] }
}

final class CartFinalClassLoader: CartLoader {
    let baseURL = "https://example.com"
    func loadInitial() async throws -> [CartItem] { return [] }
    func refresh(current: [CartItem]) async throws -> [CartItem] { return current }
    func loadMore(after current: [CartItem]) async throws -> Page<CartItem> { return Page(items: [], hasMore: false) }
    func checkout(current: [CartItem], input: PaymentDetails) async throws -> [CartItem] { return [] }
    func clear(current: [CartItem]) async throws -> [CartItem] { return [] }
}

actor CartActorLoader: CartLoader {
    var calls = 0
    func loadInitial() async throws -> [CartItem] { calls += 1; return [] }
    func refresh(current: [CartItem]) async throws -> [CartItem] { calls += 1; return current }
    func loadMore(after current: [CartItem]) async throws -> Page<CartItem> { calls += 1; return Page(items: [], hasMore: false) }
    func checkout(current: [CartItem], input: PaymentDetails) async throws -> [CartItem] { calls += 1; return [] }
    func clear(current: [CartItem]) async throws -> [CartItem] { calls += 1; return [] }
}

@MainActor final class CartMainActorClassLoader: CartLoader {
    var calls = 0
    func loadInitial() async throws -> [CartItem] { calls += 1; return [] }
    func refresh(current: [CartItem]) async throws -> [CartItem] { calls += 1; return current }
    func loadMore(after current: [CartItem]) async throws -> Page<CartItem> { calls += 1; return Page(items: [], hasMore: false) }
    func checkout(current: [CartItem], input: PaymentDetails) async throws -> [CartItem] { calls += 1; return [] }
    func clear(current: [CartItem]) async throws -> [CartItem] { calls += 1; return [] }
}

struct InboxStructLoader: InboxLoader {
    func loadInitial(_ input: String) async throws -> [Message] { return [] }
    func refresh(current: [Message], input: String) async throws -> [Message] { return current }
    func loadMore(after current: [Message], input: String) async throws -> Page<Message> { return Page(items: [], hasMore: false) }
    func changes() -> AsyncStream<ItemChange<Message>> { AsyncStream { $0.finish() } }
    func errorCause(for error: any Error) -> InboxErrorCause { return .other }
}

final class InboxFinalClassLoader: InboxLoader {
    let baseURL = "https://example.com"
    func loadInitial(_ input: String) async throws -> [Message] { return [] }
    func refresh(current: [Message], input: String) async throws -> [Message] { return current }
    func loadMore(after current: [Message], input: String) async throws -> Page<Message> { return Page(items: [], hasMore: false) }
    func changes() -> AsyncStream<ItemChange<Message>> { AsyncStream { $0.finish() } }
    func errorCause(for error: any Error) -> InboxErrorCause { return .other }
}

actor InboxActorLoader: InboxLoader {
    var calls = 0
    func loadInitial(_ input: String) async throws -> [Message] { calls += 1; return [] }
    func refresh(current: [Message], input: String) async throws -> [Message] { calls += 1; return current }
    func loadMore(after current: [Message], input: String) async throws -> Page<Message> { calls += 1; return Page(items: [], hasMore: false) }
    nonisolated func changes() -> AsyncStream<ItemChange<Message>> { AsyncStream { $0.finish() } }
    func errorCause(for error: any Error) -> InboxErrorCause { calls += 1; return .other }
}

@MainActor final class InboxMainActorClassLoader: InboxLoader {
    var calls = 0
    func loadInitial(_ input: String) async throws -> [Message] { calls += 1; return [] }
    func refresh(current: [Message], input: String) async throws -> [Message] { calls += 1; return current }
    func loadMore(after current: [Message], input: String) async throws -> Page<Message> { calls += 1; return Page(items: [], hasMore: false) }
    func changes() -> AsyncStream<ItemChange<Message>> { AsyncStream { $0.finish() } }
    func errorCause(for error: any Error) -> InboxErrorCause { calls += 1; return .other }
}

struct DraftsStructLoader: DraftsLoader {
    func loadInitial(_ input: String) async -> [Draft] { return [] }
    func refresh(current: [Draft], input: String) async throws -> [Draft] { return current }
    func loadMore(after current: [Draft], input: String) async throws -> Page<Draft> { return Page(items: [], hasMore: false) }
    func changes() -> AsyncStream<ItemChange<Draft>> { AsyncStream { $0.finish() } }
}

final class DraftsFinalClassLoader: DraftsLoader {
    let baseURL = "https://example.com"
    func loadInitial(_ input: String) async -> [Draft] { return [] }
    func refresh(current: [Draft], input: String) async throws -> [Draft] { return current }
    func loadMore(after current: [Draft], input: String) async throws -> Page<Draft> { return Page(items: [], hasMore: false) }
    func changes() -> AsyncStream<ItemChange<Draft>> { AsyncStream { $0.finish() } }
}

actor DraftsActorLoader: DraftsLoader {
    var calls = 0
    func loadInitial(_ input: String) async -> [Draft] { calls += 1; return [] }
    func refresh(current: [Draft], input: String) async throws -> [Draft] { calls += 1; return current }
    func loadMore(after current: [Draft], input: String) async throws -> Page<Draft> { calls += 1; return Page(items: [], hasMore: false) }
    nonisolated func changes() -> AsyncStream<ItemChange<Draft>> { AsyncStream { $0.finish() } }
}

@MainActor final class DraftsMainActorClassLoader: DraftsLoader {
    var calls = 0
    func loadInitial(_ input: String) async -> [Draft] { calls += 1; return [] }
    func refresh(current: [Draft], input: String) async throws -> [Draft] { calls += 1; return current }
    func loadMore(after current: [Draft], input: String) async throws -> Page<Draft> { calls += 1; return Page(items: [], hasMore: false) }
    func changes() -> AsyncStream<ItemChange<Draft>> { AsyncStream { $0.finish() } }
}

struct HomeTimelineStructLoader: HomeTimelineLoader {
    func loadInitial() async throws -> [Status] { return [] }
    func refresh(current: [Status]) async throws -> [Status] { return current }
    func loadMore(after current: [Status]) async throws -> Page<Status> { return Page(items: [], hasMore: false) }
    func favourite(_ item: Status) async throws -> Status { return item }
    func optimisticFavourite(_ item: Status) -> Status { var status = item; status.isFavourited = true; return status }
    func boost(_ item: Status) async throws -> Status { return item }
    func optimisticBoost(_ item: Status) -> Status { var status = item; status.isBoosted = true; return status }
    func bookmark(_ item: Status) async throws -> Status { return item }
    func delete(_ item: Status) async throws {}
    func changes() -> AsyncStream<ItemChange<Status>> { AsyncStream { $0.finish() } }
}

final class HomeTimelineFinalClassLoader: HomeTimelineLoader {
    let baseURL = "https://example.com"
    func loadInitial() async throws -> [Status] { return [] }
    func refresh(current: [Status]) async throws -> [Status] { return current }
    func loadMore(after current: [Status]) async throws -> Page<Status> { return Page(items: [], hasMore: false) }
    func favourite(_ item: Status) async throws -> Status { return item }
    func optimisticFavourite(_ item: Status) -> Status { var status = item; status.isFavourited = true; return status }
    func boost(_ item: Status) async throws -> Status { return item }
    func optimisticBoost(_ item: Status) -> Status { var status = item; status.isBoosted = true; return status }
    func bookmark(_ item: Status) async throws -> Status { return item }
    func delete(_ item: Status) async throws {}
    func changes() -> AsyncStream<ItemChange<Status>> { AsyncStream { $0.finish() } }
}

/// An actor makes the synchronous optimistic changes `nonisolated`: they only compute a value.
actor HomeTimelineActorLoader: HomeTimelineLoader {
    var calls = 0
    func loadInitial() async throws -> [Status] { calls += 1; return [] }
    func refresh(current: [Status]) async throws -> [Status] { calls += 1; return current }
    func loadMore(after current: [Status]) async throws -> Page<Status> { calls += 1; return Page(items: [], hasMore: false) }
    func favourite(_ item: Status) async throws -> Status { calls += 1; return item }
    nonisolated func optimisticFavourite(_ item: Status) -> Status { var status = item; status.isFavourited = true; return status }
    func boost(_ item: Status) async throws -> Status { calls += 1; return item }
    nonisolated func optimisticBoost(_ item: Status) -> Status { var status = item; status.isBoosted = true; return status }
    func bookmark(_ item: Status) async throws -> Status { calls += 1; return item }
    func delete(_ item: Status) async throws { calls += 1 }
    nonisolated func changes() -> AsyncStream<ItemChange<Status>> { AsyncStream { $0.finish() } }
}

@MainActor final class HomeTimelineMainActorClassLoader: HomeTimelineLoader {
    var calls = 0
    func loadInitial() async throws -> [Status] { calls += 1; return [] }
    func refresh(current: [Status]) async throws -> [Status] { calls += 1; return current }
    func loadMore(after current: [Status]) async throws -> Page<Status> { calls += 1; return Page(items: [], hasMore: false) }
    func favourite(_ item: Status) async throws -> Status { calls += 1; return item }
    func optimisticFavourite(_ item: Status) -> Status { var status = item; status.isFavourited = true; return status }
    func boost(_ item: Status) async throws -> Status { calls += 1; return item }
    func optimisticBoost(_ item: Status) -> Status { var status = item; status.isBoosted = true; return status }
    func bookmark(_ item: Status) async throws -> Status { calls += 1; return item }
    func delete(_ item: Status) async throws { calls += 1 }
    func changes() -> AsyncStream<ItemChange<Status>> { AsyncStream { $0.finish() } }
}

struct FavouriteDetailStructLoader: FavouriteDetailLoader {
    func loadInitial() async throws -> MediaItem { return MediaItem(title: "") }
    func refresh(current: MediaItem) async throws -> MediaItem { return current }
    func favourite(current: MediaItem) async throws -> MediaItem { return current }
    func optimisticFavourite(_ content: MediaItem) -> MediaItem { var item = content; item.isFavourite.toggle(); return item }
    func rate(current: MediaItem, input: Int) async throws -> MediaItem { return current }
    func optimisticRate(_ content: MediaItem, input: Int) -> MediaItem { var item = content; item.rating = input; return item }
}

final class FavouriteDetailFinalClassLoader: FavouriteDetailLoader {
    let baseURL = "https://example.com"
    func loadInitial() async throws -> MediaItem { return MediaItem(title: "") }
    func refresh(current: MediaItem) async throws -> MediaItem { return current }
    func favourite(current: MediaItem) async throws -> MediaItem { return current }
    func optimisticFavourite(_ content: MediaItem) -> MediaItem { var item = content; item.isFavourite.toggle(); return item }
    func rate(current: MediaItem, input: Int) async throws -> MediaItem { return current }
    func optimisticRate(_ content: MediaItem, input: Int) -> MediaItem { var item = content; item.rating = input; return item }
}

actor FavouriteDetailActorLoader: FavouriteDetailLoader {
    var calls = 0
    func loadInitial() async throws -> MediaItem { calls += 1; return MediaItem(title: "") }
    func refresh(current: MediaItem) async throws -> MediaItem { calls += 1; return current }
    func favourite(current: MediaItem) async throws -> MediaItem { calls += 1; return current }
    nonisolated func optimisticFavourite(_ content: MediaItem) -> MediaItem { var item = content; item.isFavourite.toggle(); return item }
    func rate(current: MediaItem, input: Int) async throws -> MediaItem { calls += 1; return current }
    nonisolated func optimisticRate(_ content: MediaItem, input: Int) -> MediaItem { var item = content; item.rating = input; return item }
}

@MainActor final class FavouriteDetailMainActorClassLoader: FavouriteDetailLoader {
    var calls = 0
    func loadInitial() async throws -> MediaItem { calls += 1; return MediaItem(title: "") }
    func refresh(current: MediaItem) async throws -> MediaItem { calls += 1; return current }
    func favourite(current: MediaItem) async throws -> MediaItem { calls += 1; return current }
    func optimisticFavourite(_ content: MediaItem) -> MediaItem { var item = content; item.isFavourite.toggle(); return item }
    func rate(current: MediaItem, input: Int) async throws -> MediaItem { calls += 1; return current }
    func optimisticRate(_ content: MediaItem, input: Int) -> MediaItem { var item = content; item.rating = input; return item }
}

@MainActor
func driveEveryShape(_ presenter: any FeedbackPresenting) async {
    for loader in [TimelineStructLoader(), TimelineFinalClassLoader(), TimelineActorLoader(), TimelineMainActorClassLoader()] as [any TimelineLoader] {
        let model = TimelineViewModel(loader: loader, feedback: presenter) { _ in }
        _ = (await model.appear(), await model.refresh(), await model.loadMoreIfNeeded(currentIndex: 0), await model.retry())
        _ = model.state == .loading
    }
    for loader in [AddressFormStructLoader(), AddressFormFinalClassLoader(), AddressFormActorLoader(), AddressFormMainActorClassLoader()] as [any AddressFormLoader] {
        let model = AddressFormViewModel(loader: loader, feedback: presenter)
        _ = (await model.appear(), await model.save(), await model.autofillLocation())
        _ = model.state == .loading
    }
    for loader in [CartStructLoader(), CartFinalClassLoader(), CartActorLoader(), CartMainActorClassLoader()] as [any CartLoader] {
        let model = CartViewModel(loader: loader, feedback: presenter) { _ in }
        _ = (await model.appear(), await model.checkout(PaymentDetails(card: "4242")), await model.clear())
        _ = model.state == .loading
    }
    for loader in [InboxStructLoader(), InboxFinalClassLoader(), InboxActorLoader(), InboxMainActorClassLoader()] as [any InboxLoader] {
        let model = InboxViewModel(loader: loader, feedback: presenter, onEvent: { _ in }, seed: [])
        _ = (await model.appear("INBOX"), await model.loadMoreIfNeeded(currentIndex: 0))
        await model.observeChanges()
        _ = model.state == .loading
    }
    for loader in [DraftsStructLoader(), DraftsFinalClassLoader(), DraftsActorLoader(), DraftsMainActorClassLoader()] as [any DraftsLoader] {
        let model = DraftsViewModel(loader: loader, feedback: presenter)
        _ = (await model.appear("Drafts"), await model.retry())
        await model.observeChanges()
        _ = model.state == .loading
    }
    for loader in [HomeTimelineStructLoader(), HomeTimelineFinalClassLoader(), HomeTimelineActorLoader(), HomeTimelineMainActorClassLoader()] as [any HomeTimelineLoader] {
        let model = HomeTimelineViewModel(loader: loader, feedback: presenter) { _ in }
        let status = Status(id: 1, text: "")
        _ = (await model.appear(), await model.favourite(status), await model.boost(status), await model.bookmark(status), await model.delete(status))
        _ = model.isPending(status, .favourite)
        await model.observeChanges()
    }
    for loader in [FavouriteDetailStructLoader(), FavouriteDetailFinalClassLoader(), FavouriteDetailActorLoader(), FavouriteDetailMainActorClassLoader()] as [any FavouriteDetailLoader] {
        let model = FavouriteDetailViewModel(loader: loader, feedback: presenter) { _ in }
        _ = (await model.appear(), await model.favourite(), await model.rate(4))
        _ = model.state == .loading
    }
}
