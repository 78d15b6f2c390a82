import Stencil

/// Renders every template once per screen: `X.swift.stencil` produces `<Screen>X.swift`.
/// Templates named `App….swift.stencil` render once per run (`AppFeedbackPolicy.swift`). A
/// team's templates replace the defaults of the same name and may add more.
public struct Generator: Sendable {
    /// Template file name → template text.
    public var templates: [String: String]
    public var accessLevel: AccessLevel
    public var layout: OutputLayout

    /// How generated code is split into files.
    public enum OutputLayout: String, Sendable, CaseIterable {
        /// `<Screen><Template>.swift`: one file per screen and template, for code a team reads.
        case filePerTemplate = "per-template"
        /// `<SpecFileName>.swift`: one file per spec, named after the spec file, so that build
        /// tools know every output's name before the tool runs.
        case filePerSpec = "per-spec"
    }

    public static let templateSuffix = ".stencil"

    public init(templates: [String: String] = DefaultTemplates.all, accessLevel: AccessLevel = .internal,
                layout: OutputLayout = .filePerTemplate) {
        self.templates = templates
        self.accessLevel = accessLevel
        self.layout = layout
    }

    /// The defaults with `overrides` laid over them, file by file.
    public static func templates(overriding overrides: [String: String]) -> [String: String] {
        DefaultTemplates.all.merging(overrides) { $1 }
    }

    /// Templates whose names start with this render once per run, not once per screen.
    public static let appWidePrefix = "App"

    /// The String Catalog every run writes, with every message's text for translators.
    public static let stringCatalogName = "StateSpec.xcstrings"

    public func generate(_ specs: [ScreenSpec], policy: FeedbackPolicy = .builtIn()) throws(GenerationError) -> [GeneratedFile] {
        let environment = Environment(loader: DictionaryLoader(templates: templates.mapValues(TemplateLayout.removingBlockLines)))
        let templateNames = templates.keys.sorted().filter { $0.hasSuffix(Self.templateSuffix) }
        // Parse each template once per run, not once per screen.
        var parsed: [String: Template] = [:]
        func render(_ templateName: String, _ context: [String: Any], for subject: String) throws(GenerationError) -> String {
            do {
                let template: Template
                if let cached = parsed[templateName] {
                    template = cached
                } else {
                    template = try environment.loadTemplate(name: templateName)
                    parsed[templateName] = template
                }
                return SwiftLayout.tidy(try template.render(context))
            } catch {
                throw GenerationError(template: templateName, message: "the template '\(templateName)' failed to render \(subject): \(error)")
            }
        }
        let sortedSpecs = specs.sorted { ($0.name?.value ?? "") < ($1.name?.value ?? "") }
        var files: [GeneratedFile] = []
        /// Which file each output comes from, for diagnostics about its name.
        var origins: [String: String] = [:]
        let appContext = TemplateContext.make(for: policy, screens: sortedSpecs, access: accessLevel)
        for templateName in templateNames where templateName.hasPrefix(Self.appWidePrefix) {
            let output = String(templateName.dropLast(Self.templateSuffix.count))
            files.append(GeneratedFile(path: output, contents: try render(templateName, appContext, for: "the feedback policy")))
            origins[output] = templateName
        }
        if layout == .filePerTemplate {
            files.append(GeneratedFile(path: Self.stringCatalogName, contents: StringCatalog.make(for: sortedSpecs, policy: policy)))
        }
        for spec in sortedSpecs {
            let context = TemplateContext.make(for: spec, policy: policy, access: accessLevel)
            let screen = spec.name?.value ?? "Screen"
            var parts: [GeneratedFile] = []
            for templateName in templateNames where !templateName.hasPrefix(Self.appWidePrefix) {
                let output = screen + templateName.dropLast(Self.templateSuffix.count)
                parts.append(GeneratedFile(path: output, contents: try render(templateName, context, for: spec.file)))
            }
            switch layout {
            case .filePerTemplate:
                files += parts
            case .filePerSpec:
                parts = [GeneratedFile(path: Self.specFileBaseName(spec.file) + ".swift", contents: SwiftLayout.combining(parts.map(\.contents)))]
                files += parts
            }
            for part in parts where origins[part.path] == nil { origins[part.path] = spec.file }
        }
        try Self.checkOutputNames(files, origins: origins)
        return files.sorted { $0.path < $1.path }
    }

    /// Every file name is one plain name inside the output folder, and no two differ only by
    /// case, whatever the rules let through: two specs named alike in different folders would
    /// overwrite each other's output, and a name with `/` would leave the folder.
    static func checkOutputNames(_ files: [GeneratedFile], origins: [String: String]) throws(GenerationError) {
        var first: [String: String] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            let shown = Diagnostic.quoted(file.path)
            if let problem = OutputFileName.problem(with: file.path) {
                throw GenerationError(template: origins[file.path] ?? shown, message: "the generated file name \(shown) \(problem); rename the screen, spec file or template")
            }
            let key = OutputFileName.collisionKey(file.path)
            if let earlier = first[key] {
                let spelling = earlier == file.path ? "" : " and \(Diagnostic.quoted(earlier)), which differ only by case"
                throw GenerationError(template: origins[file.path] ?? shown, message: "more than one spec generates \(shown)\(spelling); rename a spec file or a screen")
            }
            first[key] = file.path
        }
    }

    /// `specs/Timeline.yaml` → `Timeline`: the name a per-spec output file takes.
    public static func specFileBaseName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
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

extension SwiftLayout {
    /// Joins generated files into one: the first file's header comment, each import once, at the
    /// top, then every file's declarations in order.
    static func combining(_ files: [String]) -> String {
        var header: [Substring] = []
        var imports: [Substring] = []
        var bodies: [Substring] = []
        for (index, file) in files.enumerated() {
            let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
            var position = 0
            while position < lines.count, lines[position].hasPrefix("//") || lines[position].isEmpty || lines[position].hasPrefix("import ") {
                let line = lines[position]
                if line.hasPrefix("import ") {
                    if !imports.contains(line) { imports.append(line) }
                } else if index == 0, line.hasPrefix("//") {
                    header.append(line)
                }
                position += 1
            }
            bodies += [""] + lines[position...]
        }
        return tidy((header + [""] + imports + bodies).joined(separator: "\n"))
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
