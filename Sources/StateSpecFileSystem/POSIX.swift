#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import StateSpecCore

/// The few system calls StateSpec's file handling needs, with errors as sentences. POSIX
/// directly rather than FileManager, because FileManager follows links, opens FIFOs (and waits
/// forever), reads files whole before their size is known, and skips unreadable folders
/// silently.
package enum POSIX {
    /// The message for the last failed call's `errno`: "Permission denied".
    package static func lastError() -> String {
        String(cString: strerror(errno))
    }

    /// What an entry is, from `stat`'s mode.
    package static func kind(of mode: mode_t) -> OutputPlanner.EntryKind {
        switch mode & mode_t(S_IFMT) {
        case mode_t(S_IFREG): .file
        case mode_t(S_IFDIR): .folder
        case mode_t(S_IFLNK): .symbolicLink
        default: .other
        }
    }

    /// Reads from an open file until end of file or until `limit` bytes; nil with `errno` set
    /// when a read fails. `expected` (the size `fstat` gave) sizes the buffer, so a file read
    /// whole takes one allocation and, at its end, one more `read` that returns nothing; a file
    /// that grew meanwhile still reads to the end, doubling the buffer.
    package static func readAll(_ descriptor: Int32, limit: Int, expected: Int = 0) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: min(limit, max(expected, 0) + 1))
        var filled = 0
        while filled < limit {
            if filled == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: min(max(bytes.count, 4096), limit - bytes.count)))
            }
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// Reads an open file that must be a regular one (anything else is refused unread): the
    /// whole of it, `.tooLarge` from its size alone when `fstat` says it is over the maximum
    /// (and never more than the maximum in memory, should it grow meanwhile), or its start.
    package static func readRegular(_ descriptor: Int32, _ amount: OutputPlanner.ReadAmount) -> OutputPlanner.FileRead {
        var status = stat()
        return readRegular(descriptor, amount, status: &status)
    }

    /// `status`: the file's, as `fstat` gave it before reading.
    package static func readRegular(_ descriptor: Int32, _ amount: OutputPlanner.ReadAmount, status: inout stat) -> OutputPlanner.FileRead {
        guard fstat(descriptor, &status) == 0 else { return .failed(reason: lastError()) }
        guard kind(of: status.st_mode) == .file else { return .failed(reason: "it is not a regular file") }
        switch amount {
        case .whole(let maximum):
            if Int(status.st_size) > maximum { return .tooLarge(byteCount: Int(status.st_size)) }
            guard let bytes = readAll(descriptor, limit: maximum + 1, expected: Int(status.st_size)) else { return .failed(reason: lastError()) }
            return bytes.count > maximum ? .tooLarge(byteCount: bytes.count) : .bytes(bytes)
        case .start(let count):
            return readAll(descriptor, limit: count, expected: min(count, Int(status.st_size))).map { .bytes($0) } ?? .failed(reason: lastError())
        }
    }

    /// Writes every byte; false with `errno` set when a write fails.
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }
}

/// Reads the files a user names (specs, the configuration, templates): regular files only, size
/// from `fstat` before reading, and never more than the limit, whatever the file claims.
package enum InputFile {
    package enum Contents {
        case bytes([UInt8])
        /// The file is larger than the limit; nothing was read.
        case tooLarge(byteCount: Int)
    }

    package static func read(_ path: String, limit: Int) throws(ToolFailure) -> Contents {
        var identity = FileIdentity(device: 0, inode: 0)
        return try read(path, limit: limit, identity: &identity)
    }

    /// `identity`: the file's, as `fstat` gives it.
    package static func read(_ path: String, limit: Int, identity: inout FileIdentity) throws(ToolFailure) -> Contents {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; readRegular then refuses it.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw ToolFailure(message: "cannot read \(path): \(POSIX.lastError())") }
        defer { close(descriptor) }
        var status = stat()
        defer { identity = FileIdentity(status) }
        switch POSIX.readRegular(descriptor, .whole(maximum: limit), status: &status) {
        case .bytes(let bytes): return .bytes(bytes)
        case .tooLarge(let size): return .tooLarge(byteCount: size)
        case .failed(let reason): throw ToolFailure(message: "cannot read \(path): \(reason)")
        }
    }

    /// A file that must be read whole: larger than `limit` is an error naming `what`.
    package static func readWhole(_ path: String, limit: Int, what: String) throws(ToolFailure) -> [UInt8] {
        switch try read(path, limit: limit) {
        case .bytes(let bytes): return bytes
        case .tooLarge(let size): throw ToolFailure(message: "\(path) is \(size) bytes; \(what) may be at most \(limit) bytes")
        }
    }
}

extension POSIX {
    /// The reason inside a Foundation file error, such as "Permission denied".
    package static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}

/// A file as the file system knows it, whatever the path that reached it.
package struct FileIdentity: Hashable {
    package var device: UInt64
    package var inode: UInt64

    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    package init(_ status: stat) {
        self.init(device: UInt64(bitPattern: Int64(status.st_dev)), inode: UInt64(status.st_ino))
    }
}
