import Foundation
import StateSpecCore
import StateSpecFileSystem

/// `generate --fakes` writes into a folder of its own, which a marker file says holds fakes: a
/// fakes run and an app run into one folder would each remove the other's files, as files no
/// spec makes any more.
enum FakesFolder {
    /// The marker a fakes run leaves in its folder; StateSpec's own name, so no run lists it as output.
    static let markerName = OutputFileName.reservedPrefix + "-fakes"

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

    /// Fails when the folder holds the other kind of output: the app's code for a fakes run (its
    /// manifest lists the app-wide file every app run writes), fakes for an app run (the marker).
    static func checkNoConflict(folder: String, fakes: Bool) throws(ToolFailure) {
        let marked = exists(folder, markerName)
        if fakes, holdsAppCode(folder) {
            throw ToolFailure(message: "\(folder) holds the app's generated code; write the fakes into a folder of their own (another --output), so that neither run removes the other's files")
        }
        if !fakes, marked {
            throw ToolFailure(message: "\(folder) holds test fakes written by statespec generate --fakes; write the app's code into another folder, so that neither run removes the other's files")
        }
    }

    /// Leaves the marker in a folder a fakes run wrote.
    static func mark(_ folder: String) throws(ToolFailure) {
        let path = (folder as NSString).appendingPathComponent(markerName)
        guard !FileManager.default.fileExists(atPath: path) else { return }
        let text = "# This folder holds test fakes written by statespec generate --fakes; an app run refuses it.\n"
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw ToolFailure(message: "cannot write \(path)")
        }
    }

    /// Whether the folder's manifest says StateSpec wrote the app's code there.
    private static func holdsAppCode(_ folder: String) -> Bool {
        let path = (folder as NSString).appendingPathComponent(OutputManifest.fileName)
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        let manifest = OutputManifest(parsing: [UInt8](data))
        return PerSpecLayout.defaultAppWideOutputs.contains(where: manifest.lists)
    }

    private static func exists(_ folder: String, _ name: String) -> Bool {
        FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name))
    }
}
