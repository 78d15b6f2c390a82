import Foundation
import Testing

/// The peak memory a bounded run reports is the run's own, however much this test process holds.
@Suite struct BoundedRunTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: BoundedRun.timeBinary)))
    func thePeakIsTheRunsOwnNotTheTestProcesss() throws {
        // 300 MB this process touches, so that its high-water mark is well above a small run's.
        let held = UnsafeMutableRawBufferPointer.allocate(byteCount: 300 * 1024 * 1024, alignment: 4096)
        defer { held.deallocate() }
        for offset in stride(from: 0, to: held.count, by: 4096) { held[offset] = 1 }
        let run = try BoundedRun.run(["--version"], in: URL(fileURLWithPath: NSTemporaryDirectory()), seconds: 30)
        #expect(run.exitStatus == 0)
        #expect(run.peakMemory > 0)
        #expect(run.peakMemory < 100 * 1024 * 1024, "\(run.peakMemory / 1_048_576) MB")
        #expect(held[4096] == 1)
    }
}
