import Foundation
import StateSpecCore

/// Finds and reads the spec files the user named: files as given, folders searched for
/// `.yaml` and `.yml` files. Paths in diagnostics are printed the way the user wrote them.
enum SpecFiles {
    static let extensions: Set<String> = ["yaml", "yml"]

    static func read(_ paths: [String]) throws(ToolFailure) -> [SpecSource] {
        var sources: [SpecSource] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ToolFailure(message: "no such file or folder: \(path)")
            }
            let files = isDirectory.boolValue ? try specFiles(in: path) : [path]
            if isDirectory.boolValue, files.isEmpty {
                throw ToolFailure(message: "no spec files (*.yaml, *.yml) in \(path)")
            }
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else {
                    throw ToolFailure(message: "cannot read \(file)")
                }
                sources.append(SpecSource(path: file, bytes: Array(data)))
            }
        }
        return sources
    }

    /// Spec files under a folder, sorted, with the folder's path as their prefix.
    private static func specFiles(in folder: String) throws(ToolFailure) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw ToolFailure(message: "cannot read the folder \(folder)")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard extensions.contains((relative as NSString).pathExtension.lowercased()),
                  (relative as NSString).lastPathComponent != ConfigSchema.fileName else { continue }
            let path = folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }
}
