#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StateSpecCore

/// An entry of the output folder as `lstat` saw it (links not followed).
struct FolderEntry: Sendable, Equatable {
    var kind: OutputPlanner.EntryKind
    var size: Int
    /// When the entry last changed: its content, name, links or permissions (`st_ctime`, which
    /// no program can set back, unlike the modification time).
    var changed: ChangeTime

    init(_ status: stat) {
        kind = POSIX.kind(of: status.st_mode)
        size = Int(status.st_size)
        #if canImport(Darwin)
        changed = ChangeTime(seconds: Int(status.st_ctimespec.tv_sec), nanoseconds: Int(status.st_ctimespec.tv_nsec))
        #else
        changed = ChangeTime(seconds: Int(status.st_ctim.tv_sec), nanoseconds: Int(status.st_ctim.tv_nsec))
        #endif
    }

    init(kind: OutputPlanner.EntryKind, size: Int, changed: ChangeTime) {
        self.kind = kind
        self.size = size
        self.changed = changed
    }
}

struct ChangeTime: Sendable, Comparable {
    var seconds: Int
    var nanoseconds: Int

    static func < (lhs: ChangeTime, rhs: ChangeTime) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }
}

/// Which outputs the last run's cache can vouch for without reading them. A run writes the
/// cache after every output, so a file that has the size the cache records and last changed
/// strictly before the cache did is as that run left it: any later edit, replacement or rename
/// onto it gives it a newer change time. Like git's index and make, this trusts the clock;
/// a file that changed in the same clock tick as the cache, has another size, or is not a
/// regular file is read and hashed instead. `generate --full` and `--check` read every byte.
enum OutputStamps {
    /// The names (of `cache`'s outputs) whose bytes must be read to know their hash, and the
    /// hashes known without reading, from the folder's listing.
    static func split(_ cache: GenerationCache, listing: [String: FolderEntry]) -> (known: [String: String], toRead: [String]) {
        let cacheChanged = listing[GenerationCache.fileName].flatMap { $0.kind == .file ? $0.changed : nil }
        var known: [String: String] = [:]
        var toRead: [String] = []
        for (name, output) in cache.outputs {
            guard let entry = listing[name], entry.kind == .file else { continue }
            if let cacheChanged, entry.size == output.size, entry.changed < cacheChanged {
                known[name] = output.hash
            } else {
                toRead.append(name)
            }
        }
        return (known, toRead.sorted())
    }
}
