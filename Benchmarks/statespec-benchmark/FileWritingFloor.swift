import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What writing a cold generate's files costs on this file system, whoever writes them: the
/// same names and bytes, each created as a temporary file and renamed into place (as
/// `statespec` writes), on every core, in this process. On a busy ext4 file system creating
/// thousands of files costs far more than parsing them, so cold `generate` is read against it.
struct FileWritingFloor {
    private let files: [(name: String, bytes: [UInt8])]

    var count: Int { files.count }

    /// The files a cold generate wrote into `folder`, without its hidden bookkeeping.
    init(copying folder: String) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
        files = try names.map { name in
            (name, Array(try Data(contentsOf: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(name)))))
        }
    }

    /// Seconds to write every file into `folder`, which must not exist yet.
    func measure(into folder: String) throws -> Double {
        let files = self.files
        let threads = YamsFloor.threadCount
        let start = monotonicSeconds()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in stride(from: thread, to: files.count, by: threads) {
                let final = (folder as NSString).appendingPathComponent(files[index].name)
                let temporary = (folder as NSString).appendingPathComponent(".tmp-\(files[index].name)")
                let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
                let written = files[index].bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                guard descriptor >= 0, written == files[index].bytes.count, close(descriptor) == 0, rename(temporary, final) == 0 else {
                    fatalError("cannot write \(final): \(String(cString: strerror(errno)))")
                }
            }
        }
        return monotonicSeconds() - start
    }
}
