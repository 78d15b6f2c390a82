import StateSpecVocabulary

/// One screen's (or one section's) states and every change between them its view model can
/// make, in no drawing language's terms: derived from the `ScreenPlan` the view model is
/// generated from (`ScreenDiagram(_:waived:)`), and drawn by the Mermaid, DOT and SVG renderers.
public struct ScreenDiagram: Sendable, Hashable {
    /// The view model's name: the screen's, or for a section `<Screen><Section>`.
    public var name: String
    /// The screen the diagram belongs to.
    public var screen: String
    /// The section's name as written, for a section's diagram.
    public var section: String?
    /// The spec's path, as the user named it.
    public var specPath: String
    /// The states, in the UI stack's order (each error cause a node of its own), waived ones included.
    public var nodes: [Node]
    /// Every change, in a stable order: by trigger, then as the plan lists what it runs.
    public var transitions: [Transition]

    /// The pseudo-state the screen starts in, before its first load.
    public static let startID = "start"

    public struct Node: Sendable, Hashable {
        /// A name usable in Mermaid and DOT: `loading`, `error_offline`.
        public var id: String
        public var state: StateName
        /// The error cause the node shows; nil for the error state's general cause and other states.
        public var cause: String?
        public var summary: String
        /// Why the spec waives the state; nil for a state the screen has.
        public var waivedReason: String?

        public var isWaived: Bool { waivedReason != nil }

        /// `error · offline`, `loading`.
        public var title: String { cause.map { "\(state.rawValue) · \($0)" } ?? state.rawValue }
    }

    /// What starts a change.
    public enum Trigger: String, Sendable, Hashable, CaseIterable {
        case firstLoad = "first load"
        case inputChange = "input change"
        case reappear
        case retry
        case reconnect
        case refresh
        case timedRefresh = "timed refresh"
        case page
        case gap
        case operation
        case itemAction = "item action"
        case liveUpdate = "live update"
        case signal
    }

    /// How the work the trigger starts ends, for this change.
    public enum Outcome: String, Sendable, Hashable {
        /// The work starts (the loading state shows).
        case starts
        /// Handed-in or cached content shows before the first load.
        case showsStoredContent = "shows stored content"
        case succeeds
        /// The load succeeded with nothing to show, or the change left nothing.
        case returnsNothing = "returns nothing"
        case fails
        /// No connection before the first load: the offline cause shows.
        case offline
        /// The action asks the user first (`confirm:`): its message shows, and nothing runs yet.
        case asksFirst = "asks first"
        /// The user answered the question with anything but its confirming button: nothing runs.
        case declined
    }

    public struct Transition: Sendable, Hashable {
        public var from: String
        public var to: String
        public var trigger: Trigger
        /// The operation, item action or signal, for those triggers.
        public var name: String?
        public var outcome: Outcome
        /// The feedback message the change raises, by name.
        public var message: String?
        /// The view model's methods that make the change.
        public var calls: [String]
        /// A detail worth showing: `after 0.3 s`, `every 60 s`.
        public var detail: String?

        /// `refresh fails`, `item action delete succeeds`.
        public var label: String {
            var words = [trigger.rawValue]
            if let name { words.append(name) }
            if let detail { words.append("(\(detail))") }
            words.append(outcome.rawValue)
            return words.joined(separator: " ")
        }
    }

    /// The node a state (and cause) is drawn as.
    public func node(_ id: String) -> Node? { nodes.first { $0.id == id } }

    /// Every view-model method that makes some change.
    public var calls: Set<String> { Set(transitions.flatMap(\.calls)) }

    /// Every message some change raises.
    public var messages: Set<String> { Set(transitions.compactMap(\.message)) }
}
