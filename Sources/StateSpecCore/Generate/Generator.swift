import Stencil

/// Renders every template once per screen. Templates named `X.swift.stencil` produce
/// `<Screen>X.swift`; a team's templates replace the defaults of the same name and may add more.
public struct Generator: Sendable {
    /// Template file name → template text.
    public var templates: [String: String]
    public var accessLevel: AccessLevel

    public static let templateSuffix = ".stencil"

    public init(templates: [String: String] = DefaultTemplates.all, accessLevel: AccessLevel = .internal) {
        self.templates = templates
        self.accessLevel = accessLevel
    }

    /// The defaults with `overrides` laid over them, file by file.
    public static func templates(overriding overrides: [String: String]) -> [String: String] {
        DefaultTemplates.all.merging(overrides) { $1 }
    }

    public func generate(_ specs: [ScreenSpec]) throws(GenerationError) -> [GeneratedFile] {
        let environment = Environment(loader: DictionaryLoader(templates: templates.mapValues(TemplateLayout.removingBlockLines)))
        var files: [GeneratedFile] = []
        for spec in specs.sorted(by: { ($0.name?.value ?? "") < ($1.name?.value ?? "") }) {
            let context = TemplateContext.make(for: spec, access: accessLevel)
            let screen = spec.name?.value ?? "Screen"
            for templateName in templates.keys.sorted() where templateName.hasSuffix(Self.templateSuffix) {
                let rendered: String
                do {
                    rendered = try environment.renderTemplate(name: templateName, context: context)
                } catch {
                    throw GenerationError(template: templateName, message: "the template '\(templateName)' failed to render \(spec.file): \(error)")
                }
                let output = screen + templateName.dropLast(Self.templateSuffix.count)
                files.append(GeneratedFile(path: output, contents: SwiftLayout.tidy(rendered)))
            }
        }
        return files
    }
}

/// How template text becomes output text, beyond what Stencil does.
enum TemplateLayout {
    /// A line that holds only `{% … %}` tags leaves nothing behind, not even its line break
    /// (Jinja's `trim_blocks` and `lstrip_blocks`), so templates can indent their logic freely.
    /// Tags within a line of code keep the spaces around them.
    static func removingBlockLines(_ template: String) -> String {
        var result = ""
        result.reserveCapacity(template.utf8.count)
        let lines = template.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            var trimmed = line.drop { $0 == " " || $0 == "\t" }
            while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
            let isBlockLine = trimmed.hasPrefix("{%") && trimmed.hasSuffix("%}") && !trimmed.contains("{{")
            if isBlockLine {
                result += trimmed
            } else {
                result += line
                if index < lines.count - 1 { result += "\n" }
            }
        }
        return result
    }
}

/// Evens out what templates leave behind, so that output is tidy however a template is written.
enum SwiftLayout {
    /// Strips trailing spaces, keeps at most one blank line in a row, drops blank lines right
    /// after an opening brace or before a closing one, and ends with exactly one newline.
    static func tidy(_ text: String) -> String {
        var lines: [Substring] = []
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine
            while line.last == " " || line.last == "\t" { line.removeLast() }
            let previous = lines.last
            if line.isEmpty, previous == nil || previous!.isEmpty || previous!.hasSuffix("{") { continue }
            if let previous, previous.isEmpty, line.trimmingPrefix(while: { $0 == " " }).hasPrefix("}") { lines.removeLast() }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}

private extension Substring {
    func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
        self.drop(while: predicate)
    }
}
