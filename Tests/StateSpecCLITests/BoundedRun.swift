#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs the `statespec` binary with a time limit, and reports its peak memory: what a test
/// needs to prove that a run neither hangs nor blows up, without hanging or blowing up itself.
struct BoundedRun {
    var exitStatus: Int32
    /// True when the run had to be killed at the time limit.
    var timedOut: Bool
    /// The child's peak resident memory in bytes (`ru_maxrss`).
    var peakMemory: Int

    /// The child's peak, measured by GNU time where it is installed. `ru_maxrss` of a child that
    /// `posix_spawn` starts counts this test process's memory too: the child begins in its
    /// address space, and Linux keeps that high-water mark across `exec`. GNU time, small
    /// itself, forks the run and reports the run's own peak.
    static let timeBinary = "/usr/bin/time"

    /// - Parameters:
    ///   - user: When the tests run as root, runs the binary as `nobody` (through `setpriv`),
    ///     so that permissions apply to it.
    ///   - environment: The child's environment (default: the tests').
    static func run(_ arguments: [String], in directory: URL, seconds: Double = 60, asUnprivilegedUser user: Bool = false,
                    environment: [String: String] = ProcessInfo.processInfo.environment) throws -> BoundedRun {
        // The shell changes folder and then execs: the child keeps one pid, so its usage is the binary's.
        var argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path, CommandRunner.binary.path] + arguments
        let peakFile = FileManager.default.isExecutableFile(atPath: timeBinary) ? try Self.peakFile() : nil
        if let peakFile { argv = [timeBinary, "-f", "%M", "-o", peakFile] + argv }
        defer { if let peakFile { unlink(peakFile) } }
        if user, getuid() == 0 {
            argv = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] + argv
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // A group of its own, so that the time limit stops the run under GNU time too.
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        let spawned = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if Date() > deadline {
                kill(-pid, SIGKILL)
                timedOut = true
                _ = wait4(pid, &status, 0, &usage)
                break
            }
            usleep(10_000)
        }
        let exited = status & 0x7F == 0
        #if canImport(Darwin)
        var peak = usage.ru_maxrss  // bytes on Apple platforms
        #else
        var peak = usage.ru_maxrss * 1024  // kilobytes on Linux
        #endif
        if let peakFile, !timedOut, let text = try? String(contentsOfFile: peakFile, encoding: .utf8),
           let kilobytes = Int(text.split(whereSeparator: \.isNewline).last ?? "") {
            peak = kilobytes * 1024
        }
        // GNU time reports a run that a signal ended as "Command terminated by signal" and exits
        // 128 + the signal: the status the binary's own would have.
        return BoundedRun(exitStatus: exited ? (status >> 8) & 0xFF : -1, timedOut: timedOut, peakMemory: peak)
    }

    /// An empty file GNU time can write the peak to, whoever the run is.
    private static func peakFile() throws -> String {
        let path = NSTemporaryDirectory() + "statespec-peak-\(UUID().uuidString)"
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY, 0o666)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        fchmod(descriptor, 0o666)
        close(descriptor)
        return path
    }
}
