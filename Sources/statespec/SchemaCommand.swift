import ArgumentParser
import Foundation
import StateSpecCore
import StateSpecFileSystem

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Prints a JSON Schema (draft-07) for editors: of a screen spec, the feedback policy file, or statespec.yml.",
        discussion: """
        Built from the key tables the linter checks against; it checks structure only (keys, value kinds), \
        so `statespec lint` still has the last word. Copies live in the repository's schema/ folder. \
        The schema's $id is an identifier, not a URL it is served from.
        """
    )

    @Argument(help: ArgumentHelp(
        "Which file the schema describes: \(JSONSchemaBuilder.Document.allCases.map(\.rawValue).joined(separator: ", ")).",
        valueName: "file"))
    var document: JSONSchemaBuilder.Document = .spec

    func run() throws {
        Console.document(JSONSchemaBuilder.schema(for: document))
    }
}

extension JSONSchemaBuilder.Document: ExpressibleByArgument {}
