import Foundation
import Testing
@testable import StateSpecCore

/// The golden specs (specs/ and Tests/GeneratedCodeTests/Specs/) take every branch of every
/// default template, so that the Swift each branch produces is compiled and driven in
/// GeneratedCodeTests. Each `{% if %}`, `{% elif %}`, `{% else %}` (written or implied: an `if`
/// without `else` has a branch where nothing renders) and `{% for %}` body gets a marker; a marker
/// missing from every rendered file is a branch no fixture takes.
@Suite struct TemplateCoverageTests {
    @Test func everyBranchOfEveryDefaultTemplateRendersForSomeGoldenSpec() throws {
        var instrumented: [String: String] = [:]
        var branches: [Branch] = []
        for (name, text) in DefaultTemplates.all {
            let (marked, found) = BranchMarker.instrument(text, template: name)
            instrumented[name] = marked
            branches += found
        }
        let linted = Compiler().lint(try goldenSpecSources())
        let files = try Generator(templates: instrumented).generate(Array(linted.context.screens), policy: linted.context.policy)
        let rendered = files.map(\.contents).joined()
        let missed = branches.filter { !rendered.contains($0.marker) }
        #expect(missed.isEmpty, """
            branches no golden spec takes; add a spec to Tests/GeneratedCodeTests/Specs/ that does:
            \(missed.map(\.description).joined(separator: "\n"))
            """)
        #expect(branches.count > 50, "the marker found too few branches to be reading the templates")
    }

    @Test func theMarkerFindsWrittenAndImpliedBranches() {
        let template = """
        {% if a %}A{% elif b %}B{% endif %}
        {% for x in xs %}{% if x %}X{% else %}Y{% endif %}{% endfor %}
        """
        let (marked, branches) = BranchMarker.instrument(template, template: "T")
        #expect(branches.map(\.description) == [
            "templates/T:1: {% if a %}", "templates/T:1: {% elif b %}", "templates/T:1: {% else %} (implied)",
            "templates/T:2: {% for x in xs %}", "templates/T:2: {% if x %}", "templates/T:2: {% else %}",
        ])
        #expect(marked.contains("{% elif b %}⟦T#2⟧B{% else %}⟦T#3⟧{% endif %}"))
    }
}

/// One branch of a template: where it is and the marker that shows it rendered.
struct Branch {
    var template: String
    var line: Int
    var tag: String
    var implied: Bool
    var marker: String

    var description: String { "templates/\(template):\(line): \(tag)\(implied ? " (implied)" : "")" }
}

enum BranchMarker {
    /// The template with a marker at the start of every branch body, and the branches.
    static func instrument(_ template: String, template name: String) -> (String, [Branch]) {
        let tag = try! Regex(#"\{%\s*(if|elif|else|endif|for|endfor)\b[^%]*%\}"#)
        var output = ""
        var branches: [Branch] = []
        // One entry per open `if`: whether it has an `else` yet.
        var openIfs: [Bool] = []
        var rest = template[...]
        func mark(_ tagText: String, line: Int, implied: Bool = false) -> String {
            let marker = "⟦\(name)#\(branches.count + 1)⟧"
            branches.append(Branch(template: name, line: line, tag: tagText, implied: implied, marker: marker))
            return marker
        }
        while let match = rest.firstMatch(of: tag) {
            output += rest[..<match.range.lowerBound]
            let line = template[..<match.range.lowerBound].filter { $0 == "\n" }.count + 1
            let text = String(match.output[0].substring!)
            let keyword = String(match.output[1].substring!)
            switch keyword {
            case "if":
                openIfs.append(false)
                output += text + mark(text, line: line)
            case "elif", "for":
                output += text + mark(text, line: line)
            case "else":
                if !openIfs.isEmpty { openIfs[openIfs.count - 1] = true }
                output += text + mark(text, line: line)
            case "endif":
                if openIfs.popLast() == false {
                    output += "{% else %}" + mark("{% else %}", line: line, implied: true)
                }
                output += text
            default:
                output += text
            }
            rest = rest[match.range.upperBound...]
        }
        output += rest
        return (output, branches)
    }
}
