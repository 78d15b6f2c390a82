#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// The process's memory, as the system counts it.
enum Memory {
    /// Frees `value` on another thread, so that the run goes on meanwhile, then hands the pages of
    /// freed memory back to the system. glibc's allocator keeps freed small blocks for reuse, so a
    /// large run's models, freed before its String Catalog (one large block, mapped on its own)
    /// is made, would otherwise still count towards the run's peak.
    static func release<Value: Sendable>(_ value: consuming Value) {
        let owned = Owned(value)
        releasing.async {
            owned.value = nil
            returnFreedPages()
        }
    }

    /// Hands the pages of freed memory back to the system.
    static func returnFreedPages() {
        #if canImport(Glibc)
        // glibc's `malloc_trim`, which its Swift module does not declare.
        guard let trim = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
        #endif
    }

    private static let releasing = DispatchQueue(label: "statespec.release")

    /// The one reference to a value, dropped on the releasing queue.
    private final class Owned<Value: Sendable>: @unchecked Sendable {
        var value: Value?
        init(_ value: consuming Value) { self.value = value }
    }
}
