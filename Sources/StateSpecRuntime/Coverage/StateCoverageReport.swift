import Foundation

/// What tests showed of each screen: the states it was in, the causes of its error and partial
/// states, and the messages it raised. `statespec coverage` compares it with the specs.
///
/// Written as JSON with sorted keys and sorted lists, so that the same run writes the same bytes:
///
/// ```json
/// {
///   "format" : "statespec-coverage",
///   "version" : 1,
///   "screens" : {
///     "Timeline" : {
///       "causes" : { "error" : ["offline", "other"] },
///       "messages" : ["refreshFailed"],
///       "states" : ["error", "ideal", "loading"]
///     }
///   }
/// }
/// ```
public struct StateCoverageReport: Codable, Sendable, Hashable {
    /// What the `format` field holds: tells a coverage report apart from other JSON.
    public static let formatName = "statespec-coverage"
    /// The version of the format this runtime writes.
    public static let currentVersion = 1

    /// What one screen showed.
    public struct Screen: Codable, Sendable, Hashable {
        /// The states shown (`ideal`, `loading`, `empty`, `error`, `partial`), sorted.
        public var states: [String]
        /// For the error and partial states, the causes they were shown for (`offline`, `other`), sorted.
        public var causes: [String: [String]]
        /// The messages raised, by their names in the spec (`refreshFailed`), sorted.
        public var messages: [String]

        /// A screen's record; the lists are sorted and made unique.
        public init(states: [String] = [], causes: [String: [String]] = [:], messages: [String] = []) {
            self.states = Array(Set(states)).sorted()
            self.causes = causes.mapValues { Array(Set($0)).sorted() }
            self.messages = Array(Set(messages)).sorted()
        }

        /// What either record holds.
        public func merged(with other: Screen) -> Screen {
            Screen(states: states + other.states,
                   causes: causes.merging(other.causes) { $0 + $1 },
                   messages: messages + other.messages)
        }
    }

    /// `statespec-coverage`.
    public var format: String
    /// The format's version.
    public var version: Int
    /// Each screen's record, by the screen's name (`Timeline`, a section's `MediaHomeHeadlines`).
    public var screens: [String: Screen]

    /// A report of `screens` in the current format.
    public init(screens: [String: Screen] = [:]) {
        format = Self.formatName
        version = Self.currentVersion
        self.screens = screens
    }

    /// What either report holds: several processes' reports make one.
    public func merged(with other: StateCoverageReport) -> StateCoverageReport {
        StateCoverageReport(screens: screens.merging(other.screens) { $0.merged(with: $1) })
    }

    /// The report as JSON: sorted keys, sorted lists, a line break at the end.
    public var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers and dictionaries of them cannot fail.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return data + Data("\n".utf8)
    }
}
