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
/// lint fewer specs than asked and let `generate` remove their output. A spec (or folder) whose
/// name is not UTF-8 cannot be named in a diagnostic, a manifest or Swift: it is an error at
/// its path, invalid bytes shown as `\xFF`, and the other specs are still checked. A file
/// reached twice (a folder given twice, a link to a folder given, a file and its folder) is
/// read as the first path that reaches it.
package enum SpecFiles {
    /// How many spec files one run reads, and how many folders deep it searches.
    package static let maximumFileCount = 20_000
    package static let maximumDepth = 64
    /// The most spec bytes, and YAML indicators, one run holds in memory: memory grows with
    /// the specs' nodes, and a file's nodes are bounded by its indicators.
    package static let maximumTotalSize = 64 * 1024 * 1024
    package static let maximumTotalStructure = 4_000_000

    /// `; did you mean 'specs'?` for a path whose last part is a near miss of a name in its folder.
    package static func nearMiss(_ path: String) -> String {
        let folder = PathText.parent(of: path)
        let name = PathText.lastComponent(of: path)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder),
              let meant = NameSuggestion.closest(to: name, among: names.sorted()) else { return "" }
        return "; did you mean '\(folder.isEmpty ? meant : PathText.joined(folder, meant))'?"
    }

    /// Whether a file name ends in `.yaml` or `.yml`, in any case, after more than the dot: the
    /// extension as `NSString.pathExtension` reads it, which is too slow to ask of every name.
    package static func hasSpecExtension(_ name: String) -> Bool {
        let bytes = name.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot != bytes.startIndex else { return false }
        let lowercased = bytes[bytes.index(after: dot)...].map { $0 | ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? 0x20 : 0) }
        return lowercased.elementsEqual("yaml".utf8) || lowercased.elementsEqual("yml".utf8)
    }

    /// The spec files of `paths`, in order: each path's files sorted. `maximumTotalSize` and
    /// `maximumTotalStructure` are the limits of the run, changed by tests only.
    package static func read(_ paths: [String], maximumTotalSize: Int = SpecFiles.maximumTotalSize,
                     maximumTotalStructure: Int = SpecFiles.maximumTotalStructure) throws(ToolFailure) -> [SpecSource] {
        // Asked once: the count reads the control group's limits from files every time.
        let cores = Parallel.cores
        var sources: [SpecSource] = []
        var totalSize = 0
        var totalStructure = 0
        // Across every path, so that a folder or file reached again is not read again.
        var visitedFolders: Set<FileIdentity> = []
        var readFiles: Set<FileIdentity> = []
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                throw ToolFailure(message: errno == ENOENT ? "no such file or folder: \(path)" + nearMiss(path) : "cannot read \(path): \(POSIX.lastError())")
            }
            let isFolder = POSIX.kind(of: status.st_mode) == .folder
            var files: [String] = []
            var unnamable: [String: String] = [:]
            if isFolder {
                // A folder given again, or one inside a folder given before: its specs are read already.
                guard !visitedFolders.contains(FileIdentity(status)) else { continue }
                try collect(in: path, depth: 0, visited: &visitedFolders, into: &files, unnamable: &unnamable)
                if files.isEmpty { throw ToolFailure(message: "no spec files (*.yaml, *.yml) in \(path)") }
            } else {
                files = [path]
            }
            let sortedFiles = files.sorted()
            // Read on every core in one pass: reading a few files at a time, each few waited
            // for, cost a 10,000-spec run about 30 ms. The threads stop reading once what they
            // read adds up to more than the limits allow; the files are then counted in order,
            // any a thread skipped read then, so the same file stops the run as when reading one
            // by one, and never much more than twice the limits is in memory.
            let budget = ReadBudget(bytes: maximumTotalSize - totalSize, structure: maximumTotalStructure - totalStructure)
            let contents = Parallel.map(sortedFiles, width: cores) { [unnamable] file -> Result<SpecRead, ToolFailure>? in
                guard unnamable[file] == nil, budget.hasRoom else { return nil }
                let read = Self.read(file)
                if case .success(let spec) = read, case .bytes(let bytes) = spec.contents { budget.spend(bytes: bytes.count, structure: spec.structure) }
                return read
            }
            for (file, read) in zip(sortedFiles, contents) {
                guard sources.count < maximumFileCount else {
                    throw ToolFailure(message: "more than \(maximumFileCount) spec files; lint and generate them in parts")
                }
                if let reason = unnamable[file] {
                    sources.append(SpecSource(path: file, unreadable: reason))
                    continue
                }
                let read = try (read ?? Self.read(file)).get()
                guard readFiles.insert(read.identity).inserted else { continue }
                switch (read.contents, read.structure) {
                case (.bytes(let bytes), let structure):
                    totalSize += bytes.count
                    // A file over the per-file budget is refused unparsed, so it costs nothing.
                    totalStructure += structure <= SyntaxParser.maximumStructureCount ? structure : 0
                    guard totalSize <= maximumTotalSize, totalStructure <= maximumTotalStructure else {
                        throw ToolFailure(message: "the specs hold more than \(maximumTotalSize) bytes or \(maximumTotalStructure) YAML indicators; lint and generate them in parts")
                    }
                    sources.append(SpecSource(path: file, bytes: bytes))
                case (.tooLarge(let size), _):
                    sources.append(SpecSource(path: file, tooLargeWithByteCount: size))
                }
            }
        }
        return sources
    }

    /// A spec file's bytes, YAML indicators and identity.
    private struct SpecRead {
        var contents: InputFile.Contents
        var structure: Int
        var identity: FileIdentity
    }

    /// A spec file's bytes and YAML indicators, or why it cannot be read.
    private static func read(_ file: String) -> Result<SpecRead, ToolFailure> {
        Result { () throws(ToolFailure) -> SpecRead in
            var identity = FileIdentity(device: 0, inode: 0)
            let contents = try InputFile.read(file, limit: SyntaxParser.maximumFileSize, identity: &identity)
            guard case .bytes(let bytes) = contents else { return SpecRead(contents: contents, structure: 0, identity: identity) }
            return SpecRead(contents: contents, structure: SyntaxParser.structureCount(bytes), identity: identity)
        }
    }

    /// What is left of the limits while files are read on several threads.
    private final class ReadBudget: @unchecked Sendable {
        private let lock = NSLock()
        /// Guarded by `lock`.
        private var bytes: Int
        private var structure: Int

        init(bytes: Int, structure: Int) {
            self.bytes = bytes
            self.structure = structure
        }

        /// False once the files read are over either limit: reading more would only take memory.
        var hasRoom: Bool {
            lock.withLock { bytes >= 0 && structure >= 0 }
        }

        func spend(bytes count: Int, structure indicators: Int) {
            lock.withLock {
                bytes -= count
                // As counted in order: a file over the per-file budget is refused unparsed.
                structure -= indicators <= SyntaxParser.maximumStructureCount ? indicators : 0
            }
        }
    }

    /// Spec files under a folder, with the folder's path as their prefix. Links are followed;
    /// each folder is searched once. `unnamable`: why each spec or folder whose name is not
    /// UTF-8 (its path among `files`, invalid bytes escaped) is not read.
    private static func collect(in folder: String, depth: Int, visited: inout Set<FileIdentity>, into files: inout [String],
                                unnamable: inout [String: String]) throws(ToolFailure) {
        var status = stat()
        guard stat(folder, &status) == 0 else { throw ToolFailure(message: "cannot read the folder \(folder): \(POSIX.lastError())") }
        guard visited.insert(FileIdentity(status)).inserted else { return }
        guard depth < maximumDepth else {
            throw ToolFailure(message: "\(folder) is more than \(maximumDepth) folders deep; name a folder nearer the specs")
        }
        for (name, listedKind, rawName) in try entries(of: folder).sorted(by: { $0.name < $1.name }) {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let isSpecName = hasSpecExtension(name) && name != ConfigSchema.fileName
            let kind: OutputPlanner.EntryKind
            if let listedKind {
                kind = listedKind
            } else {
                var entry = stat()
                // A name that is not UTF-8 is looked up by its bytes.
                let found = rawName.map { raw in (Array(folder.utf8) + [UInt8(ascii: "/")] + raw + [0]).withUnsafeBufferPointer { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &entry) == 0 }
                } } ?? (stat(path, &entry) == 0)
                guard found else {
                    // An entry removed meanwhile, or a link to nothing under another name: nothing to read.
                    if errno == ENOENT, !isSpecName { continue }
                    throw ToolFailure(message: "cannot read \(path): \(POSIX.lastError())")
                }
                kind = POSIX.kind(of: entry.st_mode)
            }
            if rawName != nil, kind == .folder || isSpecName {
                files.append(path)
                unnamable[path] = kind == .folder
                    ? "the folder's name is not UTF-8, so the specs in it were not read; rename it"
                    : "the file's name is not UTF-8, so it was not read; rename it"
                continue
            }
            switch kind {
            case .folder:
                try collect(in: path, depth: depth + 1, visited: &visited, into: &files, unnamable: &unnamable)
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

    /// A folder's entries but `.` and `..`, each with its kind when the listing tells it: a
    /// regular file or a folder, not a link, so one `stat` per spec file is saved. Nil: `stat`
    /// tells (a link is followed to what it names). `rawName`: a name that is not UTF-8, as
    /// the folder holds it (`name` then shows it escaped).
    private static func entries(of folder: String) throws(ToolFailure) -> [(name: String, kind: OutputPlanner.EntryKind?, rawName: [UInt8]?)] {
        guard let directory = opendir(folder) else {
            throw ToolFailure(message: "cannot read the folder \(folder): \(POSIX.lastError())")
        }
        defer { closedir(directory) }
        var entries: [(name: String, kind: OutputPlanner.EntryKind?, rawName: [UInt8]?)] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                guard errno == 0 else { throw ToolFailure(message: "cannot read the folder \(folder): \(POSIX.lastError())") }
                return entries
            }
            let (name, rawName) = withUnsafeBytes(of: entry.pointee.d_name) { raw -> (String, [UInt8]?) in
                let bytes = raw.baseAddress!.assumingMemoryBound(to: CChar.self)
                if let name = String(validatingCString: bytes) { return (name, nil) }
                let rawName = Array(UnsafeRawBufferPointer(start: bytes, count: strlen(bytes)))
                return (FileName.escaped(rawName), rawName)
            }
            if name == "." || name == ".." { continue }
            let kind: OutputPlanner.EntryKind? = switch Int(entry.pointee.d_type) {
            case Int(DT_REG): .file
            case Int(DT_DIR): .folder
            default: nil
            }
            entries.append((name, kind, rawName))
        }
    }
}
