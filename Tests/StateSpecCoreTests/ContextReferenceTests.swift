import Foundation
import Testing
@testable import StateSpecCore

/// The context's types (`Render/Context/TemplateContext.swift`) are the one description of what
/// a template sees. From their declarations this test writes (`STATESPEC_UPDATE_GOLDEN=1`), and
/// otherwise requires to be current, the context reference (each key's kind from its declared
/// type, its meaning from its doc comment) and each type's `templateValue`, the tree templates
/// render, which a plain conversion makes several times faster than an `Encoder` could.
@Suite struct ContextReferenceTests {
    static let source = packageRoot.appendingPathComponent("Sources/StateSpecCore/Render/Context/TemplateContext.swift")
    static let generated = packageRoot.appendingPathComponent("Sources/StateSpecCore/Render/ContextReference+Keys.swift")
    static let conversions = packageRoot.appendingPathComponent("Sources/StateSpecCore/Render/Context/TemplateContext+TemplateValue.swift")

    struct Property { var name: String; var type: String; var meaning: String }

    /// Each `public struct` of the file, with its properties in the order declared.
    static func structs(in text: String) -> [String: [Property]] {
        var structs: [String: [Property]] = [:]
        var current: String?
        var doc: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("public struct "), let name = line.dropFirst("public struct ".count).split(separator: ":").first {
                current = String(name)
                structs[current!] = []
                doc = []
            } else if line.hasPrefix("///") {
                doc.append(String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces))
            } else if line.hasPrefix("public var "), let current {
                let declaration = line.dropFirst("public var ".count).split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                structs[current]!.append(Property(name: declaration[0], type: declaration[1], meaning: doc.joined(separator: " ")))
                doc = []
            } else {
                doc = []
            }
        }
        return structs
    }

    static let kinds = ["Text": "text", "SwiftType": "Swift type", "SwiftExpression": "Swift expression", "SwiftLiteral": "Swift literal",
                        "Swift": "Swift", "Word": "word", "Name": "name", "Lines": "lines", "Flag": "flag", "Number": "number"]

    /// The rows of one root type, and the paths that take their keys from an earlier row's.
    static func rows(of root: String, in structs: [String: [Property]]) -> (keys: [(String, String, String)], aliases: [(String, String)]) {
        var keys: [(String, String, String)] = []
        var aliases: [(String, String)] = []
        var expanded: [String: String] = [:]
        func walk(_ type: String, prefix: String) {
            for property in structs[type] ?? [] {
                let path = prefix + property.name
                var type = property.type.hasSuffix("?") ? String(property.type.dropLast()) : property.type
                let isList = type.hasPrefix("[")
                if isList { type = String(type.dropFirst().dropLast()) }
                let kind = isList ? "list" : structs[type] != nil ? "object" : kinds[type] ?? type
                let inner = path + (isList ? "[]" : "")
                let first = structs[type] == nil ? nil : expanded[type]
                keys.append((path, kind, property.meaning + (first.map { " Its keys are those of `\($0)`." } ?? "")))
                guard structs[type] != nil else { continue }
                if let first {
                    aliases.append((inner, first))
                } else {
                    expanded[type] = inner
                    walk(type, prefix: inner + ".")
                }
            }
        }
        walk(root, prefix: "")
        return (keys, aliases)
    }

    static func generatedText() throws -> String {
        let structs = Self.structs(in: try String(contentsOf: source, encoding: .utf8))
        var lines = ["// Made from Render/Context/TemplateContext.swift by ContextReferenceTests: STATESPEC_UPDATE_GOLDEN=1 swift test.", "", "extension ContextReference {"]
        var aliases: [(String, String)] = []
        for (name, root, summary) in [("screen", "Screen", "The keys of a screen template's context (`State.swift.stencil` and every template not named `App…`)."),
                                      ("sectionedScreen", "SectionedScreen", "The keys of a screen template's context for a screen made of sections."),
                                      ("app", "App", "The keys of an app-wide template's context (`App….swift.stencil`).")] {
            let (keys, found) = rows(of: root, in: structs)
            aliases += found
            lines += ["    /// \(summary)", "    public static let \(name): [Key] = ["]
            lines += keys.map { "        key(\(literal($0.0)), \(literal($0.1)), \(literal($0.2)))," }
            lines += ["    ]", ""]
        }
        lines += ["    /// Paths whose keys are those of an earlier path of the same type.", "    public static let sameKeys: [String: String] = ["]
        // Roots that share a path and its type (a screen's `error`, and a sectioned screen's) list it once.
        var listed = Set<String>()
        lines += aliases.sorted { $0.0 < $1.0 }.filter { listed.insert($0.0).inserted }.map { "        \(literal($0.0)): \(literal($0.1))," }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// Each context type's `templateValue`: its properties, by name, the absent ones left out.
    static func conversionsText() throws -> String {
        let structs = Self.structs(in: try String(contentsOf: source, encoding: .utf8))
        func value(_ type: String, _ name: String) -> String {
            if type.hasPrefix("[") {
                let element = String(type.dropFirst().dropLast())
                return structs[element] != nil ? ".list(\(name).map(\\.templateValue))" : ".list(\(name).map(TemplateValue.string))"
            }
            if structs[type] != nil { return "\(name).templateValue" }
            switch type {
            case "Flag": return ".bool(\(name))"
            case "Number": return ".int(\(name))"
            case "Lines": return ".list(\(name).map(TemplateValue.string))"
            default: return ".string(\(name))"
            }
        }
        var lines = ["// Made from TemplateContext.swift by ContextReferenceTests: STATESPEC_UPDATE_GOLDEN=1 swift test.", ""]
        for name in structs.keys.sorted() {
            let properties = structs[name]!
            lines += ["extension TemplateContext.\(name) {", "    /// The context as templates see it: every property by name, those that are nil left out.",
                      "    public var templateValue: TemplateValue {", "        var fields: [String: TemplateValue] = [:]",
                      "        fields.reserveCapacity(\(properties.count))"]
            for property in properties {
                if property.type.hasSuffix("?") {
                    lines.append("        if let \(property.name) { fields[\(literal(property.name))] = \(value(String(property.type.dropLast()), property.name)) }")
                } else {
                    lines.append("        fields[\(literal(property.name))] = \(value(property.type, property.name))")
                }
            }
            lines += ["        return .object(fields)", "    }", "}", ""]
        }
        return lines.joined(separator: "\n")
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    @Test(arguments: ["reference", "conversions"])
    func theFilesMadeFromTheContextTypesAreCurrent(_ which: String) throws {
        let (expected, file) = which == "reference" ? (try Self.generatedText(), Self.generated) : (try Self.conversionsText(), Self.conversions)
        if ProcessInfo.processInfo.environment["STATESPEC_UPDATE_GOLDEN"] != nil {
            try expected.write(to: file, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: file, encoding: .utf8)
        #expect(committed == expected, "\(file.lastPathComponent) is stale; run STATESPEC_UPDATE_GOLDEN=1 swift test")
    }

    /// What templates see is what the types say: each golden spec's context, as `templateValue`
    /// makes it, is the JSON `JSONEncoder` makes of the typed context.
    @Test func theTemplateValueIsTheTypedContextEncoded() throws {
        let compiler = Compiler()
        let linted = compiler.lint(try goldenSpecSources())
        let (plans, app) = try compiler.plan(linted)
        let encoder = JSONEncoder()
        func same(_ typed: some Encodable, _ value: TemplateValue, _ name: String) throws {
            let encoded = try JSONSerialization.jsonObject(with: try encoder.encode(typed)) as? NSDictionary
            let rendered = try JSONSerialization.jsonObject(with: Data(value.json().utf8)) as? NSDictionary
            #expect(encoded != nil && encoded == rendered, "\(name)")
        }
        for plan in plans.flatMap({ [$0] + $0.sections.map(\.plan) }) {
            if plan.sections.isEmpty {
                try same(SwiftContext.screenContext(plan, access: .public), SwiftContext.screen(plan, access: .public), plan.name)
            } else {
                try same(SwiftContext.sectionedContext(plan, access: .public), SwiftContext.screen(plan, access: .public), plan.name)
            }
        }
        try same(SwiftContext.appContext(app, access: .internal), SwiftContext.app(app, access: .internal), "app")
    }

    @Test func everyKeyHasAMeaningAndAKnownKind() throws {
        for (type, properties) in Self.structs(in: try String(contentsOf: Self.source, encoding: .utf8)) {
            for property in properties {
                #expect(!property.meaning.isEmpty, "\(type).\(property.name) has no doc comment")
            }
        }
        for key in ContextReference.screen + ContextReference.sectionedScreen + ContextReference.app {
            #expect(Set(Self.kinds.values).union(["list", "object"]).contains(key.kind), "\(key.path): \(key.kind)")
        }
    }
}
