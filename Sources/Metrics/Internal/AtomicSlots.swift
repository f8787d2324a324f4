import Synchronization

/// A fixed number of atomic integers in one allocation, made once when a metric is registered:
/// recording is one relaxed atomic add at an index, with no lock and no allocation.
///
/// `Atomic` cannot live in an `Array` (it is not copyable and needs a stable address), so the
/// slots sit behind a pointer. `@unchecked Sendable` is safe because:
/// - `base` is allocated and every slot initialized in `init`, before the object is shared,
///   and the pointer itself never changes;
/// - after that, slots are only read and written through `Atomic`'s own operations;
/// - `deinit` frees them when the last reference is gone, so no thread can still reach them.
final class AtomicSlots: @unchecked Sendable {
    let count: Int
    private let base: UnsafeMutablePointer<Atomic<Int>>

    init(count: Int) {
        self.count = count
        base = .allocate(capacity: max(count, 1))
        for index in 0..<count {
            (base + index).initialize(to: Atomic(0))
        }
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Adds `amount` to the slot. Relaxed: a scrape needs each value, not an order between them.
    /// Wrapping, since a counter would take centuries to reach `Int.max` and must never trap.
    @inline(__always)
    func add(_ amount: Int, at index: Int) {
        precondition(index >= 0 && index < count, "metric slot \(index) out of 0..<\(count)")
        base[index].wrappingAdd(amount, ordering: .relaxed)
    }

    @inline(__always)
    func store(_ value: Int, at index: Int) {
        precondition(index >= 0 && index < count, "metric slot \(index) out of 0..<\(count)")
        base[index].store(value, ordering: .relaxed)
    }

    func load(at index: Int) -> Int {
        precondition(index >= 0 && index < count, "metric slot \(index) out of 0..<\(count)")
        return base[index].load(ordering: .relaxed)
    }
}
