import Metrics
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("Recording from several threads")
struct ConcurrencyTests {
    static let threads = 4
    static let perThread = 100_000

    /// Runs `body(thread)` on `count` threads at once and returns when all are done.
    static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        var handles: [pthread_t] = []
        for thread in 0..<count {
            let job = ThreadJob { body(thread) }
            var handle = pthread_t()
            let result = pthread_create(&handle, nil, { context in
                guard let context else { return nil }
                Unmanaged<ThreadJob>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, Unmanaged.passRetained(job).toOpaque())
            #expect(result == 0)
            handles.append(handle)
        }
        for handle in handles { pthread_join(handle, nil) }
    }

    @Test func concurrentIncrementsSumExactly() {
        let registry = MetricsRegistry()
        let counter = registry.counter("app_hits_total", help: "Hits.", series: [["n": "a"], ["n": "b"]])
        let latency = registry.histogram("app_seconds", help: "Time.", buckets: [0.001, 0.01], unitsPerValue: 1_000_000_000)
        let gauge = registry.gauge("app_level", help: "Level.")
        Self.onThreads(Self.threads) { thread in
            for step in 0..<Self.perThread {
                counter.increment(series: step % 2)
                latency.observe(thread * 5_000_000)
                gauge.add(1)
                gauge.add(-1)
            }
        }
        let total = Self.threads * Self.perThread
        #expect(counter.value(series: 0) + counter.value(series: 1) == total)
        #expect(counter.value(series: 0) == total / 2)
        #expect(latency.count() == total)
        #expect(gauge.value() == 0)
        let text = String(decoding: registry.exposition(), as: UTF8.self)
        // Threads 0 and 1 observe 0 and 5 ms (within 1 ms: thread 0 only; within 10 ms: both);
        // threads 2 and 3 observe 10 and 15 ms (10 ms is on the bound).
        #expect(text.contains("app_seconds_bucket{le=\"0.001\"} \(Self.perThread)\n"))
        #expect(text.contains("app_seconds_bucket{le=\"0.01\"} \(3 * Self.perThread)\n"))
        #expect(text.contains("app_seconds_bucket{le=\"+Inf\"} \(total)\n"))
        #expect(text.contains("app_seconds_sum \(Self.perThread * 30 / 1000)\n"))
    }
}

/// A closure handed to a new thread through `pthread_create`'s context pointer.
private final class ThreadJob: Sendable {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) {
        self.run = run
    }
}
