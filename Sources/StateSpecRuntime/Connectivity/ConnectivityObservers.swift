/// The handlers registered with a connectivity source, called in the order they registered.
@MainActor
final class ConnectivityObservers {
    private var handlers: [(id: Int, call: @MainActor (ConnectivityStatus) -> Void)] = []
    private var lastID = 0

    func add(_ handler: @escaping @MainActor (ConnectivityStatus) -> Void) -> ConnectivitySubscription {
        lastID += 1
        let id = lastID
        handlers.append((id, handler))
        return ConnectivitySubscription { [weak self] in self?.handlers.removeAll { $0.id == id } }
    }

    func notify(_ status: ConnectivityStatus) {
        for handler in handlers { handler.call(status) }
    }
}
