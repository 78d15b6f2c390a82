// A model-based interleaving test of `ScreenContent`, the runtime component every generated view
// model is a typed face over. Each sequence builds one screen with a random combination of
// features (gaps or plain refreshes, unread items, item actions, seeded stale content, an input
// that may keep the content on change, refresh and page failures as the partial state, a message
// or silence) and runs a random sequence of steps: first loads, refreshes, pages, operations,
// item actions and gap loads started in tasks of their own; loader calls answered with content
// (read when asked or when answered) or a failure; callers' tasks cancelled (loaders that heed or
// ignore it); live changes (insert, replace, remove) and edits (change, remove, add). After every
// step it checks what `ScreenContent` and the types it builds on document:
//
// - no change the user or the stream made is lost or resurrected: an item removed by a live
//   change, an edit or a confirmed delete is never shown again (ids are never reused, and the
//   server never answers with it once asked after the removal, so only a load that started
//   before it could bring it back); an item inserted is shown whenever content is; a row never
//   shows an older value than a live change or an edit gave it while it was shown;
// - an item is shown at most once;
// - optimistic changes are applied once, only while their action runs, and never reach loaders;
// - cancellation is no outcome: a caller whose task was cancelled before any loader answered
//   returns `.cancelled` (or `.skipped`), and no cancellation, nor the error a cancelled call's
//   loader throws, sets `lastError` or raises a message;
// - `lastError` only ever holds a failure a loader answered;
// - a failure keeps the content shown: after content was shown, a failed load, page, operation,
//   gap or action neither empties it nor shows the error state (an action only takes its own
//   change back), and a failure sets `lastError`;
// - `isRefreshing` and `isLoadingMore` are what `calls.running` says, and what runs has a caller
//   waiting for it;
// - no request is dropped: once every loader call is answered, every caller has its outcome and
//   nothing runs, waits or is pending;
// - the unread items are shown, and never items of older pages.
//
// A failing sequence prints its seed, features and steps. The seeds are 0..<N, fixed;
// STATESPEC_CONTENT_MODEL_SEED=<seed> runs one sequence again and STATESPEC_CONTENT_MODEL_COUNT=<n>
// runs n of them.

import StateSpecRuntime
import Testing

@MainActor
@Suite("ScreenContent under random interleavings, against a reference model")
struct ScreenContentModelTests {
    @Test func randomSequencesKeepEveryChangeAndAnswerEveryCaller() async {
        for seed in ModelSeeds.seeds(defaultCount: 1_000) {
            let run = ScreenContentRun(seed: seed)
            await run.run(steps: 10 + run.dice.below(31))
            guard let violation = run.violation else { continue }
            // The same seed again, with every step written down for the report.
            let again = ScreenContentRun(seed: seed, logging: true)
            await again.run(steps: 10 + again.dice.below(31))
            let report = again.violation == nil ? "\(violation)\n(seed \(seed) did not fail again when logging its steps)\n\(again.report)" : again.report
            Issue.record(Comment(rawValue: report))
            return
        }
    }
}
