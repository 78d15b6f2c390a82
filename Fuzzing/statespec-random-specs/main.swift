import Foundation
import StateSpecCore
import StateSpecFuzzing

// Writes batches of random projects that lint accepts, for Fuzzing/compile-random-specs.sh:
//   statespec-random-specs --count 300 --batch 50 --seed 1 --out DIR
// Each DIR/batch-N/ holds specs/ (the project), Models.swift (the types the specs name) and
// options (the generate options the batch is compiled with). Prints what it made on stderr.

var arguments = CommandLine.arguments.dropFirst()
var options: [String: String] = [:]
while let name = arguments.popFirst() {
    guard name.hasPrefix("--"), let value = arguments.popFirst() else {
        FileHandle.standardError.write(Data("usage: statespec-random-specs --count N --batch N --seed N --out DIR\n".utf8))
        exit(2)
    }
    options[String(name.dropFirst(2))] = value
}
let count = Int(options["count"] ?? "") ?? 100
let batchSize = max(1, Int(options["batch"] ?? "") ?? 50)
let seed = UInt64(options["seed"] ?? "") ?? 1
let output = URL(fileURLWithPath: options["out"] ?? "random-specs")

var generator = RandomSpecs(seed: seed)
var accepted = 0, attempts = 0, removals = 0
var covered: Set<String> = []
var batch = 0
while accepted < count {
    let size = min(batchSize, count - accepted)
    let outcome = LintRepair.repair(generator.project(screens: size))
    attempts += 1
    removals += outcome.removals
    if options["verbose"] != nil { for reason in outcome.reasons { FileHandle.standardError.write(Data("removed: \(reason)\n".utf8)) } }
    guard let project = outcome.project else {
        if attempts > count * 10 { break }
        continue
    }
    batch += 1
    let folder = output.appendingPathComponent(String(format: "batch-%04d", batch))
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
    for file in project.files {
        try Data(file.text.utf8).write(to: folder.appendingPathComponent("specs").appendingPathComponent(file.name))
    }
    try Data(RandomProject.models.utf8).write(to: folder.appendingPathComponent("Models.swift"))
    let layout = generator.random.chance(0.3) ? "--layout per-spec" : "--layout per-template"
    let access = generator.random.chance(0.3) ? "--access-level public" : "--access-level internal"
    try Data("\(layout) \(access)\n".utf8).write(to: folder.appendingPathComponent("options"))
    accepted += project.screens.count
    covered.formUnion(project.keyPaths)
}
let missing = RandomProject.schemaKeyPaths.subtracting(covered).sorted()
let report = """
random specs: \(accepted) screens in \(batch) batches (seed \(seed)); \(attempts - batch) projects dropped; \(removals) keys removed to satisfy lint
key coverage: \(RandomProject.schemaKeyPaths.count - missing.count) of \(RandomProject.schemaKeyPaths.count) key paths\(missing.isEmpty ? "" : "; never present: " + missing.joined(separator: ", "))

"""
FileHandle.standardError.write(Data(report.utf8))
if accepted < count { exit(1) }
