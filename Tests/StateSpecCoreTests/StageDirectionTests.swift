import Foundation
import Testing

/// StateSpecCore's folders are the compiler's stages, and a stage uses only the stages before it:
/// a type declared in a later folder, named in an earlier one, is a dependency against the
/// direction of the pipeline.
@Suite struct StageDirectionTests {
    /// The folders of Sources/StateSpecCore, first to last. Swift and Support hold what every
    /// stage may use (Swift's naming rules, concurrency, JSON, hashing); PluginShared the files
    /// the package plugins compile too.
    static let stages = [
        "Swift", "Support", "PluginShared", "Diagnostics", "Parse", "Model", "Check", "Report", "Coverage",
        "Plan", "Render", "StringCatalog", "Generate", "Output", "Config", "Migrate", "Schema", "Pipeline",
    ]

    @Test func everyStageUsesOnlyTheStagesBeforeIt() throws {
        let folder = packageRoot.appendingPathComponent("Sources/StateSpecCore")
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(paths.count > 100)
        let files = try paths.sorted().map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        #expect(Self.violations(files) == [])
    }

    @Test func aTypeUsedAgainstTheDirectionIsReported() {
        let files = [
            ("Parse/Reader.swift", "struct Reader {\n    // A ScreenPlan in a comment is no use.\n    let text = \"ScreenPlan\"\n    let plan: ScreenPlan\n}\n"),
            ("Plan/ScreenPlan.swift", "public struct ScreenPlan {\n    let reader: Reader\n    struct Nested {}\n}\n"),
            ("Model/Spec.swift", "struct Spec { let nested: Plan.Nested }\n"),
            ("Loose.swift", "enum Loose {}\n"),
        ]
        #expect(Self.violations(files) == [
            "Loose.swift is in no stage's folder",
            "Parse/Reader.swift uses ScreenPlan, from Plan/ScreenPlan.swift, a later stage",
        ])
    }

    /// The uses against the direction in `files` (paths relative to Sources/StateSpecCore).
    static func violations(_ files: [(path: String, text: String)]) -> [String] {
        var problems: [String] = []
        var declaredIn: [String: (stage: Int, path: String)] = [:]
        var code: [(path: String, stage: Int, text: String)] = []
        for (path, text) in files {
            guard let folder = path.split(separator: "/").first, path.contains("/"),
                  let stage = stages.firstIndex(of: String(folder)) else {
                problems.append("\(path) is in no stage's folder")
                continue
            }
            let stripped = withoutCommentsAndStrings(text)
            code.append((path, stage, stripped))
            for name in matches(#"(?m)^(?:(?:public|internal|fileprivate|private|final|nonisolated|indirect|package) )*(?:struct|enum|class|protocol|actor|typealias) ([A-Z]\w*)"#, in: stripped) {
                declaredIn[name] = (stage, path)
            }
        }
        for file in code {
            // A name after a dot is a member or another module's type (`Yams.Node`), not a stage's.
            for name in Set(matches(#"(?<![.\w])([A-Z]\w*)"#, in: file.text)).sorted() {
                if let declaration = declaredIn[name], declaration.stage > file.stage {
                    problems.append("\(file.path) uses \(name), from \(declaration.path), a later stage")
                }
            }
        }
        return problems.sorted()
    }

    static func withoutCommentsAndStrings(_ text: String) -> String {
        var result = text
        for pattern in [#"(?s)/\*.*?\*/"#, ##"(?s)#?""".*?"""#?"##, #"//[^\n]*"#, #""(?:\\.|[^"\\\n])*""#] {
            result = (try? NSRegularExpression(pattern: pattern))?.stringByReplacingMatches(
                in: result, range: NSRange(result.startIndex..., in: result), withTemplate: "\"\"") ?? result
        }
        return result
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
