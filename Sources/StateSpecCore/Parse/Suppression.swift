import Foundation

/// `# statespec:disable-next-line <rule>[, <rule>] - <reason>`: silences the named rules on the
/// line below the comment. YAML keeps no comments, so these are read from the text itself.
public struct Suppression: Sendable, Hashable {
    public static let marker = "statespec:disable-next-line"

    /// Where the comment's marker stands.
    public var location: SourceLocation
    public var ruleIDs: [String]
    /// Why the rules are silenced; nil when the comment gives none.
    public var reason: String?
    /// The line whose diagnostics it silences.
    public var targetLine: Int { location.line + 1 }

    /// Whether the marker appears anywhere in `text`: a plain byte search.
    private static func mentionsMarker(_ text: String) -> Bool {
        var text = text
        let pattern = Array(marker.utf8)
        return text.withUTF8 { bytes in
            guard bytes.count >= pattern.count else { return false }
            for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
                if (1..<pattern.count).allSatisfy({ bytes[start + $0] == pattern[$0] }) { return true }
            }
            return false
        }
    }

    /// Every suppression comment in `text`, in order.
    static func all(in text: String) -> [Suppression] {
        // Most specs have none: one search instead of a look at every line.
        guard mentionsMarker(text) else { return [] }
        var suppressions: [Suppression] = []
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard let hash = line.firstIndex(of: "#"),
                  let markerRange = line[hash...].range(of: marker) else { continue }
            let between = line[line.index(after: hash)..<markerRange.lowerBound]
            guard between.allSatisfy({ $0 == " " }) else { continue }
            let rest = line[markerRange.upperBound...]
            let parts = rest.split(separator: " - ", maxSplits: 1, omittingEmptySubsequences: false)
            let rules = (parts.first ?? "").split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            let reason = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            let column = line[..<markerRange.lowerBound].unicodeScalars.count + 1
            suppressions.append(Suppression(location: SourceLocation(line: lineNumber, column: column),
                                            ruleIDs: rules, reason: reason.isEmpty ? nil : reason))
        }
        return suppressions
    }
}
