#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import StateSpecCore

/// The output folder, opened once. Every operation is relative to the open folder and takes one
/// checked file name (no `/`, not `.` or `..`) and never follows a link, so StateSpec cannot
/// write, read or remove anything outside the folder, whatever the names, links or races.
package final class OutputDirectory: OutputFolderReading, @unchecked Sendable {
    /// What is shown in messages: the folder as the user named it.
    package let path: String
    private let descriptor: Int32
    /// The most entries StateSpec lists in an output folder.
    package static let maximumEntryCount = 100_000

    /// Opens the folder `path`; nil when there is none.
    package init?(path: String) throws(ToolFailure) {
        self.path = path
        let opened = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if opened < 0 {
            if errno == ENOENT { return nil }
            let reason = errno == ENOTDIR ? "it is not a folder" : POSIX.lastError()
            throw ToolFailure(message: "cannot open the output folder \(path): \(reason)")
        }
        descriptor = opened
    }

    /// Makes the folder (and those above it) and opens it; `made`: the folders this call made,
    /// the folder itself first, then those above it, deepest first (what a run that stops
    /// removes again); empty when the folder was there already.
    package static func making(path: String) throws(ToolFailure) -> (directory: OutputDirectory, made: [String])? {
        let parent = PathText.parent(of: path)
        var missingParents: [String] = []
        var above = parent
        while !above.isEmpty, !FileManager.default.fileExists(atPath: above) {
            missingParents.append(above)
            let next = PathText.parent(of: above)
            if next == above { break }
            above = next
        }
        do {
            if !parent.isEmpty { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) }
        } catch {
            throw ToolFailure(message: "cannot create the output folder \(path): \(POSIX.describe(error))")
        }
        let made = mkdir(path, 0o777) == 0
        guard made || errno == EEXIST else { throw ToolFailure(message: "cannot create the output folder \(path): \(POSIX.lastError())") }
        return try OutputDirectory(path: path).map { ($0, made ? [path] + missingParents : []) }
    }

    deinit { close(descriptor) }

    /// Unique names for temporary files: one random prefix a run, then a counter.
    private let temporaryNames = TemporaryNames()

    /// `Generated/TimelineState.swift`, for messages.
    package func shown(_ name: String) -> String {
        PathText.joined(path, name)
    }

    private func checked(_ name: String) throws(ToolFailure) -> String {
        // Bytes, not Foundation's `contains`, which searches like `range(of:)` (thousands of
        // instructions a name, every file of a run).
        guard !name.isEmpty, name != ".", name != "..", !name.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == 0 }) else {
            throw ToolFailure(message: "refusing the file name \(SwiftNames.stringLiteral(name)) in \(path)")
        }
        return name
    }

    /// Every entry of the folder, as `lstat` sees it; links are not followed.
    package func listing() throws(ToolFailure) -> [String: FolderEntry] {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else {
            throw ToolFailure(message: "cannot read the output folder \(path): \(POSIX.lastError())")
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            names.append(name)
            guard names.count <= Self.maximumEntryCount else {
                throw ToolFailure(message: "the output folder \(path) holds more than \(Self.maximumEntryCount) entries; give StateSpec a folder of its own")
            }
        }
        // A large app's folder has thousands of entries: looked at on all cores.
        let statuses = Parallel.map(names, width: Parallel.cores) { name -> Result<FolderEntry?, ToolFailure> in
            var status = stat()
            guard fstatat(self.descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
                // Removed since it was listed: not there.
                if errno == ENOENT { return .success(nil) }
                return .failure(ToolFailure(message: "cannot read \(self.shown(name)): \(POSIX.lastError())"))
            }
            return .success(FolderEntry(status))
        }
        var entries: [String: FolderEntry] = [:]
        entries.reserveCapacity(names.count)
        for (name, status) in zip(names, statuses) {
            if let entry = try status.get() { entries[name] = entry }
        }
        return entries
    }

    /// Reads a regular file of the folder; anything else (a link, a FIFO) is refused unread.
    package func read(_ name: String, _ amount: OutputPlanner.ReadAmount) -> OutputPlanner.FileRead {
        guard let name = try? checked(name) else { return .failed(reason: "not a file name") }
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return .failed(reason: POSIX.lastError()) }
        defer { close(file) }
        return POSIX.readRegular(file, amount)
    }

    /// Writes a file through a temporary file renamed into place, so that no reader, build or
    /// killed run ever sees it half written. Like compilers' outputs, it is not flushed to the
    /// disk one by one (an `fsync` per file made a run of 4,000 files ten times slower): a killed
    /// run leaves every file whole, and what a power cut loses, the next run writes again.
    package func write(_ name: String, _ bytes: [UInt8]) throws(ToolFailure) {
        let temporary = try bytes.withUnsafeBufferPointer { bytes throws(ToolFailure) in try stage(bytes, for: name) }
        try commit(temporary, as: name)
    }

    /// Writes `bytes` to a new temporary file of the folder, which `commit` renames into place
    /// as `name` (or `discard` removes); returns its name. A run killed before then leaves only
    /// a temporary file, which the next run removes.
    package func stage(_ bytes: UnsafeBufferPointer<UInt8>, for name: String) throws(ToolFailure) -> String {
        let name = try checked(name)
        let temporary = OutputPlanner.temporaryPrefix + temporaryNames.next()
        let file = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard file >= 0 else { throw ToolFailure(message: "cannot write \(shown(name)): \(POSIX.lastError())") }
        let written = POSIX.writeAll(file, bytes)
        let reason = POSIX.lastError()
        close(file)
        guard written else {
            unlinkat(descriptor, temporary, 0)
            throw ToolFailure(message: "cannot write \(shown(name)): \(reason)")
        }
        return temporary
    }

    /// Writes a file that does not exist yet so that it appears under `name` whole or not at
    /// all, never replacing anything. On Linux the file is written unnamed (`O_TMPFILE`) and then
    /// linked into place, one change to the folder instead of a create and a rename, and a run
    /// killed meanwhile leaves nothing; elsewhere, or where the file system cannot, through a
    /// temporary file renamed into place at once. The unnamed file saves a 1,000-screen cold
    /// generate a sixth of its CPU time (0.69 against 0.84 s); its wall time is the same within
    /// the noise (`statespec-benchmark`, 1,000 screens on tmpfs, medians of four runs alternating with and without it).
    package func place(_ bytes: UnsafeBufferPointer<UInt8>, as name: String) throws(ToolFailure) {
        let name = try checked(name)
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        let file = openat(descriptor, ".", O_WRONLY | O_CLOEXEC | Self.unnamedFile, 0o666)
        if file >= 0 {
            defer { close(file) }
            guard POSIX.writeAll(file, bytes) else { throw ToolFailure(message: "cannot write \(shown(name)): \(POSIX.lastError())") }
            // Linked by its descriptor: older kernels allow that only to privileged processes,
            // and the file is then named through /proc, a path lookup that costs a 1,000-screen
            // run about 2.5% of its CPU time.
            if linkat(file, "", descriptor, name, Self.emptyPath) == 0 { return }
            guard errno != EEXIST else { throw ToolFailure(message: "cannot write \(shown(name)): \(POSIX.lastError())") }
            if linkat(AT_FDCWD, "/proc/self/fd/\(file)", descriptor, name, AT_SYMLINK_FOLLOW) == 0 { return }
            // Without /proc the file cannot be named: written again below.
            guard errno == ENOENT else { throw ToolFailure(message: "cannot write \(shown(name)): \(POSIX.lastError())") }
        }
        #endif
        try commit(stage(bytes, for: name), as: name)
    }

    #if os(Linux) && (arch(x86_64) || arch(arm64))
    /// `O_TMPFILE`, which Swift does not import: a file with no name in the folder until linked.
    /// Its bits differ between Linux's architectures; these are x86-64's and arm64's (elsewhere
    /// files go through a temporary name).
    private static let unnamedFile = Int32(0o20000000) | O_DIRECTORY
    /// `AT_EMPTY_PATH`, which Swift does not import: `linkat` links the descriptor itself.
    private static let emptyPath = Int32(0x1000)
    #endif

    /// Renames a staged temporary file into place as `name`.
    package func commit(_ temporary: String, as name: String) throws(ToolFailure) {
        let name = try checked(name)
        guard renameat(descriptor, temporary, descriptor, name) == 0 else {
            let reason = POSIX.lastError()
            unlinkat(descriptor, temporary, 0)
            throw ToolFailure(message: "cannot write \(shown(name)): \(reason)")
        }
    }

    /// Removes a file this run wrote that will not be used: a staged temporary file, or one
    /// placed in a folder the run made.
    package func discard(_ name: String) {
        unlinkat(descriptor, name, 0)
    }

    /// Removes a regular file; anything else is left and reported.
    package func remove(_ name: String) throws(ToolFailure) {
        let name = try checked(name)
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return }
            throw ToolFailure(message: "cannot remove \(shown(name)): \(POSIX.lastError())")
        }
        guard POSIX.kind(of: status.st_mode) == .file else {
            throw ToolFailure(message: "cannot remove \(shown(name)): it is no longer a regular file")
        }
        guard unlinkat(descriptor, name, 0) == 0 || errno == ENOENT else {
            throw ToolFailure(message: "cannot remove \(shown(name)): \(POSIX.lastError())")
        }
    }

    /// Locks the folder itself (`flock` on its descriptor, so no lock file is left behind)
    /// until this object goes: exclusively for a run that writes, shared for one that only
    /// reads. The kernel releases the lock however the process ends, SIGKILL included. Waits
    /// for another run at most `timeout` seconds, then gives up with exit code 2.
    package func lock(exclusive: Bool, wait: LockWait) throws(ToolFailure) {
        let timeout = wait.timeout
        let deadline = Date().addingTimeInterval(timeout)
        var announced = false
        while flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw ToolFailure(message: "cannot lock the output folder \(path): \(POSIX.lastError())")
            }
            guard Date() < deadline else {
                throw ToolFailure(message: "another statespec run is writing into \(path); gave up waiting after \(String(format: "%g", timeout)) seconds")
            }
            if !announced {
                wait.announce(path)
                announced = true
            }
            usleep(50_000)
        }
    }
}

/// `<random>-<n>`: unlikely to meet another run's names, without asking the system for
/// randomness once a file.
package final class TemporaryNames: @unchecked Sendable {
    private let prefix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    private var count = 0
    private let lock = NSLock()

    package func next() -> String {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return "\(prefix)-\(count)"
    }
}

/// How long `OutputDirectory.lock` waits for another run's lock, and what it says once it starts waiting.
package struct LockWait: Sendable {
    package var timeout: Double
    /// Called once with the folder's path when the lock is not free at once.
    package var announce: @Sendable (String) -> Void

    package init(timeout: Double, announce: @escaping @Sendable (String) -> Void) {
        self.timeout = timeout
        self.announce = announce
    }
}
