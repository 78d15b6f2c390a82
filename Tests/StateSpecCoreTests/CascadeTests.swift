import Testing
@testable import StateSpecCore

/// One root cause, one diagnostic, and no more: what the cause does not explain stays.
@Suite struct CascadeTests {
    @Test func aMisspeltStateHidesItsOwnMissingStateButNotAnotherOne() {
        let spec = validSpec
            .replacingOccurrences(of: "  loading: { style: spinner }", with: "  laoding: { style: spinner }")
            .replacingOccurrences(of: "  partial: { waived: \"a single record, never paged\" }\n", with: "")
        let diagnostics = lint(spec)
        #expect(diagnostics.map(\.ruleID).sorted() == ["missing-state", "unknown-key"])
        #expect(diagnostics.first { $0.ruleID == "missing-state" }?.message.contains("'partial'") == true)
        // With only the misspelt one, the misspelling alone.
        let one = lint(validSpec.replacingOccurrences(of: "  loading: { style: spinner }", with: "  laoding: { style: spinner }"))
        #expect(one.map(\.ruleID) == ["unknown-key"])
    }

    @Test func aMisspeltTopLevelKeyHidesWhatItsBlockDefinesAndReferences() {
        let spec = validSpec.replacingOccurrences(of: "states:", with: "stats:")
            + "\nevents:\n  create: {}\n"
        let withButton = spec.replacingOccurrences(of: "empty: { message: No profile yet }", with: "empty: { message: No profile yet, action: { title: Create, event: create } }")
        // Without the typo the event is fired; with it, its "unused" warning is a consequence.
        #expect(lint(withButton.replacingOccurrences(of: "stats:", with: "states:")).isEmpty)
        #expect(lint(withButton).map(\.ruleID) == ["unknown-key"])
        // An event no button fires anywhere is still reported.
        #expect(lint(spec).map(\.ruleID).sorted() == ["unknown-key", "unused-definition"])
    }

    /// The last message of a block written two spaces short: one diagnostic, not an unknown key
    /// and an undefined reference to it.
    @Test func anEntryWrittenShortAfterItsBlocksOthersIsOneDiagnostic() {
        let spec = validSpec + "\nevents:\n  save: { runs: loader, success: saved, failure: saveFailed }\nfeedback:\n  saveFailed: { kind: error, text: Could not save }\nsaved: { kind: success, text: Saved }\n"
        let diagnostics = lint(spec)
        #expect(diagnostics.map(\.ruleID) == ["unknown-key"])
        #expect(diagnostics.first?.message == "'saved' belongs one level down, under 'feedback' with the entries above it: indent it two spaces")
        #expect(lint(spec.replacingOccurrences(of: "\nsaved:", with: "\n  saved:")).map(\.ruleID).allSatisfy { $0 != "unknown-key" && $0 != "undefined-reference" })
        // A top-level key that is no such entry is still an unknown key of its own.
        #expect(lint(validSpec + "\nfeedback:\n  saved: { kind: success, text: Saved, raised: manual }\ncolours: { accent: blue }\n").map(\.message)
            == ["unknown key 'colours' in this file"])
    }

    /// A block indented under the one above it: one diagnostic, not an event with a bad name,
    /// unused, holding unknown keys, and the messages only it raised unused.
    @Test func aBlockWrittenOneLevelTooDeepIsOneDiagnostic() {
        let spec = ExampleSpecs.rows + "events:\n  compose: {}\n  item-actions:\n    like: { optimistic: true, failure: likeFailed }\nfeedback:\n  likeFailed: { kind: error, text: Could not like the post }\n"
        let diagnostics = lint(spec)
        // What the spec says wrongly besides (an empty state without a button, `compose` fired
        // by none) stays; the indentation adds one diagnostic.
        let indented = lint(spec.replacingOccurrences(of: "  item-actions:\n    like", with: "item-actions:\n  like"))
        #expect(diagnostics.map(\.ruleID).sorted() == (indented.map(\.ruleID) + ["unknown-key"]).sorted(), "\(diagnostics.map(\.message))")
        #expect(diagnostics.first { $0.ruleID == "unknown-key" }?.message == "'item-actions' belongs one level up, in the top level of the file, not under 'events': unindent it two spaces to line up with 'events'")
        // An event that only shares a block's name, holding what an event holds, is an event.
        let event = ExampleSpecs.rows + "states:\n  ideal: { actions: [{ title: Go, event: preview }] }\nevents:\n  preview: { summary: Opens a preview }\n"
        #expect(!lint(event).contains { $0.message.contains("belongs one level up") })
    }

    /// A section's key written two spaces short reads as a section of that name (or, at the
    /// top, as the screen's own): one diagnostic that puts it back in the section above it, not
    /// a section named `item-actions` without content and messages nothing raises.
    @Test func aSectionsKeyWrittenShortIsOneDiagnostic() {
        let spec = """
        screen: Home
        sections:
          latest:
            content:
              type: "[Photo]"
              item: Photo
              id: id
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: Nothing new in the library, action: { title: Take a photo, event: capture } }
              error: { message: Could not load the latest photos, retry: Try again }
              partial: { waived: one row that is never paged }
            events:
              capture: { summary: Opens the camera. }
            loads:
              initial:
                on: appear
              refresh:
                failure: refreshFailed
            item-actions:
              like:
                optimistic: true
                failure: likeFailed
            feedback:
              refreshFailed: { kind: error, text: Could not refresh the photos }
              likeFailed: { kind: error, text: Could not like the photo }

        """
        #expect(lint(spec).isEmpty)
        func shortened(_ key: String, by spaces: Int) -> String {
            var inBlock = false
            return spec.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                if line == "    \(key):" { inBlock = true } else if inBlock, !line.hasPrefix("      ") { inBlock = false }
                return inBlock ? String(line.dropFirst(spaces)) : String(line)
            }.joined(separator: "\n")
        }
        // Between the section's other keys, which YAML then reads under it.
        #expect(lint(shortened("item-actions", by: 2)).map(\.message)
            == ["'item-actions' belongs one level down, inside the section 'latest' above it, not beside it: indent it two spaces to line up with 'loads', with 'like' under it"])
        // Last in the section, and at the top level.
        #expect(lint(shortened("feedback", by: 2)).map(\.message)
            == ["'feedback' belongs one level down, inside the section 'latest' above it, not beside it: indent it two spaces to line up with 'item-actions', with 'refreshFailed' and 'likeFailed' under it"])
        #expect(lint(shortened("feedback", by: 4)).map(\.message)
            == ["'feedback' belongs inside the section 'latest' above it: a screen with sections has no feedback of its own; indent it four spaces to line up with 'item-actions', with 'refreshFailed' and 'likeFailed' under it"])
        // Any of a section's keys.
        for key in ["content", "states", "loads"] {
            let diagnostics = lint(shortened(key, by: 2))
            #expect(diagnostics.map(\.ruleID) == ["unknown-key"], "\(key): \(diagnostics.map(\.message))")
            #expect(diagnostics.first?.message.hasPrefix("'\(key)' belongs one level down, inside the section 'latest' above it") == true)
        }
        // A typo inside the misplaced block is still reported, as the key it is.
        let typo = lint(shortened("item-actions", by: 2).replacingOccurrences(of: "optimistic: true", with: "optimstic: true"))
        #expect(typo.map(\.message).contains("unknown key 'optimstic' in 'sections.item-actions.like'; did you mean 'optimistic'?"), "\(typo.map(\.message))")
    }

    /// A confirmation whose button names a row's action: one diagnostic that says to write
    /// `confirm:` on the action, not the advice to define an event of the action's name.
    @Test func aMessagesButtonNamingARowsActionIsOneDiagnostic() {
        let spec = ExampleSpecs.rows + """
        item-actions:
          delete: { effect: remove, failure: deleteFailed }
        bulk-actions:
          removeSelected: { effect: remove, failure: removeFailed }
        feedback:
          deleteFailed: { kind: error, text: Could not delete the post }
          removeFailed: { kind: error, text: "Could not remove {failed} posts", arguments: { failed: Int } }
          confirmDelete:
            kind: caution
            text: Delete this post?
            presentation: alert
            duration: persistent
            raised: manual
            actions:
              cancel: { title: Cancel, role: cancel }
              delete: { title: Delete, role: destructive, event: NAME }

        """
        // The example's empty state, without a button, is beside the point.
        func lint(_ spec: String) -> [Diagnostic] { StateSpecCoreTests.lint(spec).filter { $0.ruleID != "empty-without-action" } }
        let item = lint(spec.replacingOccurrences(of: "NAME", with: "delete"))
        #expect(item.map(\.ruleID) == ["undefined-reference"], "\(item.map(\.message))")
        #expect(item.first?.message == "'delete' is an item action, which needs the row it acts on, not an event: a message's button runs it only when the action asks first with that message; write `confirm: confirmDelete` on 'delete', and calling it raises 'confirmDelete' with its row or selection, and this button runs it")
        let bulk = lint(spec.replacingOccurrences(of: "NAME", with: "removeSelected"))
        #expect(bulk.map(\.ruleID) == ["undefined-reference"], "\(bulk.map(\.message))")
        #expect(bulk.first?.message.contains("a bulk action, which acts on the rows selected") == true)
        #expect(bulk.first?.message.contains("write `confirm: confirmDelete` on 'removeSelected'") == true)
        // Once the action asks first with the message, its button runs it.
        let confirmed = spec.replacingOccurrences(of: "NAME", with: "delete")
            .replacingOccurrences(of: "delete: { effect: remove, failure: deleteFailed }", with: "delete: { effect: remove, failure: deleteFailed, confirm: confirmDelete }")
        #expect(lint(confirmed).isEmpty, "\(lint(confirmed).map(\.message))")
        // Any other name is still an event to define.
        #expect(lint(spec.replacingOccurrences(of: "NAME", with: "erase")).first?.message == "'erase' is not an event of this screen; define it under 'events:'")
    }

    @Test func anUnrelatedUnknownKeyHidesNothing() {
        let spec = validSpec.replacingOccurrences(of: "  empty: { message: No profile yet }", with: "  empty: { colour: grey }")
        #expect(lint(spec).map(\.ruleID).sorted() == ["empty-without-message", "unknown-key"])
    }

    @Test func aMisspeltMessageKindIsTheOneDiagnosticOfItsMessage() {
        let spec = validSpec + "\nfeedback:\n  note: { kind: KIND, title: Saved, text: Saved, duration: 9, raised: manual }\n"
        // As an alert (apple-hig's critical kind), the title is right and the 9 s a mistake; as
        // a snackbar (its info kind), the title is the mistake.
        #expect(lint(spec.replacingOccurrences(of: "KIND", with: "critical")).map(\.ruleID).contains("timed-dialog"))
        #expect(lint(spec.replacingOccurrences(of: "KIND", with: "info")).map(\.ruleID) == ["misplaced-dialog-option"])
        // A kind the policy does not define decides nothing: the misspelling alone, not what a
        // guessed snackbar would make of the title.
        #expect(lint(spec.replacingOccurrences(of: "KIND", with: "infoo")).map(\.ruleID) == ["unknown-feedback-kind"])
    }

    @Test func errorTextInAMessageSaysWhereTheFailuresWordsGo() {
        let spec = validSpec + "\nfeedback:\n  note: { kind: info, text: \"Not saved: {error}\", raised: manual }\n"
        let message = lint(spec).first { $0.ruleID == "placeholder-mismatch" }?.message ?? ""
        #expect(message.hasPrefix("'{error}' is the description of the failure that raised 'note', but the app (`raised: manual`) raises it"))
        #expect(lint(spec).map(\.ruleID) == ["placeholder-mismatch"], "one cause, one diagnostic")
        // Any other name gets the did-you-mean among the message's arguments, not this advice.
        #expect(lint(spec.replacingOccurrences(of: "{error}", with: "{reason}")).first { $0.ruleID == "placeholder-mismatch" }?.message == "'{reason}' is not an argument of 'note'")
    }

    @Test func errorTextInAFailuresMessageIsThePolicysChoiceAndOneDiagnostic() {
        let spec = validSpec + "\n  refresh: { on: pull, failure: refreshFailed }\nevents:\n  save: { runs: loader, success: saved, failure: refreshFailed }\nfeedback:\n"
            + "  refreshFailed: { kind: error, text: \"Not refreshed: {error}\" }\n  saved: { kind: success, text: Saved }\n"
        let allowing = "profile: apple-hig\nallow-error-text: true\n"
        func lint(_ files: [String]) -> [Diagnostic] {
            Compiler().lint(files.enumerated().map { SpecSource(path: "\($0.offset).yaml", text: $0.element) }).diagnostics
        }
        #expect(lint([allowing, spec]).isEmpty, "only failures raise it, and the policy allows the failure's words")
        #expect(lint([spec]).map(\.ruleID) == ["error-text-not-allowed"])
        // Raised by a success too, it has no failure to describe: that cause alone, whatever the policy says.
        let alsoOnSuccess = spec.replacingOccurrences(of: "success: saved", with: "success: refreshFailed")
            .replacingOccurrences(of: "  saved: { kind: success, text: Saved }\n", with: "")
        #expect(lint([allowing, alsoOnSuccess]).map(\.ruleID) == ["placeholder-mismatch"])
        #expect(lint([alsoOnSuccess]).map(\.ruleID) == ["placeholder-mismatch"])
    }

    @Test func aSheetOfAFixedHeightIsToldToFitItsContent() {
        let spec = validSpec + "\nfeedback:\n  details:\n    kind: info\n    text: More\n    presentation: sheet\n    raised: manual\n"
            + "    SIZE\n    actions: { close: { title: Close, role: cancel } }\n"
        let fixed = lint(spec.replacingOccurrences(of: "SIZE", with: "detents: [400]"))
        #expect(fixed.map(\.ruleID) == ["invalid-value"])
        #expect(fixed.first?.message.contains("a sheet of a fixed height") == true)
        #expect(fixed.first?.message.contains("`fitted`") == true)
        let height = lint(spec.replacingOccurrences(of: "SIZE", with: "height: 400"))
        #expect(height.map(\.ruleID) == ["unknown-key"])
        #expect(height.first?.message.hasSuffix("did you mean 'detents'?") == true)
    }

    @Test func sectionsSharingAnAnchorGetOneDiagnosticThatNamesThemAll() {
        let spec = """
        screen: Home
        sections:
          latest: &section
            content: { type: "[String]", item: String }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: "Nothing yet, {who}" }
              error: { message: Could not load, retry: Try again }
              partial: { waived: one page }
            loads:
              initial: { on: apear }
          popular: *section
        """
        let diagnostics = lint(spec)
        let invalid = diagnostics.filter { $0.ruleID == "invalid-value" }
        #expect(invalid.count == 1)
        #expect(invalid.first?.message.hasSuffix("(these lines stand for 'sections.latest.loads.initial.on' and 'sections.popular.loads.initial.on', through a YAML alias)") == true)
        // Two problems at one place stay two, each said once.
        let twice = lint(spec.replacingOccurrences(of: "{who}", with: "{who} {what}")).filter { $0.ruleID == "state-placeholder-mismatch" }
        #expect(twice.count == 2, "\(twice.map(\.message))")
        #expect(Set(twice.map(\.location)).count == 1)
        // A finding that names the mapping holding the key, not the key: one too.
        let unknown = lint(spec.replacingOccurrences(of: "partial: { waived: one page }", with: "partial: { waived: one page, hidden: true }")).filter { $0.ruleID == "unknown-key" }
        #expect(unknown.count == 1, "\(unknown.map(\.message))")
        #expect(unknown.first?.message.hasPrefix("unknown key 'hidden' in 'sections.latest.states.partial' (these lines stand for") == true)
    }

    @Test func quotedWordsAreTheStatementsNotTheAdvice() {
        #expect(Cascade.quotedWords(in: "the states 'loading', 'partial' are not listed; list 'x'") == ["loading", "partial"])
        #expect(Cascade.quotedWords(in: "no quotes") == [])
    }
}
