import Synchronization

/// Where greetings are kept; the feature declares it, the app (here: the test) provides it.
protocol GreetingRepository: Sendable {
    func name(id: Int) throws -> String?
    func add(name: String) throws -> Int
}

/// Greetings in memory.
final class InMemoryGreetings: GreetingRepository {
    private let names = Mutex<[String]>([])

    func name(id: Int) throws -> String? {
        names.withLock { id >= 1 && id <= $0.count ? $0[id - 1] : nil }
    }

    func add(name: String) throws -> Int {
        names.withLock {
            $0.append(name)
            return $0.count
        }
    }

    var count: Int { names.withLock { $0.count } }
}
