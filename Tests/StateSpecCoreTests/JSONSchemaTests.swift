import Foundation
import Testing
@testable import StateSpecCore

/// The JSON Schemas `statespec schema` prints: committed copies in schema/, agreement with the
/// key tables, and with the linter on the example specs and every rule example.
@Suite struct JSONSchemaTests {
    static let folder = packageRoot.appendingPathComponent("schema")

    static func parsedSchema(_ document: JSONSchemaBuilder.Document) throws -> JSONValue {
        try JSONValue(foundation: JSONSerialization.jsonObject(with: Data(JSONSchemaBuilder.schema(for: document).utf8)))
    }

    // MARK: The committed files

    @Test(arguments: JSONSchemaBuilder.Document.allCases)
    func committedSchemaEqualsTheBuildersOutput(_ document: JSONSchemaBuilder.Document) throws {
        let expected = JSONSchemaBuilder.schema(for: document)
        let file = Self.folder.appendingPathComponent(document.fileName)
        if updatingGoldenFiles {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try writeIfChanged(expected, to: file)
        } else {
            let committed = try String(contentsOf: file, encoding: .utf8)
            #expect(committed == expected, "schema/\(document.fileName) is stale; run STATESPEC_UPDATE_GOLDEN=1 swift test")
        }
    }

    @Test(arguments: JSONSchemaBuilder.Document.allCases)
    func headerNamesTheDraftAnIdentifierAndATitle(_ document: JSONSchemaBuilder.Document) throws {
        let schema = try Self.parsedSchema(document)
        #expect(schema["$schema"] == .string("http://json-schema.org/draft-07/schema#"))
        #expect(schema["$id"] == .string("https://statespec.dev/schema/\(document.fileName)"))
        #expect(schema["title"]?.string?.isEmpty == false)
        #expect(schema["$comment"]?.string?.contains("not a URL") == true)
        // The root is a mapping: an empty file is not a spec.
        #expect(schema["type"] == .string("object"))
    }

    @Test func outputIsDeterministicWithSortedKeysAndTwoSpaceIndentation() {
        let text = JSONSchemaBuilder.schema(for: .spec)
        #expect(text == JSONSchemaBuilder.schema(for: .spec))
        #expect(text.hasPrefix("{\n  \"$comment\": "))
        #expect(text.hasSuffix("\n}\n"))
        // Keys of the root in byte order.
        let rootKeys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { String($0.dropFirst(3).prefix { $0 != "\"" }) }
        #expect(rootKeys == rootKeys.sorted())
        #expect(rootKeys.contains("properties"))
    }

    // MARK: Agreement with the key tables

    @Test(arguments: JSONSchemaBuilder.Document.allCases)
    func everyKeyOfEveryMappingIsAPropertyWithItsSummary(_ document: JSONSchemaBuilder.Document) throws {
        var visited = 0
        var root: JSONValue? = nil
        func check(_ mapping: MappingShape, _ schema: JSONValue?, at path: String) {
            guard let schema else { Issue.record("no schema for the mapping at '\(path)'"); return }
            visited += 1
            let properties = schema["properties"]?.object ?? [:]
            // An earlier release's spelling is a property too, marked deprecated.
            let formerNames = mapping.keys.flatMap { $0.formerly.map(\.name) + $0.formerKeys.map(\.name) }
            #expect(properties.keys.sorted() == (mapping.keyNames + formerNames).sorted(), "properties of '\(path)'")
            for name in formerNames { #expect(properties[name]?["deprecated"] == .bool(true), "'\(path).\(name)' is deprecated") }
            #expect(schema["additionalProperties"] == .bool(false), "'\(path)' refuses unknown keys")
            let required = mapping.keys.filter { $0.requirement == .required || $0.requirement == .requiredByDedicatedRule }.map(\.name)
            // Keys a key requires only without another (the states, without `sections`) are
            // required in the root's first `anyOf` branch.
            let conditional = root?["anyOf"]?.array?.first?["properties"]?[path]?["required"]
            #expect((schema["required"] ?? conditional)?.array ?? [] == required.map(JSONValue.string), "required keys of '\(path)'")
            for key in mapping.keys {
                let keyPath = path.isEmpty ? key.name : "\(path).\(key.name)"
                guard let property = properties[key.name] else { continue }
                #expect(property["description"] == .string(key.summary), "description of '\(keyPath)'")
                checkValue(key.shape, property, at: keyPath)
            }
        }
        func checkValue(_ shape: ValueShape, _ schema: JSONValue, at path: String) {
            switch shape {
            case .mapping(let nested):
                check(nested, schema, at: path)
            case .namedEntries(let nested):
                #expect(schema["propertyNames"]?["pattern"] == .string("^[A-Za-z_][A-Za-z0-9_]*$"), "names under '\(path)'")
                check(nested, schema["additionalProperties"], at: "\(path).<name>")
            case .namedValues(let valueShape):
                guard let values = schema["additionalProperties"] else { Issue.record("no value schema under '\(path)'"); return }
                checkValue(valueShape, values, at: "\(path).<name>")
            case .list(let item):
                guard let items = schema["items"] else { Issue.record("no item schema under '\(path)'"); return }
                checkValue(item, items, at: "\(path)[]")
            case .mappings(let nested):
                // One mapping, or a list of them.
                let forms = schema["anyOf"]?.array ?? []
                check(nested, forms.first, at: path)
                check(nested, forms.dropFirst().first?["items"], at: "\(path)[]")
            case .choice(let words):
                let allowed = schema["enum"]?.array ?? []
                #expect(words.allSatisfy { allowed.contains(.string($0)) }, "every word of '\(path)'")
            case .integer(let range):
                let number = schema["anyOf"]?.array?.first { $0["type"] == .string("integer") }
                #expect(number?["minimum"] == .number(Double(range.lowerBound)) && number?["maximum"] == .number(Double(range.upperBound)), "range of '\(path)'")
            case .swiftMember:
                #expect(schema["pattern"] == .string(SwiftNames.memberPathPattern), "pattern of '\(path)'")
            case .text, .identifier, .swiftType, .seconds, .duration:
                break
            }
        }
        let schema = try Self.parsedSchema(document)
        root = schema
        check(document.keys, schema, at: "")
        // Every mapping of the table was reached, counted here without the schema.
        func mappings(in shape: ValueShape) -> Int {
            switch shape {
            case .mapping(let nested), .namedEntries(let nested): 1 + nested.keys.map { mappings(in: $0.shape) }.reduce(0, +)
            // One mapping, or a list of them: checked as both.
            case .mappings(let nested): 2 * (1 + nested.keys.map { mappings(in: $0.shape) }.reduce(0, +))
            case .list(let item), .namedValues(let item): mappings(in: item)
            default: 0
            }
        }
        #expect(visited == mappings(in: .mapping(document.keys)))
        #expect(visited >= 2)
    }

    // MARK: Agreement with the linter

    @Test(arguments: [ScalarTyping.text, .yaml])
    func everyExampleSpecValidates(_ typing: ScalarTyping) throws {
        var checked: [JSONSchemaBuilder.Document: Int] = [:]
        for source in try exampleSpecSources() {
            let root = try #require(SyntaxParser.parse(source).root, "\(source.path) parses")
            let document: JSONSchemaBuilder.Document = PolicyBuilder.isPolicy(root) ? .policy : .spec
            let errors = SchemaValidator.errors(JSONValue(root, typing: typing), against: try Self.parsedSchema(document))
            #expect(errors.isEmpty, "\(source.path) against the \(document) schema: \(errors)")
            checked[document, default: 0] += 1
        }
        #expect(checked[.spec, default: 0] >= 4)
        #expect(checked[.policy] == 1, "specs/feedback.yaml is checked against the policy schema")
    }

    /// Structural problems the linter reports, the schema must refuse; a file the linter finds
    /// nothing structural in, the schema must accept. Every rule example is such a file.
    @Test(arguments: [ScalarTyping.text, .yaml])
    func schemaAgreesWithTheLinterOnEveryRuleExample(_ typing: ScalarTyping) throws {
        // Problems a schema sees (keys, value kinds), reported by these rules.
        let structural: Set<String> = ["unknown-key", "invalid-value", "missing-key"]
        // Rules whose findings the schema may also refuse: names that are not identifiers
        // (invalid-identifier, invalid-screen-name, or a reference to such a name), missing states and loads,
        // and text an anchor left empty (anchor-in-text, which says so in place of invalid-value).
        // The rules of the key relations table report combinations the schema refuses too.
        let alsoRefusable: Set<String> = Set(["invalid-identifier", "invalid-screen-name", "undefined-reference", "missing-state", "missing-initial-load",
                                              "anchor-in-text"] + SpecSchema.allRelations.map(\.rule))
        var refused = 0, accepted = 0
        for rule in RuleRegistry.descriptions {
            for example in rule.passingExamples + rule.failingExamples {
                let sources = example.sources
                let diagnostics = Compiler().lint(sources).diagnostics
                for source in sources {
                    guard let root = SyntaxParser.parse(source).root, root.entries != nil else { continue }
                    let document: JSONSchemaBuilder.Document = PolicyBuilder.isPolicy(root) ? .policy : .spec
                    let rules = Set(diagnostics.filter { $0.file == source.path }.map(\.ruleID))
                    let errors = SchemaValidator.errors(JSONValue(root, typing: typing), against: try Self.parsedSchema(document))
                    if !rules.isDisjoint(with: structural) {
                        #expect(!errors.isEmpty, "\(rule.id): the linter reports \(rules.sorted()) but the schema accepts:\n\(String(decoding: source.bytes, as: UTF8.self))")
                        refused += 1
                    } else if rules.isDisjoint(with: alsoRefusable) {
                        #expect(errors.isEmpty, "\(rule.id): the linter reports nothing structural but the schema refuses: \(errors)\n\(String(decoding: source.bytes, as: UTF8.self))")
                        accepted += 1
                    }
                }
            }
        }
        #expect(refused >= 5)
        #expect(accepted >= 40)
    }

    @Test(arguments: [ScalarTyping.text, .yaml])
    func theValidSpecValidates(_ typing: ScalarTyping) throws {
        #expect(try Self.errors(validSpec, typing: typing).isEmpty)
    }

    @Test(arguments: [
        // (what changes, the spec, where the schema must report)
        ("an unknown key at the top", validSpec + "\ncolour: red\n", "colour"),
        ("a misspelt key in a state", validSpec.replacingOccurrences(of: "{ style: spinner }", with: "{ stile: spinner }"), "states.loading.stile"),
        ("a misspelt state", validSpec.replacingOccurrences(of: "  loading:", with: "  laoding:"), "states.laoding"),
        ("a word outside the choice", validSpec.replacingOccurrences(of: "style: spinner", with: "style: spiner"), "states.loading.style"),
        ("a number that is a word", validSpec.replacingOccurrences(of: "style: spinner", with: "placeholders: many"), "states.loading.placeholders"),
        ("a screen name with a space", validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: User Profile"), "screen"),
        ("an event name with a hyphen", validSpec + "\nevents:\n  open-profile: {}\n", "events.open-profile"),
        ("text where a mapping belongs", validSpec.replacingOccurrences(of: "content: { type: User }", with: "content: User"), "content"),
        ("a list where text belongs", validSpec.replacingOccurrences(of: "message: No profile yet", with: "message: [No, profile]"), "states.empty.message"),
        ("a missing required key", validSpec.replacingOccurrences(of: "content: { type: User }", with: "content: { item: User }"), "content"),
        ("an empty text", validSpec.replacingOccurrences(of: "message: No profile yet", with: "message:"), "states.empty.message"),
    ])
    func aStructuralMistakeFailsTheSchema(_ change: String, _ spec: String, _ place: String) throws {
        for typing in [ScalarTyping.text, .yaml] {
            let errors = try Self.errors(spec, typing: typing)
            #expect(errors.contains { $0.hasPrefix("\(place):") }, "\(change) (\(typing)): \(errors)")
        }
    }

    @Test func numbersAreAcceptedAsNumbersOrDigits() throws {
        func errors(_ line: String, _ typing: ScalarTyping) throws -> [String] {
            try Self.errors(validSpec.replacingOccurrences(of: "style: spinner", with: line), typing: typing)
        }
        // An editor sees a number and checks its range.
        #expect(try errors("placeholders: 5", .yaml).isEmpty)
        #expect(try errors("placeholders: 0", .yaml) == ["states.loading.placeholders: matches 0 of the anyOf schemas"])
        #expect(try errors("placeholders: 101", .yaml) == ["states.loading.placeholders: matches 0 of the anyOf schemas"])
        #expect(try errors("placeholders: 2.5", .yaml) == ["states.loading.placeholders: matches 0 of the anyOf schemas"])
        // Digits in quotes are text: accepted, with the range left to `statespec lint`.
        #expect(try errors("placeholders: 5", .text).isEmpty)
        #expect(try errors("placeholders: 5x", .text) == ["states.loading.placeholders: matches 0 of the anyOf schemas"])
    }

    @Test(arguments: [
        ("announce: false", true), ("duration: 2.5", true), ("duration: persistent", true),
        ("duration: soon", false), ("duration: 2 s", false), ("duration: -1", true), ("haptic: buzz", false), ("announce: maybe", false),
    ])
    func policyValuesFollowTheirShapes(_ line: String, _ valid: Bool) throws {
        let policy = "profile: material\nkinds:\n  error:\n    \(line)\n"
        for typing in [ScalarTyping.text, .yaml] {
            let errors = try Self.errors(policy, typing: typing, document: .policy)
            #expect(errors.isEmpty == valid, "\(line) (\(typing)): \(errors)")
        }
    }

    @Test func emptyMappingsAndListsAreNull() throws {
        // `ideal:` and `actions:` with nothing after them are YAML's null: empty, as the linter reads them.
        let firing = validSpec.replacingOccurrences(of: "{ message: No profile yet }", with: "{ message: No profile yet, action: { title: Create one, event: createProfile } }")
        for (ideal, events) in [("  ideal:\n    actions:", "events:\n  createProfile: {}"), ("  ideal:", "events:\n  createProfile:")] {
            let spec = firing.replacingOccurrences(of: "  ideal: {}", with: ideal) + "\n" + events + "\n"
            #expect(lint(spec).isEmpty, "\(lint(spec))")
            #expect(try Self.errors(spec, typing: .yaml).isEmpty)
        }
        // A mapping is still not text, nor a list text.
        let wrong = validSpec.replacingOccurrences(of: "  ideal: {}", with: "  ideal: { actions: shown }")
        #expect(try Self.errors(wrong, typing: .yaml) == ["states.ideal.actions: expected array or null"])
    }

    @Test func configRuleSettingsAreChecked() throws {
        let config = "inputs: [specs]\nrules:\n  unused-definition: off\noverrides:\n  - paths: [\"legacy/**\"]\n    rules: { missing-state: warning }\n"
        #expect(try Self.errors(config, typing: .yaml, document: .config).isEmpty)
        let wrong = config.replacingOccurrences(of: "unused-definition: off", with: "unused-definition: silent")
        #expect(try Self.errors(wrong, typing: .yaml, document: .config).contains { $0.hasPrefix("rules.unused-definition:") })
        let missingPaths = "overrides:\n  - rules: { missing-state: warning }\n"
        #expect(try Self.errors(missingPaths, typing: .yaml, document: .config).contains { $0.hasPrefix("overrides[0]:") })
    }

    static func errors(_ yaml: String, typing: ScalarTyping, document: JSONSchemaBuilder.Document = .spec) throws -> [String] {
        let root = try #require(SyntaxParser.parse(SpecSource(path: "test.yaml", text: yaml)).root)
        return SchemaValidator.errors(JSONValue(root, typing: typing), against: try parsedSchema(document))
    }
}

// MARK: - A small JSON Schema validator for the keywords the builder emits

/// How scalars become JSON values: as StateSpec reads them (always text), or as an editor reading
/// YAML 1.2's core schema sees plain scalars (`5` a number, `true` a boolean). Both give null for
/// `key:` with nothing after it. The syntax tree does not keep quotes, so in `.yaml` a quoted
/// `"5"` is read as a number too.
enum ScalarTyping: String, Sendable, CustomStringConvertible {
    case text, yaml
    var description: String { rawValue }
}

indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(foundation value: Any) throws {
        switch value {
        case is NSNull: self = .null
        case let text as String: self = .string(text)
        // Booleans and numbers are both NSNumber; JSON booleans are the ones of type "c".
        case let number as NSNumber: self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        case let array as [Any]: self = .array(try array.map(JSONValue.init(foundation:)))
        case let object as [String: Any]: self = .object(try object.mapValues(JSONValue.init(foundation:)))
        default: throw CocoaError(.propertyListReadCorrupt)
        }
    }

    init(_ node: SyntaxNode, typing: ScalarTyping) {
        switch node.value {
        case .mapping(let entries):
            self = .object(Dictionary(entries.map { ($0.key, JSONValue($0.value, typing: typing)) }, uniquingKeysWith: { _, last in last }))
        case .sequence(let items):
            self = .array(items.map { JSONValue($0, typing: typing) })
        case .scalar(let text):
            self = text.isEmpty ? .null : typing == .text ? .string(text) : Self.resolvingCoreSchema(text)
        }
    }

    /// YAML 1.2 core schema resolution of a plain scalar.
    static func resolvingCoreSchema(_ text: String) -> JSONValue {
        func matches(_ pattern: String) -> Bool { text.range(of: pattern, options: .regularExpression) != nil }
        if ["null", "Null", "NULL", "~"].contains(text) { return .null }
        if ["true", "True", "TRUE"].contains(text) { return .bool(true) }
        if ["false", "False", "FALSE"].contains(text) { return .bool(false) }
        if matches("^[-+]?[0-9]+$"), let number = Double(text) { return .number(number) }
        if matches("^[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?$"), let number = Double(text) { return .number(number) }
        return .string(text)
    }

    subscript(key: String) -> JSONValue? { object?[key] }
    var object: [String: JSONValue]? { if case .object(let members) = self { members } else { nil } }
    var array: [JSONValue]? { if case .array(let items) = self { items } else { nil } }
    var string: String? { if case .string(let text) = self { text } else { nil } }
}

/// Validates a value against the subset of JSON Schema the builder emits. A keyword outside
/// that subset is itself an error, so that nothing the builder writes goes unchecked here.
enum SchemaValidator {
    static let annotations: Set<String> = ["$schema", "$id", "$comment", "title", "description", "deprecated"]

    static func errors(_ value: JSONValue, against schema: JSONValue, at path: String = "") -> [String] {
        let place = path.isEmpty ? "<root>" : path
        // Boolean schemas: `true` accepts anything, `false` nothing.
        if case .bool(let acceptsAnything) = schema { return acceptsAnything ? [] : ["\(place): not allowed here"] }
        guard let keywords = schema.object else { return ["\(place): the schema is not an object"] }
        var errors: [String] = []
        func fail(_ message: String) { errors.append("\(place): \(message)") }
        for (keyword, argument) in keywords.sorted(by: { $0.key < $1.key }) {
            switch keyword {
            case _ where annotations.contains(keyword):
                break
            case "type":
                let types = argument.array?.compactMap(\.string) ?? argument.string.map { [$0] } ?? []
                if !types.contains(where: { has(value, type: $0) }) { fail("expected \(types.joined(separator: " or "))") }
            case "enum":
                if !(argument.array ?? []).contains(value) { fail("not one of the allowed values") }
            case "pattern":
                if case .string(let text) = value, let pattern = argument.string,
                   let expression = try? NSRegularExpression(pattern: pattern),
                   expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                    fail("'\(text)' does not match \(pattern)")
                }
            case "minLength":
                if case .string(let text) = value, case .number(let minimum) = argument, Double(text.count) < minimum { fail("shorter than \(Int(minimum))") }
            case "minimum":
                if case .number(let number) = value, case .number(let minimum) = argument, number < minimum { fail("below \(minimum)") }
            case "maximum":
                if case .number(let number) = value, case .number(let maximum) = argument, number > maximum { fail("above \(maximum)") }
            case "required":
                if case .object(let members) = value {
                    for name in argument.array?.compactMap(\.string) ?? [] where members[name] == nil { fail("missing '\(name)'") }
                }
            case "properties":
                if case .object(let members) = value, let properties = argument.object {
                    for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                        if let property = properties[name] { errors += Self.errors(member, against: property, at: join(path, name)) }
                    }
                }
            case "additionalProperties":
                if case .object(let members) = value {
                    let known = Set(keywords["properties"]?.object?.keys.map { $0 } ?? [])
                    for (name, member) in members.sorted(by: { $0.key < $1.key }) where !known.contains(name) {
                        errors += Self.errors(member, against: argument, at: join(path, name)).map {
                            argument == .bool(false) ? "\(join(path, name)): unknown key" : $0
                        }
                    }
                }
            case "propertyNames":
                if case .object(let members) = value {
                    for name in members.keys.sorted() {
                        for error in Self.errors(.string(name), against: argument, at: join(path, name)) { errors.append("\(error) (a name)") }
                    }
                }
            case "items":
                if case .array(let items) = value {
                    for (index, item) in items.enumerated() { errors += Self.errors(item, against: argument, at: "\(path)[\(index)]") }
                }
            case "contains":
                if case .array(let items) = value, !items.contains(where: { Self.errors($0, against: argument, at: path).isEmpty }) {
                    fail("no item matches")
                }
            case "allOf":
                for part in argument.array ?? [] { errors += Self.errors(value, against: part, at: path) }
            case "not":
                if Self.errors(value, against: argument, at: path).isEmpty { fail("matches a combination the schema refuses") }
            case "if":
                let branch = Self.errors(value, against: argument, at: path).isEmpty ? keywords["then"] : keywords["else"]
                if let branch { errors += Self.errors(value, against: branch, at: path) }
            case "then", "else":
                break
            case "anyOf", "oneOf":
                let matching = (argument.array ?? []).filter { Self.errors(value, against: $0, at: path).isEmpty }.count
                if matching == 0 || (keyword == "oneOf" && matching > 1) { fail("matches \(matching) of the \(keyword) schemas") }
            default:
                fail("the validator does not know the keyword '\(keyword)'")
            }
        }
        return errors
    }

    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("number", .number), ("array", .array), ("object", .object): true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }

    private static func join(_ path: String, _ name: String) -> String { path.isEmpty ? name : "\(path).\(name)" }
}
