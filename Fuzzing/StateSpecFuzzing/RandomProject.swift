import StateSpecCore

/// A generated project: the policy file (if any) and the screens' specs.
public struct RandomProject: Sendable {
    public var policy: YAMLValue?
    public var screens: [(name: String, document: YAMLValue)]

    public static let policyFileName = "feedback.yaml"

    /// The project's files, by name.
    public var files: [(name: String, text: String)] {
        (policy.map { [(Self.policyFileName, $0.rendered())] } ?? []) + screens.map { ("\($0.name).yaml", $0.document.rendered()) }
    }

    public var sources: [SpecSource] {
        files.map { SpecSource(path: $0.name, text: $0.text) }
    }

    /// The app-side types the specs name, public so that `--access-level public` code compiles.
    public static let models = """
    public struct Post: Sendable, Hashable { public var id: Int }
    public struct User: Sendable, Hashable { public var name: String }
    public protocol Named: Sendable {}
    public enum Model {
        public struct Post: Sendable, Hashable { public var id: Int }
        /// Named like the state enum's `Content`, so written with its namespace.
        public struct Content: Sendable, Hashable { public var text: String }
    }
    public struct Event: Sendable, Hashable { public var id: Int }
    public enum State: Sendable, Hashable { case open, closed }
    public struct Input: Sendable, Hashable { public var text: String }
    public struct Content: Sendable, Hashable { public var text: String }

    """

    /// The key paths present in the project's screens, names as `<name>` and list items as
    /// `[]`: which of the key tables' keys were exercised.
    public var keyPaths: Set<String> {
        var paths: Set<String> = []
        func visit(_ value: YAMLValue, _ path: String, named: Bool) {
            switch value {
            case .scalar: break
            case .sequence(let items): for item in items { visit(item, path + "[]", named: false) }
            case .mapping(let entries):
                for (key, child) in entries {
                    let component = named ? "<name>" : key
                    let childPath = path.isEmpty ? component : "\(path).\(component)"
                    paths.insert(childPath)
                    visit(child, childPath, named: RandomProject.namedPaths.contains(childPath))
                }
            }
        }
        for screen in screens { visit(screen.document, "", named: false) }
        if let policy { visit(policy, "policy", named: false) }
        return paths
    }

    /// Every key path the key tables define, in the same notation.
    public static var schemaKeyPaths: Set<String> {
        var paths: Set<String> = []
        func visit(_ shape: MappingShape, _ path: String) {
            for key in shape.keys {
                let keyPath = path.isEmpty ? key.name : "\(path).\(key.name)"
                paths.insert(keyPath)
                visitValue(key.shape, keyPath)
            }
        }
        func visitValue(_ shape: ValueShape, _ path: String) {
            switch shape {
            case .mapping(let nested): visit(nested, path)
            case .namedEntries(let nested): paths.insert(path + ".<name>"); visit(nested, path + ".<name>")
            case .namedValues: paths.insert(path + ".<name>")
            case .list(let item): visitValue(item, path + "[]")
            default: break
            }
        }
        visit(SpecSchema.screen, "")
        visit(FeedbackSchema.policy, "policy")
        return paths
    }

    /// Paths whose keys are names the spec chooses.
    static var namedPaths: Set<String> {
        Set(schemaKeyPaths.filter { $0.hasSuffix(".<name>") }.map { String($0.dropLast(".<name>".count)) })
    }
}
