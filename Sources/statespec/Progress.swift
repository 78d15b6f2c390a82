import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A counter on standard error for runs that take a while: `Checking specs: 120/500`, redrawn
/// in place, shown only when standard error is a terminal, not before the run has taken a
/// second, and erased when the run ends, so logs and pipes never see it.
final class Progress: @unchecked Sendable {
    private let label: String
    private let total: Int
    private let lock = NSLock()
    private var done = 0
    private var finished = false
    private var shown = false

    /// Whether progress and the run's time go to standard error: a terminal that is not `dumb`.
    static var standardErrorIsATerminal: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// Seconds before the counter appears (`STATESPEC_PROGRESS_DELAY`, for tests; default 1).
    static var delay: Double { EnvironmentSetting.progressDelay.value }

    init(label: String, total: Int, enabled: Bool) {
        self.label = label
        self.total = total
        guard enabled, total > 0 else { return }
        let delay = Self.delay
        Thread.detachNewThread { [self] in
            Thread.sleep(forTimeInterval: delay)
            while draw() { Thread.sleep(forTimeInterval: 0.1) }
        }
    }

    /// One more item done; safe from any thread.
    func advance() {
        lock.lock()
        done += 1
        lock.unlock()
    }

    /// Draws the counter; false once the run has ended.
    private func draw() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return false }
        shown = true
        Console.raw("\r\(label): \(done)/\(total)")
        return true
    }

    /// Stops the counter and erases it, before anything else is printed.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        finished = true
        if shown { Console.raw("\r\u{1B}[K") }
    }
}

/// How long a run took, for its summary: `0.42 s`.
struct RunClock {
    private let start = DispatchTime.now()

    var elapsed: String {
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return String(format: "%.2f s", seconds)
    }
}
