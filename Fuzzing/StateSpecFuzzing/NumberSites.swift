import StateSpecCore

/// A place for each key that takes a number: a screen spec (and a policy) holding `$N` where the
/// number goes. The number tests and the fuzzer's number inputs put values there.
public struct NumberSite: Sendable, CustomStringConvertible {
    /// The key, as `everyNumericKeyHasASite` finds it in the schemas (`kinds.duration` for the
    /// policy's duration, which the schema names `duration`).
    public let key: String
    public let spec: String
    public var policy: String = ""
    public var description: String { key }

    /// The spec (and policy) with `value` written where the number goes.
    public func sources(_ value: String) -> [SpecSource] {
        var sources = [SpecSource(path: "Screen.yaml", text: spec.replacingOccurrences(of: "$N", with: value))]
        if !policy.isEmpty { sources.append(SpecSource(path: "feedback.yaml", text: policy.replacingOccurrences(of: "$N", with: value))) }
        return sources
    }

    /// The file and line the number is on.
    public var location: (file: String, line: Int) {
        for (file, text) in [("Screen.yaml", spec), ("feedback.yaml", policy)] {
            if let index = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(where: { $0.contains("$N") }) {
                return (file, index + 1)
            }
        }
        return ("", 0)
    }

    static let feed = ExampleSpecs.feed

    static let feedWithMessage = feed + """
    events:
      save: { summary: Saves., success: saved }
    feedback:
      saved: { kind: success, text: Saved, duration: $N }

    """

    static let refreshing = feed + """
      refresh: { on: pull, every: 60, on-return: { after: 300 } }

    """

    static let policy = """
    profile: apple-hig
    kinds:
      success: { colour: green, icon: checkmark.circle.fill, presentation: snackbar, duration: 4 }
    limits:
      snackbar-min-duration: 1
      snackbar-max-duration: 20
      snackbar-max-actions: 1
      alert-max-buttons: 3

    """

    public static let all: [NumberSite] = [
        NumberSite(key: "duration", spec: feedWithMessage),
        NumberSite(key: "kinds.duration", spec: feedWithMessage.replacingOccurrences(of: ", duration: $N", with: ""),
                   policy: policy.replacingOccurrences(of: "duration: 4", with: "duration: $N")),
        NumberSite(key: "snackbar-min-duration", spec: feed, policy: policy.replacingOccurrences(of: "min-duration: 1", with: "min-duration: $N")),
        NumberSite(key: "snackbar-max-duration", spec: feed, policy: policy.replacingOccurrences(of: "max-duration: 20", with: "max-duration: $N")),
        NumberSite(key: "snackbar-max-actions", spec: feed, policy: policy.replacingOccurrences(of: "max-actions: 1", with: "max-actions: $N")),
        NumberSite(key: "alert-max-buttons", spec: feed, policy: policy.replacingOccurrences(of: "max-buttons: 3", with: "max-buttons: $N")),
        NumberSite(key: "placeholders", spec: feed.replacingOccurrences(of: "placeholders: 3", with: "placeholders: $N")),
        NumberSite(key: "every", spec: refreshing.replacingOccurrences(of: "every: 60", with: "every: $N")),
        NumberSite(key: "after", spec: refreshing.replacingOccurrences(of: "after: 300", with: "after: $N")),
        NumberSite(key: "debounce", spec: feed.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: manual, input: String, debounce: $N }")),
        NumberSite(key: "throttle", spec: feed.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: appear }\n  refresh: { on: pull }\nsignals:\n  timelineChanged: { throttle: $N }")),
        NumberSite(key: "keep-inputs", spec: feed.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { input: String, keep-inputs: $N }")),
    ]

    /// Numbers that have crashed lint or generate: beyond `Int`, beyond any range, not finite.
    public static let hostileValues = ["1e19", "-1e19", "1e308", "-1e308", "\"1e19\"", "'9.3e18'", "9223372036854775807",
                                       "9223372036854775808", "-9223372036854775809", "99999999999999999999", "1e400", "nan",
                                       ".nan", ".inf", "-.inf", "inf", "0x10", "0b11", "1_000", "31536001", "4s", "1e", ".", "--1", "1.2.3"]
}
