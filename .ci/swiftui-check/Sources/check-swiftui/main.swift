import Foundation

// check-swiftui FILE…: prints each problem as `path:line:column: error: …` and exits 1 when any.
let paths = CommandLine.arguments.dropFirst()
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("usage: check-swiftui FILE…\n".utf8))
    exit(2)
}
var failed = false
for path in paths {
    guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("check-swiftui: cannot read \(path)\n".utf8))
        exit(2)
    }
    let problems = SwiftUICheck.problems(in: source, path: path)
    problems.forEach { print($0) }
    failed = failed || !problems.isEmpty
    if problems.isEmpty { print("check-swiftui: \(path) parses and names no SwiftUI type") }
}
exit(failed ? 1 : 0)
