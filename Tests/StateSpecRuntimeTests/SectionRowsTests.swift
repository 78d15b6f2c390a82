import StateSpecRuntime
import Testing

/// `SectionRows` on its own: the rows an app makes for the items of a section (a row per library),
/// kept while their items are shown, and every row reached at once.
@MainActor
@Suite struct SectionRowsTests {
    /// A row: the item it was made for, and the calls it got.
    final class Row {
        let item: String
        var calls = 0
        init(_ item: String) { self.item = item }
    }

    @Test func aRowPerItemKeptWhileItsItemIsShown() {
        let rows = SectionRows<String, Row>()
        #expect(!rows.isShown && rows.rows.isEmpty)
        #expect(rows.show(["music", "films", "music"], make: Row.init) == ["music", "films"], "an item listed twice gets one row")
        let music = rows.row(for: "music")
        #expect(rows.rows.map(\.item) == ["music", "films"] && rows.isShown)
        #expect(rows.show(["photos", "music"], make: Row.init) == ["photos"], "only the new item gets a new row")
        #expect(rows.row(for: "music") === music, "the row of an item still shown stays, with what it shows")
        #expect(rows.row(for: "films") == nil, "the row of an item gone is dropped")
        #expect(rows.inputs == ["photos", "music"])
        rows.show([], make: Row.init)
        #expect(rows.isShown && rows.rows.isEmpty, "no items: the section shows no rows, and counts as none")
    }

    @Test func everyRowAtOnceWithOneOutcome() async {
        let rows = SectionRows<String, Row>()
        rows.show(["music", "films", "photos"], make: Row.init)
        var release: [CheckedContinuation<Void, Never>] = []
        let call = Task {
            await rows.each { item, row in
                row.calls += 1
                await withCheckedContinuation { release.append($0) }
                return item == "films" ? .failed : .succeeded
            }
        }
        for _ in 0..<1_000 where release.count < 3 { await Task.yield() }
        #expect(rows.rows.allSatisfy { $0.calls == 1 }, "every row's call started before any ended")
        for continuation in release { continuation.resume() }
        #expect(await call.value == .failed, "one row failing is the rows' failure")
        #expect(await rows.each { _, _ in .succeeded } == .succeeded)
        #expect(await rows.each { item, _ in item == "music" ? .succeeded : .skipped(.noContent) } == .succeeded)
        #expect(await rows.each { _, _ in .skipped(.noContent) } == .skipped(.noContent))
        #expect(await SectionRows<String, Row>().each { _, _ in .succeeded } == .skipped(.notNeeded), "no rows, nothing to do")
    }

    @Test func cancellingTheCallerCancelsEveryRow() async {
        let rows = SectionRows<String, Row>()
        rows.show(["music", "films"], make: Row.init)
        var started = 0
        let call = Task {
            await rows.each { _, _ in
                started += 1
                while !Task.isCancelled { await Task.yield() }
                return .cancelled
            }
        }
        for _ in 0..<1_000 where started < 2 { await Task.yield() }
        call.cancel()
        #expect(await call.value == .cancelled)
    }
}
