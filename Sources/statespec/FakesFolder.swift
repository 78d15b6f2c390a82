import Foundation
import StateSpecCore
import StateSpecFileSystem

/// `generate --fakes` writes into a folder of its own (`OutputKind.fakes`): a fakes run and an
/// app run into one folder would each remove the other's files, as files no spec makes any more.
enum FakesFolder {
    static func checkOptions(fakes: Bool, testableImport: String?, output: String?) throws(ToolFailure) {
        if let testableImport {
            guard fakes else { throw ToolFailure(message: "--testable-import applies only with --fakes") }
            guard SwiftNames.isModuleName(testableImport) else {
                let problem = SwiftNames.keywords.contains(testableImport) ? "is a Swift keyword" : "is not a Swift identifier"
                throw ToolFailure(message: "--testable-import takes a module name, and '\(testableImport)' \(problem)")
            }
        }
        if fakes, output == nil {
            throw ToolFailure(message: "--fakes needs --output: the fakes go into a folder of their own in a test target, not into the app's output folder")
        }
    }

    /// The fake templates, with a templates folder's files laid over them when one is given.
    static func templates(option: String?) throws(ToolFailure) -> [String: String] {
        guard let option else { return DefaultFakeTemplates.all }
        return DefaultFakeTemplates.all.merging(try TemplateFolder.read(option)) { $1 }
    }
}
