import Foundation
import Testing
@testable import StateSpecCore

/// The context reference is made from the context's types: each key's kind from its declared
/// type, its meaning from its doc comment (`Render/Context/TemplateContext.swift`). This test
/// writes `ContextReference+Keys.swift` from them (`STATESPEC_UPDATE_GOLDEN=1`) and otherwise
/// requires the committed file to be what it would write.
@Suite struct ContextReferenceTests {
    static let source = packageRoot.appendingPathComponent("Sources/StateSpecCore/Render/Context/TemplateContext.swift")
    static let generated = packageRoot.appendingPathComponent("Sources/StateSpecCore/Render/ContextReference+Keys.swift")

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
        lines += aliases.sorted { $0.0 < $1.0 }.map { "        \(literal($0.0)): \(literal($0.1))," }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    @Test func theReferenceIsMadeFromTheContextTypes() throws {
        let expected = try Self.generatedText()
        if ProcessInfo.processInfo.environment["STATESPEC_UPDATE_GOLDEN"] != nil {
            try expected.write(to: Self.generated, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.generated, encoding: .utf8)
        #expect(committed == expected, "ContextReference+Keys.swift is stale; run STATESPEC_UPDATE_GOLDEN=1 swift test")
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
