import Foundation
import Stencil
import Testing
@testable import StateSpecCore

/// The compiled templates render exactly what Stencil renders.
@Suite struct TemplateEngineTests {
    static func templateValue(_ value: Any) -> TemplateValue {
        switch value {
        case let text as String: .string(text)
        case let flag as Bool: .bool(flag)
        case let number as Int: .int(number)
        case let list as [Any]: .list(list.map(templateValue))
        case let object as [String: Any]: .object(object.mapValues(templateValue))
        default: .string("\(value)")
        }
    }

    /// The default templates as the generator renders them, with Stencil and with the engine,
    /// for every golden spec: the test that `templates/` is exactly what generate writes.
    @Test func everyDefaultTemplateRendersLikeStencilForEveryGoldenSpec() throws {
        let linted = Compiler().lint(try goldenSpecSources())
        let plans = try linted.context.screens.map { try ScreenPlan.make($0, policy: linted.context.policy) }
        let app = SwiftContext.app(AppPlan(policy: linted.context.policy, screens: plans), access: .internal)
        let environment = Environment(loader: DictionaryLoader(templates: DefaultTemplates.all.mapValues(TemplateLayout.removingBlockLines)))
        for (name, text) in DefaultTemplates.all {
            let compiled = try #require(CompiledTemplate.compile(TemplateLayout.removingBlockLines(text)), "\(name) did not compile")
            let stencil = try environment.loadTemplate(name: name)
            let contexts = name.hasPrefix(Generator.appWidePrefix) ? [app] : plans.map { SwiftContext.screen($0, access: .public) }
            for context in contexts {
                let expected = try stencil.render(context.stencilContext)
                #expect(compiled.render(context) == expected, "\(name) for \(context["name"]?.rendered ?? "the app")")
            }
        }
    }

    static var context: [String: Any] {[
        "name": "Timeline", "empty": "", "zero": 0, "three": 3, "negative": -1, "yes": true, "no": false,
        "words": ["a", "b", "c"], "none": [String](), "object": ["key": "value", "flag": true], "blank": [String: Any](),
        "mode": "either", "spaced": "two words",
        "rows": [["name": "first", "summary": ["x", "y"]], ["name": "second", "summary": [String]()]],
    ]}

    static let cases = [
        "{{ name }}|{{ missing }}|{{ object.key }}|{{ object.flag }}|{{ three }}|{{ words.count }}|{{ words.first }}|{{ words.last }}",
        "{% if empty %}E{% endif %}{% if zero %}Z{% endif %}{% if three %}T{% endif %}{% if negative %}N{% endif %}",
        "{% if none %}A{% elif blank %}B{% elif object %}C{% else %}D{% endif %}",
        "{% if yes and no %}1{% elif yes or no %}2{% endif %}{% if not no %}3{% endif %}{% if not yes or no %}4{% endif %}",
        "{% if mode == \"either\" %}E{% endif %}{% if mode != \"more\" %}M{% endif %}{% if missing == \"x\" %}X{% endif %}",
        "{% if not mode == \"more\" %}NM{% endif %}{% if spaced == \"two words\" %}TW{% endif %}{% if yes and mode == 'either' %}Q{% endif %}",
        "{% for row in rows %}{{ forloop.counter }}.{{ row.name }}{% for line in row.summary %}[{{ line }}{% if not forloop.last %},{% endif %}]{% endfor %}{% if forloop.first %}F{% endif %}{% endfor %}",
        "{% for word in words %}{{ word }}{{ forloop.counter0 }}/{{ forloop.length }}{% endfor %}{% for x in none %}never{% endfor %}",
        "a { b } {x} {{ name }}{",
    ]

    @Test(arguments: cases)
    func rendersLikeStencil(_ template: String) throws {
        let compiled = try #require(CompiledTemplate.compile(template))
        let expected = try Environment().renderTemplate(string: template, context: Self.context)
        #expect(compiled.render(Self.templateValue(Self.context)) == expected)
    }

    @Test(arguments: [
        "{{ name|uppercase }}", "{% include \"x\" %}", "{# a comment #}", "{%- if yes %}x{% endif %}",
        "{% if yes %}x", "{% for a, b in object %}{% endfor %}", "{% if yes > no %}x{% endif %}",
        "{% if a in b %}x{% endif %}", "{{ name", "{% endif %}", "{% if %}x{% endif %}", "{% else %}",
        "{% for x in words where x %}{% endfor %}", "{% block b %}{% endblock %}",
    ])
    func leavesWhatItDoesNotSupportToStencil(_ template: String) {
        #expect(CompiledTemplate.compile(template) == nil)
    }
}
