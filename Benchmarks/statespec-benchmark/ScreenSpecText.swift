import StateSpecFuzzing
import StateSpecTestSupport

/// The YAML of one plausible, lint-clean screen spec of about 1 KB. Screen `index` always gets
/// the same text for a seed, so a 10,000-screen corpus holds the 1,000-screen one.
struct ScreenSpecText {
    /// The kinds of screen an app is made of, in about the proportions apps have them.
    enum Shape: CaseIterable {
        case pagedList, record, search, form, dashboard

        static func pick(_ random: inout SplitMix) -> Shape {
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<7: .pagedList
            case 7..<12: .record
            case 12..<15: .search
            case 15..<19: .form
            default: .dashboard
            }
        }
    }

    let index: Int
    let topic: Topic
    let shape: Shape
    /// Changes one message's text, for the "one spec changed" measurement.
    var revision = 0
    private var random: SplitMix
    private var lines: [String] = []
    private var events: [(name: String, body: [String])] = []
    private var feedback: [(name: String, body: [String])] = []

    init(index: Int, seed: UInt64, revision: Int = 0) {
        var random = SplitMix(seed: seed &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
        self.index = index
        self.revision = revision
        self.topic = random.pick(Topic.all)
        self.shape = Shape.pick(&random)
        self.random = random
    }

    var screenName: String {
        let suffix = switch shape {
        case .pagedList: "List"
        case .record: "Detail"
        case .search: "Search"
        case .form: "Form"
        case .dashboard: "Overview"
        }
        return "\(topic.noun)\(suffix)\(index)"
    }

    /// The spec's path in the corpus: screens grouped in feature folders of 100.
    var relativePath: String { "Feature\(index / 100)/\(screenName).yaml" }

    mutating func text() -> String {
        lines = ["screen: \(screenName)"]
        switch shape {
        case .pagedList: pagedList()
        case .record: record()
        case .search: search()
        case .form: form()
        case .dashboard: dashboard()
        }
        appendEvents()
        appendFeedback()
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Shapes

    private mutating func pagedList() {
        let t = topic
        header("The user's \(t.plural), newest first, page by page.", item: t.noun, ideal: "The \(t.plural), newest first.")
        idealActions()
        lines += ["  loading:", "    style: skeleton", "    placeholders: \(Int.random(in: 3...8, using: &random))"]
        emptyState(message: "No \(t.plural) yet", action: ("Add \(t.article)", "add\(t.noun)"))
        errorState(message: "Could not load your \(t.plural)", causes: Int.random(in: 0...2, using: &random))
        lines += [
            "  partial:", "    summary: \(t.pluralCapitalised) are shown, but older ones failed to load.",
            "    message: Could not load older \(t.plural)", "    retry: Try again",
            "loads:", "  initial:", "    on: appear",
        ]
        if random.chance(0.3) { lines.append("    reappear: refresh") }
        refreshLoad()
        lines += ["  more:", "    on: end-of-list", "    failure: partial"]
        if random.chance(0.2) { lines.append("    direction: newer") }
        event("add\(t.noun)", summary: "Opens the form for a new \(t.singular).")
    }

    private mutating func record() {
        let t = topic
        header("One \(t.singular) with everything the user needs to decide what to do next.", record: t.noun, ideal: "The \(t.singular).")
        idealActions()
        lines += ["  loading:", "    style: skeleton", "    placeholders: 1"]
        emptyState(message: "This \(t.singular) was deleted", action: ("Back", "close"))
        errorState(message: "Could not load the \(t.singular)", causes: Int.random(in: 0...1, using: &random))
        lines += ["  partial:", "    waived: one record, loaded at once", "loads:", "  initial:", "    on: appear"]
        if random.chance(0.6) { refreshLoad() }
        event("close", summary: "Returns to the previous screen.")
    }

    private mutating func search() {
        let t = topic
        header("Finds \(t.plural) by the words in their text, best match first.", item: "\(t.noun)SearchResult", ideal: "The matching \(t.plural).")
        lines += ["  loading:", "    style: spinner"]
        emptyState(message: "No \(t.plural) match. Try other words.", action: ("Clear the search", "clearQuery"))
        errorState(message: "Search is not available right now", causes: Int.random(in: 0...1, using: &random))
        lines += [
            "  partial:", "    summary: Results are shown, but the next page failed to load.",
            "    message: Could not load more results", "    retry: Try again",
            "loads:", "  initial:", "    on: manual", "    input: String",
            "  more:", "    on: end-of-list", "    failure: partial",
        ]
        event("clearQuery", summary: "Empties the search field.")
    }

    private mutating func form() {
        let t = topic
        header("Edits \(t.article) before it is saved; opens blank for a new one.", record: "\(t.noun)Draft", ideal: "The form, filled in or blank.")
        lines += [
            "    actions:", "      - title: Save", "        event: save\(t.noun)",
            "  loading:", "    style: spinner",
            "  empty:", "    waived: the form always opens, blank when nothing is saved",
        ]
        errorState(message: "Could not load the \(t.singular)", causes: 0)
        lines += ["  partial:", "    waived: one record, loaded at once", "loads:", "  initial:", "    on: appear"]
        operation("save\(t.noun)", summary: "Saves the \(t.singular).", success: "saved", failure: "saveFailed",
                  input: random.chance(0.4) ? "\(t.noun)Draft" : nil)
        message("saved", kind: "success", text: "\(t.singularCapitalised) saved")
        message("saveFailed", kind: "error", text: "Could not save the \(t.singular). Check your connection and try again.")
    }

    private mutating func dashboard() {
        let t = topic
        header("A summary of the user's \(t.plural) with counts and shortcuts.", item: "\(t.noun)Summary", ideal: "The summaries, most used first.")
        idealActions()
        lines += ["  loading:", "    style: progress"]
        emptyState(message: "Nothing to summarise yet", action: ("Add \(t.article)", "add\(t.noun)"))
        errorState(message: "Could not load the overview", causes: 1)
        lines += ["  partial:", "    waived: every summary loads at once", "loads:", "  initial:", "    on: appear"]
        refreshLoad()
        manualMessages()
        event("add\(t.noun)", summary: "Opens the form for a new \(t.singular).")
    }

    // MARK: Parts

    /// The screen's summary, its content (a collection of `item`, or one `record`) and the
    /// start of the ideal state.
    private mutating func header(_ summary: String, item: String? = nil, record: String? = nil, ideal: String) {
        lines += ["summary: \(summary)", "content:"]
        if let item { lines += ["  type: \"[\(item)]\"", "  item: \(item)"] }
        if let record { lines.append("  type: \(record)") }
        lines += ["states:", "  ideal:", "    summary: \(ideal)"]
    }

    /// Up to two operations, each with its button in the ideal state and its two messages.
    private mutating func idealActions() {
        let verbs = [("archive", "archived"), ("share", "shared"), ("pin", "pinned"), ("export", "exported"), ("duplicate", "duplicated")]
        let count = Int.random(in: 0...2, using: &random)
        guard count > 0 || shape == .dashboard else { return }
        lines.append("    actions:")
        for (verb, done) in verbs.shuffled(using: &random).prefix(max(count, 1)) {
            let name = "\(verb)\(topic.noun)"
            lines += ["      - title: \(verb.capitalisedFirst)", "        event: \(name)"]
            operation(name, summary: "\(verb.capitalisedFirst)s the \(topic.singular) on screen.", success: done, failure: "\(verb)Failed", input: nil)
            message(done, kind: "success", text: "\(topic.singularCapitalised) \(done)")
            message("\(verb)Failed", kind: "error", text: "Could not \(verb) the \(topic.singular)")
        }
    }

    private mutating func emptyState(message: String, action: (title: String, event: String)?) {
        lines += ["  empty:", "    message: \(message)"]
        guard let action else { return }
        lines += ["    action:", "      title: \(action.title)", "      event: \(action.event)"]
    }

    /// The error state's message changes with `revision`, so a changed spec changes its output.
    private mutating func errorState(message: String, causes: Int) {
        let text = revision == 0 ? message : "\(message) (revision \(revision))"
        lines += ["  error:", "    message: \(text)", "    retry: Try again"]
        guard causes > 0 else { return }
        lines.append("    causes:")
        lines += ["      offline:", "        message: You are offline. Check your connection."]
        if causes > 1 {
            lines += ["      unauthorized:", "        message: Your session expired. Sign in again.",
                      "        action:", "          title: Sign in", "          event: signIn"]
            event("signIn", summary: "Opens the sign-in screen.")
        }
    }

    private mutating func refreshLoad() {
        lines += ["  refresh:", "    on: pull", "    failure: refreshFailed"]
        message("refreshFailed", kind: "error", text: "Could not refresh the \(topic.plural)")
    }

    /// Messages the app raises itself: a count with its plural, and a confirmation alert.
    private mutating func manualMessages() {
        feedback.append(("imported", [
            "    summary: Says how many \(topic.plural) arrived.", "    kind: success",
            "    text: \"{count} \(topic.plural) imported\"", "    one: \"{count} \(topic.singular) imported\"",
            "    arguments:", "      count: Int", "    presentation: inline", "    raised: manual",
        ]))
        feedback.append(("confirmReset", [
            "    kind: caution", "    text: \"Reset {name}? This cannot be undone.\"",
            "    arguments:", "      name: String", "    presentation: alert", "    duration: persistent",
            "    actions:", "      cancel:", "        title: Cancel", "        role: cancel",
            "      reset:", "        title: Reset", "        role: destructive", "    raised: manual",
        ]))
    }

    private mutating func event(_ name: String, summary: String) {
        guard !events.contains(where: { $0.name == name }) else { return }
        events.append((name, ["    summary: \(summary)"]))
    }

    private mutating func operation(_ name: String, summary: String, success: String, failure: String, input: String?) {
        var body = ["    runs: loader", "    summary: \(summary)", "    success: \(success)", "    failure: \(failure)"]
        if let input { body.append("    input: \(input)") }
        events.append((name, body))
    }

    private mutating func message(_ name: String, kind: String, text: String) {
        guard !feedback.contains(where: { $0.name == name }) else { return }
        feedback.append((name, ["    kind: \(kind)", "    text: \(text)"]))
    }

    private mutating func appendEvents() {
        guard !events.isEmpty else { return }
        lines.append("events:")
        for event in events { lines += ["  \(event.name):"] + event.body }
    }

    private mutating func appendFeedback() {
        guard !feedback.isEmpty else { return }
        lines.append("feedback:")
        for message in feedback { lines += ["  \(message.name):"] + message.body }
    }
}
