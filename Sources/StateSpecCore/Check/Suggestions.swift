/// "Did you mean …" for near misses such as `laoding` → `loading`.
enum Suggestions {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a typo.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let length = word.count
        let limit = max(1, length / 3)
        var best: (candidate: String, distance: Int)?
        // The distance is at least the difference in length: a long word is compared with nothing.
        for candidate in candidates where abs(candidate.count - length) <= limit {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `; did you mean 'loading'?`, or nothing.
    static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Damerau–Levenshtein distance (optimal string alignment): a swap of neighbours counts once.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs), b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

/// Did-you-mean for the command line: the closest of `candidates` to a mistyped name, if it is
/// close enough to be a typo.
public enum NameSuggestion {
    public static func closest(to word: String, among candidates: [String]) -> String? {
        Suggestions.closest(to: word, among: candidates)
    }
}
