/// Builds the document paths nodes carry (`states.error.causes.offline`), with a cap on their
/// length. Every node stores its path, so without the cap one long key above a long list, or a
/// deep nest above a wide one, would copy the same long text into every node below it.
enum DocumentPath {
    /// Longest key text a path repeats; longer keys are cut and end in `…`.
    static let maximumKeyLength = 64
    /// Longest path a node stores; deeper paths keep their start and end in `…`.
    static let maximumLength = 256

    static func child(of parent: String, key: String) -> String {
        let component = key.utf8.count <= maximumKeyLength ? key : String(key.prefix(maximumKeyLength)) + "…"
        return capped(parent.appendingPathComponent(component))
    }

    static func child(of parent: String, index: Int) -> String {
        capped("\(parent)[\(index)]")
    }

    private static func capped(_ path: String) -> String {
        guard path.utf8.count > maximumLength else { return path }
        return String(path.prefix(maximumLength - 1)) + "…"
    }
}
