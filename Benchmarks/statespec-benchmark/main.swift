// Measures how the compiler scales: lint and generate for N specs and for 2N, and for one spec
// with N events and messages and with 2N. Doubling the input should about double the time;
// a ratio near 4 means a quadratic pass crept in. Run with:
//   swift run -c release statespec-benchmark [N]

import Foundation
import StateSpecCore

let size = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 400

/// A realistic screen spec: paged content, causes, refresh and paging failures, events and messages.
func screen(_ index: Int, extraEvents: Int = 0) -> String {
    var text = """
    screen: Screen\(index)
    summary: Benchmark screen number \(index).
    content: { type: "[Item]", item: Item }
    states:
      ideal: { summary: The items., actions: [{ title: Add, event: add }] }
      loading: { style: skeleton, placeholders: 5 }
      empty: { message: Nothing yet, action: { title: Add one, event: add } }
      error:
        message: Could not load
        retry: Try again
        causes:
          offline: { message: You are offline }
          unauthorized: { message: Sign in again, action: { title: Sign in, event: signIn } }
      partial: { message: Could not load more, retry: Try again }
    loads:
      initial: { on: appear }
      refresh: { on: pull, failure: refreshFailed }
      more: { on: end-of-list, failure: partial }
    events:
      add: { summary: Adds an item. }
      signIn: { summary: Signs in. }

    """
    for event in 0..<extraEvents {
        text += "  save\(event): { success: saved\(event), failure: saveFailed\(event) }\n"
    }
    text += """
    feedback:
      refreshFailed: { kind: error, text: Could not refresh }
      imported: { kind: success, text: "{count} items imported", one: "{count} item imported", arguments: { count: Int }, raised: manual }

    """
    for event in 0..<extraEvents {
        text += "  saved\(event): { kind: success, text: Saved \(event) }\n"
        text += "  saveFailed\(event): { kind: error, text: Could not save \(event) }\n"
    }
    return text
}

func seconds(_ body: () -> Void) -> Double {
    let elapsed = ContinuousClock().measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// Lints, then lints and generates; returns the time of the whole generate.
func measure(_ label: String, _ sources: [SpecSource]) -> Double {
    let compiler = Compiler()
    var diagnostics = 0
    var files = 0
    let lint = seconds { diagnostics = compiler.lint(sources).diagnostics.count }
    let generate = seconds { files = compiler.generate(sources).files.count }
    let bytes = sources.reduce(0) { $0 + $1.bytes.count }
    print("\(label): \(bytes / 1024) KiB, \(diagnostics) diagnostics, lint \(String(format: "%.3f", lint)) s; \(files) files, generate \(String(format: "%.3f", generate)) s")
    return generate
}

func specs(_ count: Int) -> [SpecSource] {
    (0..<count).map { SpecSource(path: "specs/Screen\($0).yaml", text: screen($0)) }
}

// Warm up caches and lazy initialisation once.
_ = measure("warm-up", specs(10))

let many = measure("\(size) specs", specs(size))
let twiceMany = measure("\(2 * size) specs", specs(2 * size))
let wide = measure("1 spec, \(size) operations", [SpecSource(path: "specs/Wide.yaml", text: screen(0, extraEvents: size))])
let twiceWide = measure("1 spec, \(2 * size) operations", [SpecSource(path: "specs/Wide.yaml", text: screen(0, extraEvents: 2 * size))])

print("scaling when the input doubles (2 is linear, 4 quadratic): many specs ×\(String(format: "%.2f", twiceMany / many)), one wide spec ×\(String(format: "%.2f", twiceWide / wide))")
