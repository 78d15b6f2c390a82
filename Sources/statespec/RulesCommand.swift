import ArgumentParser
import Foundation
import StateSpecCore

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Lists every rule: its id, default severity and what it checks.",
        discussion: """
        --verbose adds each rule's rationale and its passing and failing examples (a ↓ marks where the rule reports). \
        markdown prints the README's rule table (which has the rationale), and with --verbose the examples after it. \
        json always has everything.
        """
    )

    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, markdown, json
    }

    @Option(help: ArgumentHelp("How to print the rules: text, markdown or json.", valueName: "format"))
    var format: Format = .text

    @Flag(help: "Also print each rule's rationale and examples.")
    var verbose = false

    func run() throws {
        let listing = switch format {
        case .text: RuleCatalog.text(verbose: verbose)
        case .markdown: RuleCatalog.markdown(verbose: verbose)
        case .json: RuleCatalog.json()
        }
        FileHandle.standardOutput.write(Data(listing.utf8))
    }
}
