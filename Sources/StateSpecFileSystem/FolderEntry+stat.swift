#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StateSpecCore

extension FolderEntry {
    /// The entry `lstat` describes.
    package init(_ status: stat) {
        #if canImport(Darwin)
        let changed = ChangeTime(seconds: Int(status.st_ctimespec.tv_sec), nanoseconds: Int(status.st_ctimespec.tv_nsec))
        #else
        let changed = ChangeTime(seconds: Int(status.st_ctim.tv_sec), nanoseconds: Int(status.st_ctim.tv_nsec))
        #endif
        self.init(kind: POSIX.kind(of: status.st_mode), size: Int(status.st_size), changed: changed)
    }
}
