import HTTPCore
import HTTPServer
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// With one request thread per CPU the process may use, each request thread runs on a CPU of
/// its own; otherwise, or when told not to, the threads keep the process's CPUs.
@Suite("Request threads bound to CPUs")
struct ThreadPinningTests {
    @Test func withOneThreadPerCPUEachServingThreadRunsOnOneCPU() throws {
        let processCPUs = try #require(Self.allowedCPUs())
        let cpuCount = Self.count(processCPUs)
        let seen = try Self.cpuListsSeenByHandlers { $0.threads = cpuCount }
        #expect(!seen.isEmpty)
        for list in seen {
            #expect(Self.count(list) == (cpuCount > 1 ? 1 : cpuCount), "thread allowed on \(list)")
        }
    }

    @Test func threadsKeepTheProcessCPUsWhenTheServerIsToldSo() throws {
        let processCPUs = try #require(Self.allowedCPUs())
        let seen = try Self.cpuListsSeenByHandlers {
            $0.threads = Self.count(processCPUs)
            $0.pinsRequestThreads = false
        }
        #expect(!seen.isEmpty)
        #expect(seen.allSatisfy { $0 == processCPUs })
    }

    @Test func threadsKeepTheProcessCPUsWhenThereAreMoreThreadsThanCPUs() throws {
        let processCPUs = try #require(Self.allowedCPUs())
        let seen = try Self.cpuListsSeenByHandlers { $0.threads = Self.count(processCPUs) + 1 }
        #expect(!seen.isEmpty)
        #expect(seen.allSatisfy { $0 == processCPUs })
    }

    /// Serves a few connections and returns the CPU list each handler's thread was allowed.
    private static func cpuListsSeenByHandlers(_ configure: (inout HTTPServerConfiguration) -> Void) throws -> [String] {
        let seen = Mutex<[String]>([])
        let server = try TestServer.start(ClosureResponder { _ in
            seen.withLock { $0.append(allowedCPUs() ?? "unknown") }
            return .text("ok")
        }, configure: configure)
        defer { server.shutdown() }
        for number in 0..<4 {
            let connection = try TestConnection(port: server.port)
            try connection.sendRequest("GET", "/\(number)")
            #expect(try connection.readResponse().status == 200)
        }
        return seen.withLock { $0 }
    }

    /// The calling thread's `Cpus_allowed_list` as the kernel writes it ("0-1", "0,2-3").
    private static func allowedCPUs() -> String? {
        guard let file = fopen("/proc/thread-self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("Cpus_allowed_list:") {
                return text.split(whereSeparator: \.isWhitespace).last.map(String.init)
            }
        }
        return nil
    }

    /// How many CPUs a list such as "0-3,5" names.
    private static func count(_ list: String) -> Int {
        list.split(separator: ",").reduce(0) { total, range in
            let bounds = range.split(separator: "-").compactMap { Int($0) }
            return total + (bounds.count == 2 ? bounds[1] - bounds[0] + 1 : 1)
        }
    }
}
