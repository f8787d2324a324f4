/// One block of memory per thread that ``HTMLBuffer``s borrow and give back, so a request
/// thread renders every page into memory it already has: no allocation, no page faults on
/// fresh memory, no zeroing.
///
/// The block is found through the thread's own storage (``PerThread``), which takes no lock. A
/// buffer takes the block and leaves the thread without one until it gives it back, so two
/// buffers alive on one thread never share memory: the second simply allocates its own.
enum ScratchBytes {
    /// The block a thread keeps between pages, in the thread's storage; freed when the thread
    /// exits.
    private final class Block {
        var start: UnsafeMutablePointer<UInt8>?
        var capacity = 0

        deinit {
            start?.deallocate()
        }
    }

    /// Each thread's block; `nil` if the process had no thread storage left, and then every
    /// buffer allocates its own memory.
    private static let blocks = PerThread { Block() }

    private static var current: Block? { blocks.current }

    /// A block kept larger than this is freed rather than kept, so one huge page does not pin
    /// its memory to a thread for good.
    static let largestKept = 256 * 1024

    /// The thread's block if it is free and large enough, or new memory of `minimum` bytes.
    static func take(atLeast minimum: Int) -> (UnsafeMutablePointer<UInt8>, Int) {
        if let block = current, let start = block.start {
            if block.capacity >= minimum {
                block.start = nil
                return (start, block.capacity)
            }
        }
        return (UnsafeMutablePointer<UInt8>.allocate(capacity: minimum), minimum)
    }

    /// Keeps `start` as the thread's block when the thread has none (or a smaller one);
    /// frees it otherwise.
    static func giveBack(_ start: UnsafeMutablePointer<UInt8>, capacity: Int) {
        guard capacity <= largestKept, let block = current else {
            start.deallocate()
            return
        }
        if let kept = block.start {
            guard block.capacity < capacity else {
                start.deallocate()
                return
            }
            kept.deallocate()
        }
        block.start = start
        block.capacity = capacity
    }

    /// Moves the first `count` bytes into a larger allocation.
    static func resize(
        _ start: UnsafeMutablePointer<UInt8>, to newCapacity: Int, keeping count: Int
    ) -> UnsafeMutablePointer<UInt8> {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        larger.initialize(from: start, count: count)
        start.deallocate()
        return larger
    }
}
