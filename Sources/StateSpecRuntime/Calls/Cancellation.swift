#if canImport(Foundation)
import Foundation
#endif

/// Whether a loader's failure means "cancelled" rather than "failed". SwiftUI cancels `.task`
/// when a view disappears and `.refreshable` when it re-renders; URLSession then throws
/// `URLError(.cancelled)` and Swift's own APIs `CancellationError`. Neither is an outcome the
/// user should see as an error.
public enum Cancellation {
    /// Whether `error` means "cancelled" rather than a failure: `CancellationError`, `URLError.cancelled`, or `NSURLErrorCancelled` from any other source. A cancelled call shows no error.
    public static func isCancellation(_ error: any Error) -> Bool {
        if error is CancellationError { return true }
        #if canImport(Foundation)
        if let urlError = error as? URLError, urlError.code == .cancelled { return true }
        #endif
        return false
    }
}
