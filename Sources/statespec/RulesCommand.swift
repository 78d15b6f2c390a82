import ArgumentParser
import Foundation
import StateSpecCore
import StateSpecFileSystem

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Lists every rule: its id, default severity and what it checks; with an id, that rule's page.",
        discussion: """
        --verbose adds each rule's rationale and its passing and failing examples (a ↓ marks where the rule reports). \
        markdown prints the documentation's rule table (which has the rationale), and with --verbose the examples after it. \
        json always has everything.
        """
    )

    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, markdown, json
    }

    @Argument(help: ArgumentHelp("A rule id: print its description, rationale, configuration and examples.", valueName: "rule-id"))
    var id: String?

    @Option(help: ArgumentHelp("How to print the rules: text, markdown or json.", valueName: "format"))
    var format: Format = .text

    @Flag(help: "Also print each rule's rationale and examples.")
    var verbose = false

    func run() throws {
        if let id {
            guard let page = RuleCatalog.page(for: id, format: format.rawValue) else {
                let hint = RuleCatalog.suggestion(for: id).map { "; did you mean '\($0)'?" } ?? ""
                throw ToolFailure(message: "unknown rule '\(id)'\(hint) (statespec rules lists every rule)")
            }
            Console.document(page)
            return
        }
        let listing = switch format {
        case .text: RuleCatalog.text(verbose: verbose)
        case .markdown: RuleCatalog.markdown(verbose: verbose)
        case .json: RuleCatalog.json()
        }
        Console.document(listing)
    }
}
