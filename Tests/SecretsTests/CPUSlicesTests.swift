import Foundation
@testable import Secrets
import Testing

/// The slicing is seen from outside, as the kernel lists it: `/proc/self/timers` names each
/// POSIX timer's signal and the thread it notifies; `/proc/thread-self/status` says which
/// signals the process catches, and `/proc/thread-self/sched` the thread's request length.
struct CPUSlicesTests {
    /// Timers are told apart by their ids: the suite's other tests hash passwords on threads of
    /// their own at the same time, and a timer listed before this computation began is not its.
    @Test func aTimerSignalsTheComputingThreadWhileItComputes() throws {
        let thread = try currentThreadID()
        let before = try timers(notifying: thread)
        let during = try CPUSlices.run { try timers(notifying: thread) }
        let started = during.filter { timer in !before.contains { $0.id == timer.id } }
        #expect(started.count == 1)
        let signal = try #require(started.first?.signal)
        #expect(try caughtSignals().contains(signal), "the signal has a handler, so it cannot end the process")
        let after = try timers(notifying: thread)
        #expect(!after.contains { $0.id == started.first?.id }, "the timer is gone once the computation ends")
    }

    @Test func theThreadAsksForOneTurnAtATimeWhileItComputes() throws {
        // `se.slice` is listed from Linux 6.6 (EEVDF); an older kernel has no request length.
        guard let before = try schedulerRequestNanoseconds() else { return }
        let during = try CPUSlices.run { try schedulerRequestNanoseconds() }
        #expect(during == CPUSlices.turnMicroseconds * 1_000)
        #expect(try schedulerRequestNanoseconds() == before, "the thread's request is given back")
    }

    @Test func theComputationsResultIsReturned() {
        let sum = CPUSlices.run { (1...1_000).reduce(0, +) }
        #expect(sum == 500_500)
    }

    @Test func hashesStillVerifyAndLeaveNoTimerBehind() throws {
        let thread = try currentThreadID()
        let before = try timers(notifying: thread).map(\.id)
        let hasher = PasswordHasher(cost: .minimumForTests)
        let stored = try hasher.hash("correct horse battery staple")
        for _ in 0..<3 {
            #expect(hasher.verify("correct horse battery staple", against: stored))
            #expect(!hasher.verify("wrong horse", against: stored))
        }
        #expect(try timers(notifying: thread).map(\.id) == before, "no timer outlives its hash")
    }
}

/// The kernel's id of the calling thread: `/proc/thread-self` links to `<pid>/task/<tid>`.
private func currentThreadID() throws -> String {
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")
    return String(link.split(separator: "/").last ?? "")
}

/// The POSIX timers that notify `thread`, by id and signal number. Each timer is a block of
/// lines: `ID: 3`, `signal: 37/…`, then `notify: signal/tid.1234`.
private func timers(notifying thread: String) throws -> [(id: Int, signal: Int)] {
    var timers: [(id: Int, signal: Int)] = []
    var id: Int?
    var signal: Int?
    for line in try procText("/proc/self/timers").split(separator: "\n") {
        if line.hasPrefix("ID: ") {
            id = Int(line.dropFirst("ID: ".count))
        } else if line.hasPrefix("signal: ") {
            signal = Int(line.dropFirst("signal: ".count).prefix { $0 != "/" })
        } else if line == "notify: signal/tid.\(thread)", let id, let signal {
            timers.append((id, signal))
        }
    }
    return timers
}

/// The calling thread's scheduler request length (`se.slice`), when the kernel lists it.
private func schedulerRequestNanoseconds() throws -> Int? {
    let sched = try procText("/proc/thread-self/sched")
    guard let line = sched.split(separator: "\n").first(where: { $0.hasPrefix("se.slice ") }),
          let value = line.split(separator: ":").last
    else { return nil }
    return Int(value.trimmingCharacters(in: .whitespaces))
}

/// The signals the process has handlers for, from the `SigCgt` mask (bit n-1 is signal n).
private func caughtSignals() throws -> Set<Int> {
    let status = try procText("/proc/thread-self/status")
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
          let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
    else { return [] }
    return Set((1...64).filter { mask >> UInt64($0 - 1) & 1 == 1 })
}

/// A /proc file's text, read with `read(2)`: the kernel makes it up as it is read and gives it
/// no size, which `String(contentsOfFile:)` answers with a buffer it never frees.
private func procText(_ path: String) throws -> String {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}
