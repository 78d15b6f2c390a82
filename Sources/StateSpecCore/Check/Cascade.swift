/// One root cause, one diagnostic. A misspelt or misplaced key, or a value of the wrong kind,
/// leaves a key missing where the rules look for it, and every rule that reads that key would
/// report the consequence: a missing required key, an empty state without a message, a message
/// no load raises any more. The finding that names the cause carries a `Cause`; the linter drops
/// the consequences it explains, so the person reads the cause and its fix alone.
public struct Cause: Sendable, Hashable {
    /// The mapping where a key is missing because of the cause (`states.empty`; "" for the root).
    var mapping: String
    /// The key that is missing there (`message`), or nil when the cause only hides names.
    var key: String?
    /// Keys and text written under the misplaced key: definitions and references the rules
    /// cannot see where they are (an event fired from a misspelt `stats:` block).
    var names: Set<String>
    /// Where the rules read the misplaced key as something else (a section named
    /// `item-actions`, a screen's own `feedback` beside its sections): what they report at or
    /// under that path is a consequence.
    var misread: String?
    /// Keys written after the misplaced one at their right indentation, which YAML reads under
    /// it: missing from `mapping` too.
    var swallowed: Set<String>

    init(mapping: String, key: String?, names: Set<String> = [], misread: String? = nil, swallowed: Set<String> = []) {
        self.mapping = mapping
        self.key = key
        self.names = names
        self.misread = misread
        self.swallowed = swallowed
    }

    /// Every key and text under `node`, for `names`.
    static func names(under node: SyntaxNode) -> Set<String> {
        var names: Set<String> = []
        var pending = [node]
        while let next = pending.popLast() {
            switch next.value {
            case .scalar(let text): names.insert(text)
            case .sequence(let items): pending += items
            case .mapping(let entries):
                for entry in entries {
                    names.insert(entry.key)
                    pending.append(entry.value)
                }
            }
        }
        return names
    }
}

enum Cascade {
    /// Rules whose findings are causes, never consequences.
    static let causeRules: Set<String> = ["unknown-key", "invalid-value", "invalid-swift-type", "invalid-yaml", "duplicate-key", "not-a-mapping", "anchor-in-text"]
    /// Rules that report a name nothing uses, or a state nothing reaches: consequences when the
    /// name is written under a misplaced key.
    static let unusedRules: Set<String> = ["unused-definition", "unreachable-state"]

    /// `findings` by rule, without the consequences of the causes among them.
    static func suppressConsequences(_ findings: inout [[Finding]], ruleIDs: [String], documents: [SpecDocument]) {
        var causes: [String: [Cause]] = [:]
        for ruleFindings in findings {
            for finding in ruleFindings {
                if let cause = finding.cause { causes[finding.file, default: []].append(cause) }
            }
        }
        guard !causes.isEmpty else { return }
        let roots = Dictionary(documents.map { ($0.path, $0.root) }) { first, _ in first }
        for (index, ruleID) in ruleIDs.enumerated() where !causeRules.contains(ruleID) {
            findings[index].removeAll { finding in
                guard let fileCauses = causes[finding.file] else { return false }
                return fileCauses.contains { isConsequence(finding, ruleID: ruleID, of: $0, root: roots[finding.file] ?? nil) }
            }
        }
    }

    static func isConsequence(_ finding: Finding, ruleID: String, of cause: Cause, root: SyntaxNode?) -> Bool {
        let path = finding.path
        if let misread = cause.misread, path == misread || path.hasPrefix(misread + ".") || path.hasPrefix(misread + "[") { return true }
        if let key = cause.key {
            let keyPath = cause.mapping.appendingPathComponent(key)
            if path == keyPath || path.hasPrefix(keyPath + ".") || path.hasPrefix(keyPath + "[") { return true }
            if path == cause.mapping, !cause.mapping.isEmpty || finding.message.contains("'\(key)'") {
                // "the states 'loading', 'partial' are not listed" also names a state the cause
                // does not explain: that finding stays.
                let named = quotedWords(in: finding.message).subtracting([key, cause.mapping]).subtracting(cause.swallowed)
                return named.isEmpty
            }
        }
        guard !cause.names.isEmpty else { return false }
        let last = lastComponent(of: path)
        if unusedRules.contains(ruleID), cause.names.contains(last) || last == "partial" && cause.names.contains("partial") { return true }
        if ruleID == "undefined-reference", let value = root.flatMap({ node(at: path, in: $0) })?.scalar, cause.names.contains(value) { return true }
        return false
    }

    /// The words a message quotes ('loading'), before its advice (after the first `;`).
    static func quotedWords(in message: String) -> Set<String> {
        let statement = message.prefix { $0 != ";" }
        let parts = statement.split(separator: "'", omittingEmptySubsequences: false)
        return Set(stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) })
    }

    private static func lastComponent(of path: String) -> String {
        guard let dot = path.lastIndex(of: ".") else { return path }
        return String(path[path.index(after: dot)...])
    }

    /// The node at a document path such as `loads.more.failure` or `states.ideal.actions[0].event`.
    static func node(at path: String, in root: SyntaxNode) -> SyntaxNode? {
        var node = root
        for component in path.split(separator: ".") {
            var name = Substring(component)
            var indices: [Int] = []
            while name.hasSuffix("]"), let open = name.lastIndex(of: "[") {
                guard let index = Int(name[name.index(after: open)..<name.index(before: name.endIndex)]) else { return nil }
                indices.insert(index, at: 0)
                name = name[..<open]
            }
            if !name.isEmpty {
                guard let child = node[String(name)] else { return nil }
                node = child
            }
            for index in indices {
                guard case .sequence(let items) = node.value, index < items.count else { return nil }
                node = items[index]
            }
        }
        return node
    }
}
