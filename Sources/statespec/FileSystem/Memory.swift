#if canImport(Glibc)
import Glibc
#endif

/// The process's memory, as the system counts it.
enum Memory {
    /// Hands the pages of freed memory back to the system. glibc's allocator keeps freed small
    /// blocks for reuse, so a large run's models, freed before its String Catalog (one large
    /// block, mapped on its own) is made, would otherwise still count towards the run's peak.
    static func returnFreedPages() {
        #if canImport(Glibc)
        // glibc's `malloc_trim`, which its Swift module does not declare.
        guard let trim = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
        #endif
    }
}
