#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import StateSpecCore

/// Finds and reads the spec files the user named: files as given, folders searched for
/// `.yaml` and `.yml` files. Paths in diagnostics are printed the way the user wrote them. A
/// file or folder that cannot be read stops the run (exit 2) with its path: skipping it would
/// lint fewer specs than asked and let `generate` remove their output.
enum SpecFiles {
    static let extensions: Set<String> = ["yaml", "yml"]
    /// How many spec files one run reads, and how many folders deep it searches.
    static let maximumFileCount = 20_000
    static let maximumDepth = 64
    /// The most spec bytes, and YAML indicators, one run holds in memory: memory grows with
    /// the specs' nodes, and a file's nodes are bounded by its indicators.
    static let maximumTotalSize = 64 * 1024 * 1024
    static let maximumTotalStructure = 4_000_000

    /// `; did you mean 'specs'?` for a path whose last part is a near miss of a name in its folder.
    static func nearMiss(_ path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder),
              let meant = NameSuggestion.closest(to: name, among: names.sorted()) else { return "" }
        return "; did you mean '\(folder.isEmpty ? meant : (folder as NSString).appendingPathComponent(meant))'?"
    }

    static func read(_ paths: [String]) throws(ToolFailure) -> [SpecSource] {
        var sources: [SpecSource] = []
        var totalSize = 0
        var totalStructure = 0
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                throw ToolFailure(message: errno == ENOENT ? "no such file or folder: \(path)" + nearMiss(path) : "cannot read \(path): \(POSIX.lastError())")
            }
            let isFolder = POSIX.kind(of: status.st_mode) == .folder
            var files: [String] = []
            if isFolder {
                var visited: Set<FolderIdentity> = []
                try collect(in: path, depth: 0, visited: &visited, into: &files)
                if files.isEmpty { throw ToolFailure(message: "no spec files (*.yaml, *.yml) in \(path)") }
            } else {
                files = [path]
            }
            for file in files.sorted() {
                guard sources.count < maximumFileCount else {
                    throw ToolFailure(message: "more than \(maximumFileCount) spec files; lint and generate them in parts")
                }
                switch try InputFile.read(file, limit: SyntaxParser.maximumFileSize) {
                case .bytes(let bytes):
                    totalSize += bytes.count
                    // A file over the per-file budget is refused unparsed, so it costs nothing.
                    let structure = SyntaxParser.structureCount(bytes)
                    totalStructure += structure <= SyntaxParser.maximumStructureCount ? structure : 0
                    guard totalSize <= maximumTotalSize, totalStructure <= maximumTotalStructure else {
                        throw ToolFailure(message: "the specs hold more than \(maximumTotalSize) bytes or \(maximumTotalStructure) YAML indicators; lint and generate them in parts")
                    }
                    sources.append(SpecSource(path: file, bytes: bytes))
                case .tooLarge(let size):
                    sources.append(SpecSource(path: file, tooLargeWithByteCount: size))
                }
            }
        }
        return sources
    }

    /// A folder as the file system knows it, so that a link back up the tree is searched once.
    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Spec files under a folder, with the folder's path as their prefix. Links are followed;
    /// each folder is searched once.
    private static func collect(in folder: String, depth: Int, visited: inout Set<FolderIdentity>, into files: inout [String]) throws(ToolFailure) {
        var status = stat()
        guard stat(folder, &status) == 0 else { throw ToolFailure(message: "cannot read the folder \(folder): \(POSIX.lastError())") }
        guard visited.insert(FolderIdentity(device: UInt64(bitPattern: Int64(status.st_dev)), inode: UInt64(status.st_ino))).inserted else { return }
        guard depth < maximumDepth else {
            throw ToolFailure(message: "\(folder) is more than \(maximumDepth) folders deep; name a folder nearer the specs")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw ToolFailure(message: "cannot read the folder \(folder): \(POSIX.describe(error))")
        }
        for name in names.sorted() {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var entry = stat()
            let isSpecName = extensions.contains((name as NSString).pathExtension.lowercased()) && name != ConfigSchema.fileName
            guard stat(path, &entry) == 0 else {
                // An entry removed meanwhile, or a link to nothing under another name: nothing to read.
                if errno == ENOENT, !isSpecName { continue }
                throw ToolFailure(message: "cannot read \(path): \(POSIX.lastError())")
            }
            switch POSIX.kind(of: entry.st_mode) {
            case .folder:
                try collect(in: path, depth: depth + 1, visited: &visited, into: &files)
            case .file where isSpecName:
                files.append(path)
            case .other where isSpecName:
                throw ToolFailure(message: "cannot read \(path): it is not a regular file")
            default:
                continue
            }
            if files.count > maximumFileCount {
                throw ToolFailure(message: "more than \(maximumFileCount) spec files under \(folder); lint and generate them in parts")
            }
        }
    }
}
