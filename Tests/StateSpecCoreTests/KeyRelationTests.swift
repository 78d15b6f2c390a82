import Testing
@testable import StateSpecCore

/// The table of key relations: each row's example is refused once by lint, under the row's rule
/// and at its marker, and refused by the published JSON schema too; every path names a key.
@Suite struct KeyRelationTests {
    static let relations = SpecSchema.allRelations.enumerated().map { RelationCase(index: $0.offset, relation: $0.element) }

    struct RelationCase: CustomTestStringConvertible, Sendable {
        let index: Int
        let relation: KeyRelation
        var testDescription: String { "\(relation.rule): \(relation.key) \(relation.kind == .requires ? "requires" : "conflicts with") (\(index))" }
    }

    @Test(arguments: relations)
    func eachRowsExampleIsOneErrorAtItsMarker(_ row: RelationCase) {
        let example = RuleExample(row.relation.example)
        let diagnostics = Compiler().lint(example.sources).diagnostics
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(row.testDescription): \(errors.map(\.xcodeFormatted))")
        #expect(errors.first?.ruleID == row.relation.rule)
        #expect(errors.map { "\($0.file):\($0.location)" } == example.markedLocations.map { "\($0.file):\($0.location)" })
    }

    @Test(arguments: relations)
    func eachRowsExampleIsRefusedByTheJSONSchema(_ row: RelationCase) throws {
        let source = try #require(RuleExample(row.relation.example).sources.first)
        let root = try #require(SyntaxParser.parse(source).root)
        for typing in [ScalarTyping.text, .yaml] {
            let errors = SchemaValidator.errors(JSONValue(root, typing: typing), against: try JSONSchemaTests.parsedSchema(.spec))
            #expect(!errors.isEmpty, "\(row.testDescription) (\(typing)): the schema accepts it")
            // Only the combination is wrong: the schema without its clauses of relations accepts it.
            let shapes = Self.withoutRelations(try JSONSchemaTests.parsedSchema(.spec))
            #expect(SchemaValidator.errors(JSONValue(root, typing: typing), against: shapes).isEmpty, "\(row.testDescription) (\(typing))")
        }
    }

    /// Each path a row names is a key of the tables, so that a misspelt path cannot make a row
    /// that never holds.
    @Test(arguments: relations)
    func everyPathNamesAKey(_ row: RelationCase) {
        let scope = SpecSchema.sectionRelations.contains { $0.example == row.relation.example } ? SpecSchema.section : SpecSchema.screen
        for path in [row.relation.key] + Self.paths(in: row.relation.other) + (row.relation.unless.map(Self.paths) ?? []) {
            #expect(Self.resolves(path, in: scope), "\(row.testDescription): '\(path)' is no key")
        }
        if let words = row.relation.values, case .choice(let choices)? = Self.shape(of: row.relation.key, in: scope) {
            #expect(Set(words).isSubset(of: Set(choices)), "\(row.testDescription): \(words) are not all values of '\(row.relation.key)'")
        }
    }

    /// A relation about a named entry becomes a schema clause only when each part of it is about
    /// the entry or about the screen, never both.
    @Test(arguments: relations)
    func entryRelationsSplitIntoEntryAndScreenParts(_ row: RelationCase) {
        guard row.relation.entryPrefix != nil else { return }
        for part in RelationSchema.conjuncts(row.relation.violation) {
            let paths = Self.paths(in: part)
            let inEntry = paths.filter { $0.contains("*") }
            #expect(inEntry.isEmpty || inEntry.count == paths.count, "\(row.testDescription): a part mixes the entry and the screen: \(paths)")
        }
    }

    @Test func examplesJoinTheirRulesFailingExamples() {
        for relation in SpecSchema.allRelations {
            let description = RuleRegistry.descriptions.first { $0.id == relation.rule }
            #expect(description?.failingExamples.contains { $0.files == [relation.example] } == true, "\(relation.rule) lacks \(relation.key)'s example")
        }
    }

    /// The schema without the `allOf` clauses the relations add.
    static func withoutRelations(_ schema: JSONValue) -> JSONValue {
        switch schema {
        case .object(let members): .object(members.filter { $0.key != "allOf" }.mapValues(withoutRelations))
        case .array(let items): .array(items.map(withoutRelations))
        default: schema
        }
    }

    static func paths(in condition: KeyCondition) -> [String] {
        switch condition {
        case .has(let path, _): [path]
        case .any(let conditions), .all(let conditions): conditions.flatMap(paths)
        case .not(let inner): paths(in: inner)
        }
    }

    static func shape(of path: String, in scope: MappingShape) -> ValueShape? {
        var current = ValueShape.mapping(scope)
        for component in path.split(separator: ".") {
            switch current {
            case .mapping(let mapping), .mappings(let mapping):
                guard let key = mapping.key(String(component)) else { return nil }
                current = key.shape
            case .namedEntries(let entry):
                current = .mapping(entry)
            case .namedValues(let value):
                current = value
            default:
                return nil
            }
        }
        return current
    }

    static func resolves(_ path: String, in scope: MappingShape) -> Bool { shape(of: path, in: scope) != nil }
}
