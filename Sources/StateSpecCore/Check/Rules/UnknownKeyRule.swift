struct UnknownKeyRule: StructureRule {
    static let description = RuleDescription(
        id: "unknown-key",
        summary: "Every key must be one the spec language defines; near misses get a suggestion.",
        rationale: "A misspelt key (`laoding`) is otherwise ignored, and the state it meant to describe silently goes missing.",
        passingExamples: [
            RuleExample(ExampleSpecs.profile + """
            """),
        ],
        failingExamples: [
            RuleExample("""
            screen: Profile
            content: { type: User }
            states:
              ideal: {}
              ↓laoding: { style: spinner }
              loading: { style: spinner, ↓colour: grey }
              empty: { message: No profile yet }
              error: { message: Could not load the profile, retry: Try again }
              partial: { waived: "a single record, never paged" }
            loads:
              initial: { on: appear }
            """),
            // A comma in an unquoted reason: one finding for the words it cut off.
            RuleExample(ExampleSpecs.profile.replacingOccurrences(
                of: "partial: { waived: \"a single record, never paged\" }", with: "partial: { waived: a single record, ↓never paged, ever }")),
            // The last message written two spaces short, after the others.
            RuleExample(ExampleSpecs.feed + """
            events:
              compose: { runs: loader, success: posted, failure: postFailed }
            feedback:
              postFailed: { kind: error, text: Could not post }
            ↓posted: { kind: success, text: Posted }
            """),
            // A block indented two spaces too far, under the one above it.
            RuleExample(ExampleSpecs.rows + """
            events:
              compose: {}
              ↓item-actions:
                like: { optimistic: true, failure: likeFailed }
            feedback:
              likeFailed: { kind: error, text: Could not like the post }
            """),
        ]
    )

    func check(_ node: SyntaxNode, expected shape: ValueShape, file: String) -> [Finding] {
        if case .namedEntries(let named) = shape, let entries = node.entries {
            return SchemaWalker.keysWrittenShort(entries, named).map { Self.writtenShort($0, in: node, file: file) }
        }
        guard case .mapping(let mapping) = shape, let entries = node.entries else { return [] }
        let place = node.path.isEmpty ? "this file" : "'\(node.path)'"
        var findings: [Finding] = []
        var explained: Set<String> = []
        for short in Self.sectionKeysWrittenAtTheTop(entries, mapping) {
            explained.insert(short.entry.key)
            findings.append(Self.writtenShort(short, in: node, file: file))
        }
        for group in Self.dedentedGroups(entries, mapping) {
            explained.formUnion(group.entries.map(\.key))
            findings.append(Self.dedented(group, in: node, file: file))
        }
        findings += Self.writtenTooDeep(entries, mapping, in: node, file: file)
        for entry in entries where mapping.key(entry.key) == nil && !explained.contains(entry.key) {
            // `{ waived: never paged, yes, really }`: one finding, at the first word the comma cut off.
            if let cut = Self.commaCut(before: entry, in: entries, mapping), cut.rest.first?.key != entry.key { continue }
            let advice = Self.advice(for: entry, in: node, mapping)
            var finding = Finding(file: file, location: entry.keyLocation, path: entry.value.path,
                                  message: "unknown key \(Diagnostic.quoted(entry.key)) in \(place)" + (advice?.text ?? ""))
            finding.cause = advice?.cause
            findings.append(finding)
        }
        return findings.sorted { $0.location < $1.location }
    }

    /// Entries written one level too far left: they follow a key that is left empty and holds
    /// named entries (`item-actions:`), and each is a mapping that such an entry could be.
    struct DedentedGroup {
        var owner: String
        /// True when the owner holds nothing (`item-actions:` left empty): else its own entries
        /// come before the dedented ones.
        var ownerIsEmpty: Bool
        var entries: [SyntaxEntry]
    }

    static func dedentedGroups(_ entries: [SyntaxEntry], _ mapping: MappingShape) -> [DedentedGroup] {
        var groups: [DedentedGroup] = []
        var open: (group: DedentedGroup, inner: MappingShape)?
        func close() {
            if let open, !open.group.entries.isEmpty { groups.append(open.group) }
            open = nil
        }
        for entry in entries {
            if let key = mapping.key(entry.key) {
                close()
                // Left empty, or holding entries that the dedented ones should have joined.
                if entry.value.isEmptyScalar || entry.value.entries != nil, case .namedEntries(let inner) = key.shape {
                    open = (DedentedGroup(owner: entry.key, ownerIsEmpty: entry.value.isEmptyScalar, entries: []), inner)
                }
            } else if let inner = open?.inner, let keys = entry.value.entries?.map(\.key), !keys.isEmpty, keys.allSatisfy({ inner.key($0) != nil }) {
                open?.group.entries.append(entry)
            } else {
                close()
            }
        }
        close()
        return groups
    }

    /// Keys of this mapping written one level too deep, as named entries of a block
    /// (`item-actions:` indented under `events:`): one finding each, which explains what the
    /// rules make of the misread entry (an event with a name that is no identifier, unused).
    static func writtenTooDeep(_ entries: [SyntaxEntry], _ mapping: MappingShape, in node: SyntaxNode, file: String) -> [Finding] {
        var findings: [Finding] = []
        for block in entries {
            guard case .namedEntries(let named)? = mapping.key(block.key)?.shape, let inner = block.value.entries else { continue }
            // A key of the entry above written short is that entry's, not this mapping's.
            let short = Set(SchemaWalker.keysWrittenShort(inner, named).map(\.entry.key))
            for entry in inner where !short.contains(entry.key) && SchemaWalker.keyWrittenTooDeep(entry, enclosing: mapping) != nil {
                let place = node.path.isEmpty ? "the top level of the file" : "'\(node.path)'"
                var finding = Finding(file: file, location: entry.keyLocation, path: entry.value.path,
                                      message: "'\(entry.key)' belongs one level up, in \(place), not under '\(block.key)': unindent it two spaces to line up with '\(block.key)'")
                finding.cause = Cause(mapping: node.path.appendingPathComponent(block.key), key: entry.key,
                                      names: Cause.names(under: entry.value).union([entry.key]))
                findings.append(finding)
            }
        }
        return findings
    }

    /// A section's keys written at the top level right after `sections:`, as its last section
    /// ends: keys a screen with sections has only in them (`item-actions:` four spaces short).
    static func sectionKeysWrittenAtTheTop(_ entries: [SyntaxEntry], _ mapping: MappingShape) -> [SchemaWalker.ShortKey] {
        guard case .namedEntries(let section)? = mapping.key(SpecSchema.sectionsKey)?.shape,
              let index = entries.firstIndex(where: { $0.key == SpecSchema.sectionsKey }),
              let last = entries[index].value.entries?.last else { return [] }
        var found: [SchemaWalker.ShortKey] = []
        var taken = Set(last.value.entries?.map(\.key) ?? [])
        for entry in entries[(index + 1)...] {
            guard ContentBesideSectionsRule.sectionKeys.contains(entry.key), !taken.contains(entry.key),
                  let short = SchemaWalker.keyWrittenShort(entry, after: last, section), short.rest.isEmpty else { break }
            found.append(short)
            taken.insert(entry.key)
        }
        return found
    }

    /// One finding for a key written short, after the entry it belongs in; what the rules make
    /// of it where it is (a section named `item-actions`, a screen's own item actions beside its
    /// sections, the messages only it raises unused) is a consequence.
    static func writtenShort(_ short: SchemaWalker.ShortKey, in node: SyntaxNode, file: String) -> Finding {
        let key = short.entry.key, owner = short.owner.key
        let atTop = node.path.isEmpty
        let inSections = atTop || node.path == SpecSchema.sectionsKey
        let place = inSections ? "the section '\(owner)'" : "'\(owner)'"
        var fix = "indent it \(atTop ? "four" : "two") spaces"
        // A block written on the owner's line (`{ … }`) has no column to line up with.
        if let sibling = short.owner.value.entries?.last, sibling.keyLocation.line > short.owner.keyLocation.line {
            fix += " to line up with '\(sibling.key)'"
        }
        let held = short.held.map { "'\($0.key)'" }
        if case .namedEntries = short.key.shape {
            fix += ", with " + (held.count == 1 ? held[0] : held.dropLast().joined(separator: ", ") + " and " + (held.last ?? "")) + " under it"
        }
        let message = atTop
            ? "'\(key)' belongs inside \(place) above it: a screen with sections has no \(key) of its own; \(fix)"
            : "'\(key)' belongs one level down, inside \(place) above it, not beside it: \(fix)"
        var finding = Finding(file: file, location: short.entry.keyLocation, path: short.entry.value.path, message: message)
        finding.cause = Cause(mapping: short.owner.value.path, key: key,
                              names: Cause.names(under: short.entry.value).union([key]), misread: short.entry.value.path,
                              swallowed: Set(short.rest.map(\.key)))
        return finding
    }

    /// One finding for a dedented group, at its first entry; the names written in it are where
    /// the rules cannot see them, so what they would report of those names is a consequence.
    static func dedented(_ group: DedentedGroup, in node: SyntaxNode, file: String) -> Finding {
        let names = group.entries.map { "'\($0.key)'" }
        let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        let (belong, them) = names.count == 1 ? ("belongs", "it") : ("belong", "them")
        let first = group.entries[0]
        let owner = group.ownerIsEmpty ? "(left empty above \(them))" : "with the entries above \(them)"
        var finding = Finding(file: file, location: first.keyLocation, path: first.value.path,
                              message: "\(listed) \(belong) one level down, under '\(group.owner)' \(owner): indent \(them) two spaces")
        finding.cause = Cause(mapping: node.path.appendingPathComponent(group.owner), key: nil,
                              names: group.entries.reduce(into: Set(group.entries.map(\.key))) { $0.formUnion(Cause.names(under: $1.value)) })
        return finding
    }

    /// Words that mean the same thing in different sections of a spec: a state says `message`,
    /// a feedback message `text`, a button `title`.
    static let synonyms: [String: [String]] = [
        "message": ["text"], "text": ["message", "title"], "title": ["text", "message"],
        "description": ["summary"], "desc": ["summary"], "label": ["title"], "name": ["screen"],
        "states": ["causes"], "errors": ["causes"], "cause": ["causes"], "onAppear": ["on"],
        "trigger": ["on"], "type": ["kind"], "buttons": ["actions"], "button": ["action"],
        "kind": ["style"], "count": ["placeholders"], "height": ["detents"], "heights": ["detents"],
        "size": ["detents"], "detent": ["detents"],
    ]

    struct Advice {
        var text: String
        var cause: Cause?
    }

    /// What the key most likely meant: a near miss or synonym of a key of this mapping, or a key
    /// that belongs one level down (under one of this mapping's keys) or one level up.
    static func advice(for entry: SyntaxEntry, in node: SyntaxNode, _ mapping: MappingShape) -> Advice? {
        let present = Set(node.entries?.map(\.key) ?? [])
        let names = Cause.names(under: entry.value)
        func cause(_ key: String, in path: String) -> Cause? {
            // Only a key that is missing there can have its absence explained.
            present.contains(key) && path == node.path ? nil : Cause(mapping: path, key: key, names: names)
        }
        // `{ summary: Posts, newest first }`: the comma ended the text, and the rest became keys.
        if let entries = node.entries, let cut = commaCut(before: entry, in: entries, mapping) {
            // What other rules make of the cut text (a waived state that "also describes" the
            // rest) is this comma's doing.
            let whole = ([cut.text.value.scalar ?? ""] + cut.rest.map(\.key)).joined(separator: ", ")
            return Advice(text: "; a comma inside { … } ends the text before it, and the rest reads as \(cut.rest.count == 1 ? "a key" : "keys"): quote text that holds a comma: `\(cut.text.key): \"\(whole)\"`",
                          cause: Cause(mapping: node.path, key: cut.text.key))
        }
        if let meant = Suggestions.closest(to: entry.key, among: mapping.keyNames) {
            return Advice(text: "; did you mean '\(meant)'?", cause: cause(meant, in: node.path))
        }
        if let meant = synonyms[entry.key]?.first(where: { mapping.key($0) != nil }) {
            let elsewhere = SchemaLookup.allKeyNames.contains(entry.key) ? " ('\(entry.key)' is another section's name for it)" : ""
            return Advice(text: "; did you mean '\(meant)'?\(elsewhere)", cause: cause(meant, in: node.path))
        }
        // One level down: a key of a mapping under this one.
        let below = mapping.keys.filter { key in
            guard let inner = key.shape.mappingShape else { return false }
            return inner.key(entry.key) != nil
        }.map(\.name)
        if !below.isEmpty {
            let owners = Self.list(below)
            var advice = Advice(text: "; it belongs under \(owners): indent it below \(below.count == 1 ? "'\(below[0]):'" : "the one it is for")")
            if below.count == 1 {
                advice.cause = Cause(mapping: node.path.appendingPathComponent(below[0]), key: entry.key, names: names)
                if !present.contains(below[0]) { advice.cause = Cause(mapping: node.path, key: below[0], names: names) }
            }
            return advice
        }
        // One level up: a key of the mapping that holds this one.
        if let (parentPath, parentShape, ownKey) = SchemaLookup.parent(of: node.path, shape: mapping), parentShape.key(entry.key) != nil {
            let parent = parentPath.isEmpty ? "the top level of the file" : "'\(parentPath)'"
            return Advice(text: "; it belongs one level up, in \(parent): unindent it to line up with '\(ownKey)'",
                          cause: Cause(mapping: parentPath, key: entry.key, names: names))
        }
        return nil
    }

    /// The text entry a comma cut and the words after it that read as keys, when `entry` is one
    /// of those words: keys without a value on the text's line, right after it, that are not a
    /// misspelling of a key of this mapping.
    static func commaCut(before entry: SyntaxEntry, in entries: [SyntaxEntry], _ mapping: MappingShape) -> (text: SyntaxEntry, rest: [SyntaxEntry])? {
        guard let index = entries.firstIndex(where: { $0.keyLocation == entry.keyLocation }) else { return nil }
        func isCutWord(_ candidate: SyntaxEntry) -> Bool {
            candidate.value.isEmptyScalar && mapping.key(candidate.key) == nil
                && (candidate.key.contains(" ") || Suggestions.closest(to: candidate.key, among: mapping.keyNames) == nil)
        }
        var start = index
        while start > entries.startIndex, isCutWord(entries[start]) { start -= 1 }
        let text = entries[start]
        guard start < index, let scalar = text.value.scalar, !scalar.isEmpty, text.keyLocation.line == entry.keyLocation.line else { return nil }
        var end = start + 1
        while end < entries.endIndex, isCutWord(entries[end]), entries[end].keyLocation.line == text.keyLocation.line { end += 1 }
        guard index < end else { return nil }
        return (text, Array(entries[(start + 1)..<end]))
    }

    static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
}
