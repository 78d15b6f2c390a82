/// Where one section of a screen is, in the terms the screen's summary needs.
public enum SectionPhase: String, Sendable, Hashable, CaseIterable {
    /// Its first load runs (or, in a tab never selected, has not started).
    case loading
    /// It shows content: its ideal or partial state.
    case content
    /// Its load found nothing: its empty state.
    case empty
    /// Its first load failed: its error state.
    case failed
    /// It waits for its first input (`loads.initial.on: input`): it asks nothing and shows its
    /// prompt. It neither loads nor fails, so the screen's summary leaves it out.
    case awaitingInput

    /// The phase of a section's state, from the name of the state's kind (`ideal`, `loading`,
    /// `empty`, `error`, `partial`).
    public init(stateKind: String) {
        switch stateKind {
        case "loading": self = .loading
        case "empty": self = .empty
        case "error": self = .failed
        default: self = .content
        }
    }

    /// The phase of a section that may wait for its first input: `awaitingInput` while it does
    /// (its state then reads `loading`, though nothing loads), else its state's.
    public init(stateKind: String, isAwaitingInput: Bool) {
        self = isAwaitingInput ? .awaitingInput : SectionPhase(stateKind: stateKind)
    }
}

/// One section's phase, and whether the spec hides it in that phase.
public struct SectionStatus: Sendable, Hashable {
    /// Where the section's loading stands.
    public var phase: SectionPhase
    /// `when-empty: hide`.
    public var hidesWhenEmpty: Bool
    /// `when-failed: hide`.
    public var hidesWhenFailed: Bool
    /// `primary: true`: the section the screen cannot do without (a detail page's header). While
    /// its first load runs the screen loads, and when it fails the screen fails, whatever the
    /// other sections show.
    public var isPrimary: Bool

    /// A section's status, whether it hides when empty or failed (`when-empty: hide`,
    /// `when-failed: hide`), and whether the screen stands or falls with it (`primary: true`).
    public init(phase: SectionPhase, hidesWhenEmpty: Bool = false, hidesWhenFailed: Bool = false, isPrimary: Bool = false) {
        self.phase = phase
        self.hidesWhenEmpty = hidesWhenEmpty
        self.hidesWhenFailed = hidesWhenFailed
        self.isPrimary = isPrimary
    }

    /// True while the section leaves the screen: empty with `when-empty: hide`, or failed with
    /// `when-failed: hide`.
    public var isHidden: Bool {
        switch phase {
        case .empty: hidesWhenEmpty
        case .failed: hidesWhenFailed
        case .loading, .content, .awaitingInput: false
        }
    }
}

/// The state of a screen made of sections, summarised from theirs, for what the screen shows
/// around them (a full-screen spinner, error or empty view, the sections, or their prompts). A
/// section that waits for its first input (`awaitingInput`) neither loads nor fails: it is left
/// out, and when every section waits the screen is idle. A primary section (`isPrimary`) decides
/// first: while its first load runs the screen loads, when that load failed the screen fails, and
/// while it waits for its input the screen is idle; otherwise the rules below apply to every
/// section alike.
public enum SectionsSummary: String, Sendable, Hashable, CaseIterable {
    /// No section shows content yet, and some section's first load runs; or the primary
    /// section's first load runs.
    case loading
    /// Show the sections, each in its own state: some section shows content, or the sections
    /// settled on different outcomes (one empty, another failed and shown with its retry).
    case content
    /// No section shows content or loads, and every section shown is empty (a failed section
    /// that hides does not count).
    case empty
    /// Every section's first load failed (those waiting for their input aside), or the primary
    /// section's did.
    case error
    /// Every section waits for its first input (a search before anything is typed), or the
    /// primary section does: nothing loads; show the sections' prompts, not a spinner.
    case idle

    /// The summary of `sections`, in any order. Of several sections marked primary, the first
    /// decides (the spec allows one).
    public init(_ sections: [SectionStatus]) {
        switch sections.first(where: \.isPrimary)?.phase {
        case .failed?:
            self = .error
            return
        case .loading?:
            self = .loading
            return
        case .awaitingInput?:
            self = .idle
            return
        case .content?, .empty?, nil:
            break
        }
        // A section waiting for its input shows its prompt whatever the others do: it counts
        // for nothing, unless every section waits.
        let counted = sections.filter { $0.phase != .awaitingInput }
        if counted.isEmpty, !sections.isEmpty {
            self = .idle
            return
        }
        let phases = Set(counted.map(\.phase))
        if phases.contains(.content) {
            self = .content
        } else if phases.contains(.loading) {
            self = .loading
        } else if phases == [.failed] {
            self = .error
        } else if counted.allSatisfy({ $0.phase == .empty || $0.isHidden }) {
            self = .empty
        } else {
            self = .content
        }
    }
}
