#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes bytes into one pipe of a child process while reading another to its end, on one
/// thread with `poll`, until a deadline: a child that never reads, never writes, writes without
/// end or exits half way can neither stall nor kill the tool (SIGPIPE is ignored, so a reader
/// gone is `EPIPE`, and the rest of the input is dropped).
struct PipeExchange {
    private let input: [UInt8]
    private var written = 0
    private var writer: Int32?
    private var reader: Int32?
    private let limit: Int
    /// What was read; empty once it passed the limit.
    private(set) var received: [UInt8] = []
    /// Whether more than the limit was read (the rest is read and dropped).
    private(set) var tooLarge = false

    init(writing input: [UInt8], to writer: Int32, reading reader: Int32, limit: Int) {
        self.input = input
        self.writer = writer
        self.reader = reader
        self.limit = limit
        for descriptor in [writer, reader] { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) }
        if input.isEmpty { closeWriter() }
    }

    /// Closes the writing end, which this exchange owns, unless it already did.
    mutating func closeWriter() {
        if let writer { close(writer) }
        writer = nil
    }

    /// True when the output reached its end before the deadline. The writing end is closed once
    /// all is written or the reader went away.
    mutating func run(until deadline: Date) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while reader != nil {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return false }
            var descriptors: [pollfd] = []
            if let reader { descriptors.append(pollfd(fd: reader, events: Int16(POLLIN), revents: 0)) }
            if let writer { descriptors.append(pollfd(fd: writer, events: Int16(POLLOUT), revents: 0)) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(min(remaining * 1000, 1000).rounded(.up)))
            if ready < 0 {
                if errno == EINTR { continue }
                return false
            }
            if let writer, descriptors.contains(where: { $0.fd == writer && $0.revents != 0 }) { writeSome(writer) }
            if let reader, descriptors.contains(where: { $0.fd == reader && $0.revents != 0 }) { readSome(reader, into: &chunk) }
        }
        return true
    }

    private mutating func writeSome(_ descriptor: Int32) {
        let count = input.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
        if count < 0 {
            if errno == EAGAIN || errno == EINTR { return }
            // The child stopped reading (EPIPE) or the pipe failed: the rest is not wanted.
            closeWriter()
            return
        }
        written += count
        if written == input.count { closeWriter() }
    }

    private mutating func readSome(_ descriptor: Int32, into chunk: inout [UInt8]) {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
        if count < 0 {
            if errno == EAGAIN || errno == EINTR { return }
            reader = nil
            return
        }
        if count == 0 {
            reader = nil
            return
        }
        guard !tooLarge else { return }
        received += chunk[..<count]
        if received.count > limit {
            tooLarge = true
            received = []
        }
    }
}
