// The fake loader of the Downloads screen (Specs/Downloads.yaml); its item is in Models.swift.

import StateSpecRuntime

/// Downloads with the given ids.
func downloads(_ ids: ClosedRange<Int>) -> [Download] {
    ids.map { Download(id: $0, title: "download \($0)") }
}

struct FakeDownloadsLoader: DownloadsLoader {
    let initial: Script<Void, [Download]>
    let refreshes: Script<[Download], [Download]>

    init(initial: [Reply<[Download]>] = [], refresh: [Reply<[Download]>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
    }

    func loadInitial() async throws -> [Download] { try await initial.call() }
    func refresh(current: [Download]) async throws -> [Download] { try await refreshes.call(current) }
}
