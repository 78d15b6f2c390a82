import Foundation

/// Collects what screens show while tests run, from any thread: the report sits behind a lock,
/// since tests run in parallel and the report is written from wherever the process exits.
public final class StateCoverageRecorder: @unchecked Sendable {
    /// Where `writeReport()` writes; nil to keep the report in memory only.
    public let reportFile: String?
    private let lock = NSLock()
    // Guarded by `lock`.
    private var screens: [String: ScreenRecord] = [:]

    private struct ScreenRecord {
        var states: Set<String> = []
        var causes: [String: Set<String>] = [:]
        var messages: Set<String> = []
    }

    /// A recorder that writes to `reportFile`, when given.
    public init(reportFile: String? = nil) {
        self.reportFile = reportFile
    }

    /// Records that `screen` showed the state `kind`, for `cause` in the error and partial states.
    public func record(screen: String, state kind: String, cause: String? = nil) {
        lock.lock()
        defer { lock.unlock() }
        screens[screen, default: ScreenRecord()].states.insert(kind)
        if let cause { screens[screen, default: ScreenRecord()].causes[kind, default: []].insert(cause) }
    }

    /// Records that `screen` raised the message named `message`.
    public func record(screen: String, message: String) {
        lock.lock()
        defer { lock.unlock() }
        screens[screen, default: ScreenRecord()].messages.insert(message)
    }

    /// Everything recorded so far.
    public var report: StateCoverageReport {
        lock.lock()
        defer { lock.unlock() }
        return StateCoverageReport(screens: screens.mapValues { record in
            StateCoverageReport.Screen(states: Array(record.states), causes: record.causes.mapValues(Array.init),
                                       messages: Array(record.messages))
        })
    }

    /// Why a write failed: Foundation's own words name no reason; the system's error under them
    /// does (`Not a directory`).
    private static func reason(_ error: any Error) -> String {
        guard let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error,
              (underlying as NSError).domain == NSPOSIXErrorDomain,
              let text = strerror(Int32(truncatingIfNeeded: (underlying as NSError).code)) else { return error.localizedDescription }
        return String(cString: text)
    }

    /// Writes the report to `reportFile` through a temporary file renamed into place, so a reader
    /// never sees half a report. A file that cannot be written is one line on standard error,
    /// never a crash: coverage must not fail the tests it watches. False when nothing was written.
    @discardableResult
    public func writeReport() -> Bool {
        guard let reportFile else { return false }
        do {
            let url = URL(fileURLWithPath: reportFile)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try report.json.write(to: url, options: .atomic)
            return true
        } catch {
            let reason = Self.reason(error)
            let line = "statespec: could not write the state coverage report \(reportFile): \(reason)"
            FileHandle.standardError.write(Data((line.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n").utf8))
            return false
        }
    }
}
