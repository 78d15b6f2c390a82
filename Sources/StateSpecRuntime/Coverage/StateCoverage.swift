import Foundation

/// State coverage: which states, error causes and messages of each screen the tests showed.
/// Code coverage counts lines; this counts what a user could see.
///
/// Switch it on for a test run with the environment variable `STATESPEC_COVERAGE` (a file, or a
/// folder for one `statespec-coverage-<pid>.json` per test process), or with one call in test
/// setup, `StateCoverage.start(reportingTo:)`. Each `ScreenContent` then records its states and
/// messages, and the report is written when the process exits. `statespec coverage` reads it.
/// While it is off, a state change pays one main-actor load and a nil check.
public enum StateCoverage {
    /// `STATESPEC_COVERAGE`: where the report goes. A path ending in `/`, or naming a folder,
    /// gets one `statespec-coverage-<pid>.json` per process (test runners may start several).
    public static let environmentVariable = "STATESPEC_COVERAGE"

    /// The recorder screens report to; nil while coverage is off.
    @MainActor public static var recorder: StateCoverageRecorder? {
        startFromEnvironment()
        return active
    }
    /// What `ScreenContent` reads on every change: one load, without looking at the environment.
    @MainActor static var active: StateCoverageRecorder?
    /// True once the environment was read.
    @MainActor private static var environmentRead = false

    /// Starts recording, writing the report to `path` when the process exits (a folder's path,
    /// or one ending in `/`, gets a file per process); without a path the report stays in memory.
    /// Replaces a recorder already on, which still writes its own report at exit.
    @MainActor @discardableResult
    public static func start(reportingTo path: String? = nil) -> StateCoverageRecorder {
        let recorder = StateCoverageRecorder(reportFile: path.map { reportFile(forSetting: $0) })
        if recorder.reportFile != nil { ReportsWrittenAtExit.shared.add(recorder) }
        start(recorder)
        return recorder
    }

    /// Makes `recorder` the one screens report to; whoever made it writes its report.
    @MainActor
    public static func start(_ recorder: StateCoverageRecorder) {
        // A recorder the environment asks for still writes what it recorded before.
        startFromEnvironment()
        active = recorder
    }

    /// Stops recording; a report to write at exit is still written.
    @MainActor
    public static func stop() {
        startFromEnvironment()
        active = nil
    }

    /// What the recorder on has recorded; nil while coverage is off.
    @MainActor public static var report: StateCoverageReport? { recorder?.report }

    /// Writes the report of the recorder on now, without waiting for the process to exit.
    /// False when coverage is off, the recorder has no file, or it could not be written.
    @MainActor @discardableResult
    public static func writeReport() -> Bool {
        recorder?.writeReport() ?? false
    }

    /// Starts recording if `STATESPEC_COVERAGE` is set; read once, when the first screen is made.
    @MainActor
    static func startFromEnvironment() {
        guard !environmentRead else { return }
        environmentRead = true
        guard let setting = ProcessInfo.processInfo.environment[environmentVariable], !setting.isEmpty else { return }
        let recorder = StateCoverageRecorder(reportFile: reportFile(forSetting: setting))
        ReportsWrittenAtExit.shared.add(recorder)
        active = recorder
    }

    /// The file a setting names: the path itself, or for a folder (or a path ending in `/`) a file
    /// of this process's own inside it.
    public static func reportFile(forSetting setting: String, processID: Int32 = ProcessInfo.processInfo.processIdentifier) -> String {
        var isDirectory: ObjCBool = false
        let namesFolder = setting.hasSuffix("/")
            || FileManager.default.fileExists(atPath: setting, isDirectory: &isDirectory) && isDirectory.boolValue
        guard namesFolder else { return setting }
        return (setting.hasSuffix("/") ? setting : setting + "/") + "statespec-coverage-\(processID).json"
    }
}

/// The recorders whose reports are written when the process exits, by an `atexit` handler
/// registered with the first of them.
private final class ReportsWrittenAtExit: @unchecked Sendable {
    static let shared = ReportsWrittenAtExit()
    private let lock = NSLock()
    // Guarded by `lock`.
    private var recorders: [StateCoverageRecorder] = []
    private var registered = false

    func add(_ recorder: StateCoverageRecorder) {
        lock.lock()
        defer { lock.unlock() }
        recorders.append(recorder)
        guard !registered else { return }
        registered = true
        atexit { ReportsWrittenAtExit.shared.writeAll() }
    }

    private func writeAll() {
        lock.lock()
        let all = recorders
        lock.unlock()
        for recorder in all { recorder.writeReport() }
    }
}
