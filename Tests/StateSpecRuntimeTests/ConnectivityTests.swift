import Testing
import StateSpecRuntime

/// The connectivity seam a view model uses: offline now, online again, and flapping ignored.
@MainActor
@Suite struct ConnectivityTests {
    @Test func subscribersHearEachChangeOnceUntilTheyCancel() {
        let connectivity = ManualConnectivity(.online)
        var heard: [ConnectivityStatus] = []
        let subscription = connectivity.onChange { heard.append($0) }
        connectivity.status = .offline
        connectivity.status = .offline
        #expect(connectivity.isOffline)
        connectivity.status = .online
        subscription.cancel()
        connectivity.status = .offline
        #expect(heard == [.offline, .online])
    }

    @Test func theSharedSourceIsOneForTheAppAndNeverOfflineWithoutTheNetworkFramework() {
        #expect(SystemConnectivity.shared === SystemConnectivity.shared)
        #if !canImport(Network)
        #expect(SystemConnectivity.shared.status == .unknown, "every load is tried where nothing can tell")
        #expect(!SystemConnectivity.shared.isOffline)
        #endif
    }

    @Test func unknownIsNotOffline() {
        #expect(!ManualConnectivity(.unknown).isOffline)
    }

    @Test func changesArriveAsAStream() async {
        let connectivity = ManualConnectivity(.online)
        let changes = connectivity.statusChanges()
        connectivity.status = .offline
        connectivity.status = .online
        #expect(await first(2, of: changes) == [.offline, .online])
    }

    /// Only offline then online counts, never the first reading after unknown.
    @Test func aReconnectionIsOfflineThenOnline() {
        let connectivity = ManualConnectivity(.unknown)
        var reconnections = 0
        let subscription = connectivity.onReconnect { reconnections += 1 }
        connectivity.status = .online
        #expect(reconnections == 0)
        connectivity.status = .offline
        connectivity.status = .unknown
        #expect(reconnections == 0)
        connectivity.status = .online
        #expect(reconnections == 1)
        connectivity.status = .offline
        connectivity.status = .online
        #expect(reconnections == 2)
        subscription.cancel()
    }

    @Test func reconnectionsArriveAsAStreamForAScreenOpenedOffline() async {
        let connectivity = ManualConnectivity(.offline)
        let reconnections = connectivity.reconnections()
        connectivity.status = .online
        #expect(await first(1, of: reconnections).count == 1)
    }

    @Test func waitingForTheConnectionReturnsAtOnceUnlessOffline() async throws {
        try await ManualConnectivity(.online).waitUntilOnline()
        try await ManualConnectivity(.unknown).waitUntilOnline()
    }

    @Test func waitingForTheConnectionEndsWhenItComesBack() async throws {
        let connectivity = ManualConnectivity(.offline)
        var cameBack = false
        let waiting = Task { @MainActor in
            try await connectivity.waitUntilOnline()
            cameBack = true
        }
        for _ in 0..<5 { await Task.yield() }
        #expect(!cameBack, "still offline")
        connectivity.status = .online
        try await waiting.value
        #expect(cameBack)
    }

    @Test func waitingForTheConnectionThrowsWhenCancelled() async {
        let connectivity = ManualConnectivity(.offline)
        let waiting = Task { @MainActor in try await connectivity.waitUntilOnline() }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }

    /// A Wi-Fi to cellular handover flaps; only a status that holds for the settle time counts.
    @Test func aSettledSourceIgnoresFlapping() {
        let clock = ManualFeedbackClock()
        let device = ManualConnectivity(.online)
        let settled = SettledConnectivity(device, settle: 2, clock: clock)
        var heard: [ConnectivityStatus] = []
        let subscription = settled.onChange { heard.append($0) }
        device.status = .offline
        clock.advance(by: 1)
        device.status = .online
        clock.advance(by: 5)
        #expect(heard.isEmpty)
        #expect(settled.status == .online)

        device.status = .offline
        clock.advance(by: 1)
        device.status = .online
        clock.advance(by: 0.5)
        device.status = .offline // t = 1.5 after the first drop: the settle time starts again
        clock.advance(by: 1.9)
        #expect(!settled.isOffline)
        clock.advance(by: 0.1)
        #expect(settled.isOffline)
        #expect(heard == [.offline])
        subscription.cancel()
    }

    @Test func aSettledSourcePassesTheFirstReadingAtOnce() {
        let device = ManualConnectivity(.unknown)
        let settled = SettledConnectivity(device, settle: 2, clock: ManualFeedbackClock())
        device.status = .offline
        #expect(settled.isOffline, "a screen opened offline says so straight away")
    }

    private func first<Element>(_ count: Int, of stream: AsyncStream<Element>) async -> [Element] {
        var elements: [Element] = []
        for await element in stream {
            elements.append(element)
            if elements.count == count { break }
        }
        return elements
    }
}
