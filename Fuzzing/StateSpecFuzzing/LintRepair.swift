import StateSpecCore

/// Makes a random project lint clean by removing what lint refuses: for each error, the key its
/// document path names, or the nearest key above it that the tables do not require (a state is
/// waived instead). Knows no rule; a rule added tomorrow is obeyed the same way.
public enum LintRepair {
    public struct Outcome: Sendable {
        /// The project with no lint errors, or nil when repairs did not get there.
        public var project: RandomProject?
        /// Keys removed on the way.
        public var removals: Int
        /// What the removals were for: rule id and document path (names as written).
        public var reasons: [String] = []
        /// The errors of the last try, when it failed.
        public var remainingErrors: [Diagnostic]
    }

    public static func repair(_ project: RandomProject, compiler: Compiler = Compiler(), rounds: Int = 25) -> Outcome {
        var project = project
        var removals = 0
        var reasons: [String] = []
        for _ in 0..<rounds {
            let errors = compiler.lint(project.sources).diagnostics.filter { $0.severity == .error }
            if errors.isEmpty { return Outcome(project: project, removals: removals, reasons: reasons, remainingErrors: []) }
            var changed = false
            // What this round removed: an error under it was about what is gone already (an
            // item action two rules report), and must not climb to remove its parent too.
            var removedPaths: [String] = []
            for error in errors {
                let path = error.documentPath
                if removedPaths.contains(where: { path == $0 || path.hasPrefix($0 + ".") || path.hasPrefix($0 + "[") }) { continue }
                reasons.append("\(error.ruleID) \(error.documentPath)")
                if error.file == RandomProject.policyFileName, let policy = project.policy {
                    if let repaired = remove(at: error.documentPath, in: policy, schema: FeedbackSchema.policy) {
                        project.policy = repaired.document
                        changed = true
                        removals += 1
                    }
                } else if let index = project.screens.firstIndex(where: { "\($0.name).yaml" == error.file }),
                          let repaired = remove(at: error.documentPath, in: project.screens[index].document, schema: SpecSchema.screen) {
                    project.screens[index].document = repaired.document
                    removedPaths.append(repaired.removed)
                    changed = true
                    removals += 1
                }
            }
            if !changed { return Outcome(project: nil, removals: removals, reasons: reasons, remainingErrors: errors) }
        }
        return Outcome(project: nil, removals: removals, reasons: reasons, remainingErrors: compiler.lint(project.sources).diagnostics.filter { $0.severity == .error })
    }

    enum Component: Equatable {
        case key(String)
        case index(Int)
    }

    /// `states.ideal.actions[0].title` → key, key, key, index, key.
    static func components(_ path: String) -> [Component] {
        var result: [Component] = []
        for part in path.split(separator: ".") {
            var rest = Substring(part)
            if let bracket = rest.firstIndex(of: "[") {
                if bracket > rest.startIndex { result.append(.key(String(rest[..<bracket]))) }
                rest = rest[bracket...]
                while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                    if let index = Int(rest[rest.index(after: rest.startIndex)..<close]) { result.append(.index(index)) }
                    rest = rest[rest.index(after: close)...]
                }
            } else {
                result.append(.key(String(rest)))
            }
        }
        return result
    }

    /// The document without the node at `path` (or the nearest removable one above it); nil when
    /// nothing can go.
    static func remove(at path: String, in document: YAMLValue, schema: MappingShape) -> (document: YAMLValue, removed: String)? {
        var components = components(path)
        while !components.isEmpty {
            let requirement = Self.requirement(of: components, in: schema)
            if requirement == .optional, let result = removing(components[...], from: document) { return (result, Self.path(components)) }
            if requirement == .waivable {
                return replacing(components[...], in: document, with: .mapping([(SpecSchema.waiverKey, .scalar("random repair"))]))
                    .map { ($0, Self.path(components)) }
            }
            components.removeLast()
        }
        return nil
    }

    /// Key, key, index → `key.key[0]`.
    static func path(_ components: [Component]) -> String {
        var path = ""
        for component in components {
            switch component {
            case .key(let name): path += path.isEmpty ? name : ".\(name)"
            case .index(let index): path += "[\(index)]"
            }
        }
        return path
    }

    enum Requirement { case optional, required, waivable }

    /// Whether the tables require the key at `components`; names and list items never are.
    static func requirement(of components: [Component], in schema: MappingShape) -> Requirement {
        var shape: ValueShape = .mapping(schema)
        var requirement = Requirement.optional
        var path: [String] = []
        for component in components {
            switch (component, shape) {
            case (.key(let name), .mapping(let mapping)):
                guard let key = mapping.key(name) else { return .optional }
                requirement = key.requirement == .optional ? .optional : .required
                shape = key.shape
                path.append(name)
            case (.key, .namedEntries(let mapping)):
                requirement = .optional
                shape = .mapping(mapping)
            case (.key, .namedValues(let item)):
                requirement = .optional
                shape = item
            case (.index, .list(let item)):
                requirement = .optional
                shape = item
            default:
                return .optional
            }
        }
        // A screen's states, or a section's (`sections.<name>.states.empty`).
        let isState = path.count >= 2 && path[path.count - 2] == "states" && ["empty", "error", "partial"].contains(path[path.count - 1])
        if isState, path.count == 2 || path.count == 3 && path[0] == SpecSchema.sectionsKey { return .waivable }
        return requirement
    }

    private static func removing(_ components: ArraySlice<Component>, from value: YAMLValue) -> YAMLValue? {
        guard let first = components.first else { return nil }
        let rest = components.dropFirst()
        switch (first, value) {
        case (.key(let name), .mapping(var entries)):
            guard let index = entries.firstIndex(where: { $0.key == name }) else { return nil }
            if rest.isEmpty {
                entries.remove(at: index)
            } else {
                guard let child = removing(rest, from: entries[index].value) else { return nil }
                entries[index].value = child
            }
            return .mapping(entries)
        case (.index(let position), .sequence(var items)):
            guard items.indices.contains(position) else { return nil }
            if rest.isEmpty {
                items.remove(at: position)
            } else {
                guard let child = removing(rest, from: items[position]) else { return nil }
                items[position] = child
            }
            return .sequence(items)
        default:
            return nil
        }
    }

    private static func replacing(_ components: ArraySlice<Component>, in value: YAMLValue, with replacement: YAMLValue) -> YAMLValue? {
        guard let first = components.first else { return replacement }
        switch (first, value) {
        case (.key(let name), .mapping(var entries)):
            guard let index = entries.firstIndex(where: { $0.key == name }),
                  let child = replacing(components.dropFirst(), in: entries[index].value, with: replacement) else { return nil }
            entries[index].value = child
            return .mapping(entries)
        case (.index(let position), .sequence(var items)):
            guard items.indices.contains(position),
                  let child = replacing(components.dropFirst(), in: items[position], with: replacement) else { return nil }
            items[position] = child
            return .sequence(items)
        default:
            return nil
        }
    }
}
