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

    /// - Parameters:
    ///   - user: When the tests run as root, runs the binary as `nobody` (through `setpriv`),
    ///     so that permissions apply to it.
    ///   - environment: The child's environment (default: the tests').
    static func run(_ arguments: [String], in directory: URL, seconds: Double = 60, asUnprivilegedUser user: Bool = false,
                    environment: [String: String] = ProcessInfo.processInfo.environment) throws -> BoundedRun {
        // The shell changes folder and then execs: the child keeps one pid, so its usage is the binary's.
        var argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path, CommandRunner.binary.path] + arguments
        if user, getuid() == 0 {
            argv = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] + argv
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        let spawned = posix_spawn(&pid, argv[0], &actions, nil, cArguments, cEnvironment)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if Date() > deadline {
                kill(pid, SIGKILL)
                timedOut = true
                _ = wait4(pid, &status, 0, &usage)
                break
            }
            usleep(10_000)
        }
        let exited = status & 0x7F == 0
        #if canImport(Darwin)
        let peak = usage.ru_maxrss  // bytes on Apple platforms
        #else
        let peak = usage.ru_maxrss * 1024  // kilobytes on Linux
        #endif
        return BoundedRun(exitStatus: exited ? (status >> 8) & 0xFF : -1, timedOut: timedOut, peakMemory: peak)
    }
}
