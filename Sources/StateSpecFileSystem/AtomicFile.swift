#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import StateSpecCore

/// Writes the files StateSpec makes outside the output folder (a baseline, `init`'s starter
/// files) as it writes generated ones: to a temporary file in the same folder, then renamed or
/// linked into place, so that the file appears whole or not at all. Only a regular file is ever
/// replaced: a link, folder, FIFO, socket or device at the path is refused, never written
/// through (as root, replacing `/dev/null` would break the system).
package enum AtomicFile {
    package enum Mode {
        /// Replaces a regular file at the path, keeping its permissions.
        case replacingRegularFile
        /// Fails when anything is at the path already.
        case creatingNew
    }

    package static func write(_ bytes: [UInt8], to path: String, mode: Mode) throws(ToolFailure) {
        func failure(_ reason: String) -> ToolFailure { ToolFailure(message: "cannot write \(path): \(reason)") }
        guard !path.isEmpty, !path.hasSuffix("/") else { throw failure("it names a folder") }
        // Split at the last `/` by hand: Foundation's path functions trap on some names (`.`).
        let slash = path.lastIndex(of: "/")
        let parent = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let folder = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw failure(POSIX.lastError()) }
        defer { close(folder) }
        let existing = try status(of: name, in: folder, path: path)
        if let existing {
            guard mode == .replacingRegularFile else { throw failure("it already exists") }
            guard POSIX.kind(of: existing.st_mode) == .file else { throw failure("it is \(describe(existing.st_mode)); only a regular file is replaced") }
        }
        let temporary = OutputPlanner.temporaryPrefix + temporaryNames.next()
        let file = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard file >= 0 else { throw failure(POSIX.lastError()) }
        var written = bytes.withUnsafeBufferPointer { POSIX.writeAll(file, $0) }
        if written, let existing { written = fchmod(file, existing.st_mode & 0o777) == 0 }
        let reason = POSIX.lastError()
        close(file)
        guard written else {
            unlinkat(folder, temporary, 0)
            throw failure(reason)
        }
        do throws(ToolFailure) {
            try place(temporary, as: name, in: folder, mode: mode, path: path)
        } catch {
            unlinkat(folder, temporary, 0)
            throw error
        }
    }

    /// Renames (or, for a new file, links) the written temporary file into place.
    private static func place(_ temporary: String, as name: String, in folder: Int32, mode: Mode, path: String) throws(ToolFailure) {
        func failure(_ reason: String) -> ToolFailure { ToolFailure(message: "cannot write \(path): \(reason)") }
        switch mode {
        case .replacingRegularFile:
            // Looked at again just before: what appeared meanwhile is refused too. A link that
            // appears after this is replaced by the rename, never written through.
            if let now = try status(of: name, in: folder, path: path), POSIX.kind(of: now.st_mode) != .file {
                throw failure("it is \(describe(now.st_mode)); only a regular file is replaced")
            }
            guard renameat(folder, temporary, folder, name) == 0 else { throw failure(POSIX.lastError()) }
        case .creatingNew:
            // A link fails when anything has the name, where a rename would replace it.
            guard linkat(folder, temporary, folder, name, 0) == 0 else {
                throw failure(errno == EEXIST ? "it already exists" : POSIX.lastError())
            }
            unlinkat(folder, temporary, 0)
        }
    }

    /// What is at `name` in the folder, not following a link; nil when nothing is.
    private static func status(of name: String, in folder: Int32, path: String) throws(ToolFailure) -> stat? {
        var status = stat()
        guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return nil }
            throw ToolFailure(message: "cannot write \(path): \(POSIX.lastError())")
        }
        return status
    }

    /// "a symbolic link", "a FIFO": what an entry that is not a regular file is.
    package static func describe(_ mode: mode_t) -> String {
        switch mode & mode_t(S_IFMT) {
        case mode_t(S_IFREG): "a regular file"
        case mode_t(S_IFDIR): "a folder"
        case mode_t(S_IFLNK): "a symbolic link"
        case mode_t(S_IFIFO): "a FIFO"
        case mode_t(S_IFSOCK): "a socket"
        case mode_t(S_IFCHR): "a character device"
        case mode_t(S_IFBLK): "a block device"
        default: "not a regular file"
        }
    }

    private static let temporaryNames = TemporaryNames()
}
