/// Runs rules over parsed specs and turns their findings into sorted diagnostics: each rule's
/// severity as the project's settings say, minus what suppression comments silence.
public struct Linter: Sendable {
    public var rules: [any Rule] {
        didSet { kinds = RuleKinds(rules) }
    }
    public var settings: RuleSettings
    /// How many threads check documents; 1 checks them one after another.
    public var jobs: Int = Parallel.cores
    /// The rules by how they run, sorted once by their roles.
    private var kinds: RuleKinds

    public init(rules: [any Rule.Type] = RuleRegistry.all, settings: RuleSettings = RuleSettings()) {
        self.rules = rules.map { $0.init() }
        self.settings = settings
        kinds = RuleKinds(self.rules)
    }

    public func lint(_ context: LintContext) -> [Diagnostic] {
        lint(context, foundAlone: Parallel.map(context.documents, width: jobs, findingsAlone))
    }

    /// `foundAlone`: `findingsAlone(in:)` of every document of the context, in its order,
    /// found while each document still had its tree.
    public func lint(_ context: LintContext, foundAlone: [DocumentFindings]) -> [Diagnostic] {
        var findings = Array(repeating: [Finding](), count: rules.count)
        // The rules about one screen's messages need the policy, so they run once every
        // document is parsed; still document by document, on all cores.
        let policy = context.policy
        let perDocument = Parallel.map(context.documents, width: jobs) { document in
            feedbackFindings(document, policy: policy)
        }
        for documentFindings in foundAlone.map(\.byRule) + perDocument {
            for (index, found) in documentFindings { findings[index] += found }
        }
        // The rules over every document at once run beside each other; those that found
        // most of it screen by screen add the rest after.
        let acrossDocuments = kinds.acrossDocuments + kinds.screenParts.map(\.0)
        let screenParts = kinds.screenParts
        let foundAcross = Parallel.map(acrossDocuments, width: jobs) { index in
            screenParts.first { $0.0 == index }.map { $0.1.checkBeyondScreens(context) } ?? rules[index].check(context)
        }
        for (index, found) in zip(acrossDocuments, foundAcross) {
            findings[index] += found
        }
        Cascade.suppressConsequences(&findings, ruleIDs: rules.map { type(of: $0).description.id }, documents: context.documents)
        var diagnostics: [Diagnostic] = []
        for (rule, found) in zip(rules, findings) { diagnostics += self.diagnostics(rule, found) }
        var used: Set<UsedSuppression> = []
        let suppressions = Dictionary(context.documents.map { ($0.path, $0.parsed.suppressions) }) { first, _ in first }
        let mandatory = Set(rules.map { type(of: $0).description }.filter(\.isMandatory).map(\.id))
        diagnostics.removeAll { diagnostic in
            guard !mandatory.contains(diagnostic.ruleID), let suppression = suppressions[diagnostic.file]?.first(where: {
                $0.targetLine == diagnostic.location.line && $0.ruleIDs.contains(diagnostic.ruleID)
            }) else { return false }
            used.insert(UsedSuppression(file: diagnostic.file, line: suppression.location.line, ruleID: diagnostic.ruleID))
            return true
        }
        for rule in kinds.suppression {
            diagnostics += self.diagnostics(rule, rule.check(context, used: used))
        }
        return diagnostics.sorted(by: Diagnostic.reportOrder)
    }

    /// What the rules that need nothing but the document find in it: the key-table rules, which
    /// walk its tree once for all of them, and the rules about one screen's model. Run while the
    /// tree is at hand, so that no tree need outlive its document's check.
    public func findingsAlone(in document: SpecDocument) -> DocumentFindings {
        var found: [(Int, [Finding])] = []
        let structureRules = kinds.structure.map(\.1)
        let file = document.path
        var structureFindings = Array(repeating: [Finding](), count: structureRules.count)
        var relationFindings: [(rule: String, finding: Finding)] = []
        let readsRelations = document.spec != nil
        structureRules.withUnsafeBufferPointer { rules in
            SchemaWalker.walk(document) { node, shape in
                // Through the buffer: each rule is called in place, not copied out of the list
                // for every node.
                for position in rules.indices {
                    let found = rules[position].check(node, expected: shape, file: file)
                    if !found.isEmpty { structureFindings[position] += found }
                }
                if readsRelations, case .mapping(let mapping) = shape, !mapping.relations.isEmpty {
                    relationFindings += RelationCheck.violations(in: node, mapping.relations, file: file)
                }
            }
        }
        for position in structureRules.indices where !structureFindings[position].isEmpty {
            structureFindings[position] = structureRules[position].explained(structureFindings[position], in: document.parsed)
        }
        // `title: &Co` leaves the title empty: `anchor-in-text` says why, at the same place.
        let anchored = Set(document.parsed.anchorsInText.map(\.location))
        if !anchored.isEmpty {
            for index in structureFindings.indices { structureFindings[index].removeAll { anchored.contains($0.location) } }
        }
        found += zip(kinds.structure.map(\.0), structureFindings).map { ($0, $1) }
        for (rule, finding) in relationFindings {
            if let index = kinds.indexByID[rule] { found.append((index, [finding])) }
        }
        if let spec = document.spec {
            for (index, rule) in kinds.document { found.append((index, rule.checkWithSections(spec))) }
            for (index, rule) in kinds.screenParts { found.append((index, rule.checkScreen(spec))) }
        }
        return DocumentFindings(byRule: found)
    }

    /// What the feedback rules find in one screen's messages, resolved once for all of them.
    private func feedbackFindings(_ document: SpecDocument, policy: FeedbackPolicy) -> [(Int, [Finding])] {
        guard let spec = document.spec else { return [] }
        // A screen without sections, as most are, keeps its list: joining lists copies every message.
        let messages = spec.sections.isEmpty ? ResolvedMessage.all(in: spec, policy: policy)
            : spec.checkedParts.flatMap { ResolvedMessage.all(in: $0, policy: policy) }
        return kinds.feedback.compactMap { index, rule in
            guard type(of: rule).profileGroup.map(policy.enables) ?? true else { return nil }
            // Through the buffer: each message is passed in place, not copied out of the list for
            // every rule (a message is large).
            let found = messages.withUnsafeBufferPointer { messages in
                var found: [Finding] = []
                for position in messages.indices { found += rule.findings(messages[position], policy: policy) }
                return found
            }
            return (index, found)
        }
    }

    /// One diagnostic per place: a rule's findings that say the same at one position of one file
    /// under different keys are one text that a YAML alias repeats (sections sharing an anchor),
    /// so they become the first of them, naming every key the text stands for.
    static func mergingAliases(_ findings: [Finding]) -> [Finding] {
        guard findings.count > 1 else { return findings }
        struct Place: Hashable { let file: String, location: SourceLocation, message: String }
        var merged: [Finding] = []
        var paths: [[String]] = []
        var index: [Place: Int] = [:]
        for finding in findings {
            // The same words but for the key they name: the finding's path, or the mapping that holds it.
            let words = Self.namedPath(of: finding).map { finding.message.replacingOccurrences(of: $0, with: "\u{0}") } ?? finding.message
            let place = Place(file: finding.file, location: finding.location, message: words)
            if let position = index[place] {
                if !paths[position].contains(finding.path) { paths[position].append(finding.path) }
            } else {
                index[place] = merged.count
                merged.append(finding)
                paths.append([finding.path])
            }
        }
        for position in merged.indices where paths[position].count > 1 {
            let first = merged[position]
            let keys = paths[position].map { "'\($0)'" }
            var aliased = Finding(file: first.file, location: first.location, path: first.path,
                                  message: first.message + " (these lines stand for " + keys.dropLast().joined(separator: ", ") + " and " + (keys.last ?? "") + ", through a YAML alias)",
                                  notes: first.notes)
            aliased.cause = first.cause
            merged[position] = aliased
        }
        return merged
    }

    /// The finding's path, or the nearest mapping above it, as its message names it.
    static func namedPath(of finding: Finding) -> String? {
        var path = Substring(finding.path)
        while !path.isEmpty {
            if finding.message.contains(path) { return String(path) }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            path = path[..<cut]
        }
        return nil
    }

    private func diagnostics(_ rule: any Rule, _ findings: [Finding]) -> [Diagnostic] {
        let description = type(of: rule).description
        return Self.mergingAliases(findings).compactMap { finding in
            let diagnostic = Diagnostic(
                ruleID: description.id, severity: description.severity, message: finding.message,
                file: finding.file, location: finding.location, documentPath: finding.path, notes: finding.notes)
            return description.isMandatory ? diagnostic : settings.apply(to: diagnostic)
        }
    }
}

/// A linter's rules sorted by how they run, each with its index among the linter's rules.
private struct RuleKinds: Sendable {
    var structure: [(Int, any StructureRule)] = []
    var document: [(Int, any DocumentRule)] = []
    var feedback: [(Int, any FeedbackRule)] = []
    var screenParts: [(Int, any ScreenPartsRule)] = []
    /// The rules over every document at once (suppression rules aside).
    var acrossDocuments: [Int] = []
    var suppression: [any SuppressionRule] = []
    /// Each rule's index by its id, for the findings of the key relations table.
    var indexByID: [String: Int] = [:]

    init(_ rules: [any Rule]) {
        for (index, rule) in rules.enumerated() {
            indexByID[type(of: rule).description.id] = index
            switch rule.role.kind {
            case .relations: break
            case .acrossDocuments: acrossDocuments.append(index)
            case .structure(let rule): structure.append((index, rule))
            case .document(let rule): document.append((index, rule))
            case .feedback(let rule): feedback.append((index, rule))
            case .screenParts(let rule): screenParts.append((index, rule))
            case .suppression(let rule): suppression.append(rule)
            }
        }
    }
}

/// What the rules that read one document alone found in it, by the rule's index in the linter.
public struct DocumentFindings: Sendable {
    var byRule: [(Int, [Finding])]

    /// True when a finding is a root cause (see `Cascade`), whose consequences are found by
    /// reading the document's tree: the tree is kept for it.
    public var hasCause: Bool { byRule.contains { $0.1.contains { $0.cause != nil } } }
}

/// A suppression comment that silenced a diagnostic of `ruleID`.
public struct UsedSuppression: Sendable, Hashable {
    public var file: String
    /// The comment's line.
    public var line: Int
    public var ruleID: String
}

/// A rule about suppression comments, run after the others so it knows which were used.
protocol SuppressionRule: Rule {
    func check(_ context: LintContext, used: Set<UsedSuppression>) -> [Finding]
}

extension SuppressionRule {
    var role: RuleRole { RuleRole(kind: .suppression(self)) }
    public func check(_ context: LintContext) -> [Finding] { check(context, used: []) }
}
