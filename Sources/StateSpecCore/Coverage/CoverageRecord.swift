/// What tests showed of each screen, as the runtime's `StateCoverage` writes it: the states each
/// screen was in, the causes of its error and partial states, and the messages it raised. Read
/// from one or more reports (several test processes write one each) and merged.
public struct CoverageRecord: Sendable, Hashable {
    /// What the `format` field of a report holds.
    public static let format = "statespec-coverage"
    /// The newest report version this tool reads.
    public static let version = 1

    /// What one screen showed.
    public struct Screen: Sendable, Hashable {
        /// The states shown: `ideal`, `loading`, `empty`, `error`, `partial`.
        public var states: Set<String> = []
        /// The causes shown, by state (`error`, `partial`): cases of the generated cause enum.
        public var causes: [String: Set<String>] = [:]
        /// The messages raised, by their names in the spec.
        public var messages: Set<String> = []

        /// A screen's record.
        public init(states: Set<String> = [], causes: [String: Set<String>] = [:], messages: Set<String> = []) {
            self.states = states
            self.causes = causes
            self.messages = messages
        }

        func merged(with other: Screen) -> Screen {
            Screen(states: states.union(other.states),
                   causes: causes.merging(other.causes) { $0.union($1) },
                   messages: messages.union(other.messages))
        }
    }

    /// Each screen's record, by the name the runtime gives it (`Timeline`, `MediaHomeHeadlines`).
    public var screens: [String: Screen]
    /// For each screen, the first report that names it: where a screen no spec declares is reported.
    public var reportNaming: [String: String]

    /// A record of `screens`; `reportNaming` says which report named each.
    public init(screens: [String: Screen] = [:], reportNaming: [String: String] = [:]) {
        self.screens = screens
        self.reportNaming = reportNaming
    }

    /// What either record holds.
    public func merged(with other: CoverageRecord) -> CoverageRecord {
        CoverageRecord(screens: screens.merging(other.screens) { $0.merged(with: $1) },
                       reportNaming: reportNaming.merging(other.reportNaming) { first, _ in first })
    }

    /// Why a report could not be read, said so that its reader knows what to fix.
    public struct ReadError: Error, Sendable, Hashable {
        /// The report, as its path was given.
        public var file: String
        /// What is wrong with it.
        public var message: String

        /// `path: message`, on one line.
        public var description: String { "\(PrintableLine.escaped(file)): \(PrintableLine.escaped(message))" }
    }

    /// Reads a report's text; `file` names it in errors and in diagnostics about its screens.
    public static func parse(_ text: String, file: String) -> Result<CoverageRecord, ReadError> {
        func failure(_ message: String) -> Result<CoverageRecord, ReadError> { .failure(ReadError(file: file, message: message)) }
        let document: JSONText
        do {
            document = try JSONReader.read(text)
        } catch {
            return failure("not a state coverage report: the JSON is not valid (\(error.message) at byte \(error.offset))")
        }
        guard case .object(let root) = document, root["format"] == .string(format) else {
            return failure("not a state coverage report: it has no \"format\": \"\(format)\" (the runtime's StateCoverage writes these reports)")
        }
        guard let version = wholeNumber(root["version"]) else { return failure("the report has no whole-number \"version\"") }
        guard version >= 1, version <= Self.version else {
            return failure("the report is of version \(version); this statespec reads version \(Self.version)")
        }
        guard case .object(let screenValues) = root["screens"] ?? .object([:]) else {
            return failure("\"screens\" is not an object of screens by name")
        }
        var screens: [String: Screen] = [:]
        for (name, value) in screenValues {
            guard case .object(let fields) = value else { return failure("the screen '\(name)' is not an object") }
            guard let states = strings(fields["states"]) else { return failure("\"states\" of '\(name)' is not a list of names") }
            guard let messages = strings(fields["messages"]) else { return failure("\"messages\" of '\(name)' is not a list of names") }
            guard case .object(let causeValues) = fields["causes"] ?? .object([:]) else {
                return failure("\"causes\" of '\(name)' is not an object of lists by state")
            }
            var causes: [String: Set<String>] = [:]
            for (state, list) in causeValues {
                guard let names = strings(list) else { return failure("\"causes\".\"\(state)\" of '\(name)' is not a list of names") }
                causes[state] = Set(names)
            }
            screens[name] = Screen(states: Set(states), causes: causes, messages: Set(messages))
        }
        return .success(CoverageRecord(screens: screens, reportNaming: screens.mapValues { _ in file }))
    }

    /// A whole number as JSON writes it (`1`), which the reader keeps as its text.
    private static func wholeNumber(_ value: JSONText?) -> Int? {
        switch value {
        case .int(let number): number
        case .number(let text): Int(text)
        default: nil
        }
    }

    /// A list of strings; an absent list is empty.
    private static func strings(_ value: JSONText?) -> [String]? {
        guard let value else { return [] }
        guard case .array(let items) = value else { return nil }
        var result: [String] = []
        for item in items {
            guard case .string(let text) = item else { return nil }
            result.append(text)
        }
        return result
    }
}
