// Drives the long-running item actions of the generated DownloadsViewModel (Specs/Downloads.yaml):
// progress reported per row, one row cancelled while another completes, a failure, a removal.

import StateSpecRuntime
import Testing
import StateSpecTestSupport

@MainActor
@Suite("Per-row progress")
struct ItemProgressTests {
    let feedback = FeedbackRecorder()

    private func shown(_ loader: FakeDownloadsLoader) async throws -> DownloadsViewModel {
        await loader.initial.enqueue(.success(downloads(1...3)))
        let vm = DownloadsViewModel(loader: loader, feedback: feedback, onEvent: { _ in }, clock: TestClock())
        try #require(await vm.appear() == .succeeded)
        return vm
    }

    @Test func oneRowCancelledWhileAnotherCompletes() async throws {
        let loader = FakeDownloadsLoader()
        let vm = try await shown(loader)
        let one = Download(id: 1, title: "download 1"), two = Download(id: 2, title: "download 2")
        let first = Task { await vm.download(one) }
        let second = Task { await vm.download(two) }
        #expect(await eventually { loader.downloadFeeds.isRunning(1) && loader.downloadFeeds.isRunning(2) })
        #expect(vm.progress(of: one) == 0)

        loader.downloadFeeds.send(.progress(0.25), to: 1)
        loader.downloadFeeds.send(.progress(0.5), to: 2)
        #expect(await eventually { vm.progress(of: one) == 0.25 && vm.progress(of: two, .download) == 0.5 })
        #expect(vm.progress(of: two, .moveToLibrary) == nil)
        #expect(vm.isPending(one, .download))

        vm.cancel(.download, on: one)
        #expect(await first.value == .cancelled)
        #expect(await eventually { loader.downloadFeeds.wasTerminated(1) }, "the loader's work stops")
        #expect(vm.progress(of: one) == nil)
        #expect(!vm.isPending(one))
        #expect(vm.progress(of: two) == 0.5, "the other row goes on")

        var done = two
        done.isDone = true
        loader.downloadFeeds.send(.progress(1), to: 2)
        loader.downloadFeeds.send(.done(done), to: 2)
        #expect(await second.value == .succeeded)
        #expect(vm.state == .ideal([one, done, Download(id: 3, title: "download 3")]))
        #expect(vm.progress(of: two) == nil)
        #expect(feedback.shown.isEmpty, "a cancel raises nothing")
        #expect(feedback.haptics == [.success])
        #expect(vm.lastError == nil)
    }

    @Test func aFailedDownloadSaysSo() async throws {
        let loader = FakeDownloadsLoader()
        let vm = try await shown(loader)
        let three = Download(id: 3, title: "download 3")
        let task = Task { await vm.download(three) }
        #expect(await eventually { loader.downloadFeeds.isRunning(3) })
        loader.downloadFeeds.send(.progress(0.9), to: 3)
        loader.downloadFeeds.fail(3, with: FakeError.offline)
        #expect(await task.value == .failed)
        #expect(feedback.keys == ["Downloads.downloadFailed"])
        #expect(vm.progress(of: three) == nil)
        #expect(vm.state == .ideal(downloads(1...3)))
    }

    @Test func aRemovalWithProgressRemovesTheRowWhenDone() async throws {
        let loader = FakeDownloadsLoader()
        let vm = try await shown(loader)
        let two = Download(id: 2, title: "download 2")
        let task = Task { await vm.moveToLibrary(two) }
        #expect(await eventually { loader.moveFeeds.isRunning(2) })
        loader.moveFeeds.send(.progress(0.5), to: 2)
        #expect(await eventually { vm.progress(of: two, .moveToLibrary) == 0.5 })
        #expect(vm.state == .ideal(downloads(1...3)), "the row stays while the copy runs")
        loader.moveFeeds.send(.done(()), to: 2)
        #expect(await task.value == .succeeded)
        #expect(vm.state == .ideal([Download(id: 1, title: "download 1"), Download(id: 3, title: "download 3")]))
        #expect(feedback.keys == ["Downloads.moved"])
    }

    @Test func theCallersTaskCancelledIsACancelToo() async throws {
        let loader = FakeDownloadsLoader()
        let vm = try await shown(loader)
        let one = Download(id: 1, title: "download 1")
        let task = Task { await vm.download(one) }
        #expect(await eventually { loader.downloadFeeds.isRunning(1) })
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(await eventually { loader.downloadFeeds.wasTerminated(1) })
        #expect(feedback.shown.isEmpty)
    }
}
