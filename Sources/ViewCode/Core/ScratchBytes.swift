#if canImport(Glibc)
import Glibc
#endif

/// One block of memory per thread that ``HTMLBuffer``s borrow and give back, so a request
/// thread renders every page into memory it already has: no allocation, no page faults on
/// fresh memory, no zeroing.
///
/// The block is found through the thread's own storage (`pthread_getspecific`), which takes no
/// lock. A buffer takes the block and leaves the thread without one until it gives it back,
/// so two buffers alive on one thread never share memory: the second simply allocates its own.
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

    /// One process-wide key, created once; `nil` if the process had none left, and then every
    /// buffer allocates its own memory.
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { block in
            guard let block else { return }
            Unmanaged<Block>.fromOpaque(block).release()
        }
        return created == 0 ? key : nil
    }()

    /// A block kept larger than this is freed rather than kept, so one huge page does not pin
    /// its memory to a thread for good.
    static let largestKept = 256 * 1024

    private static var current: Block? {
        guard let key else { return nil }
        if let block = pthread_getspecific(key) {
            return Unmanaged<Block>.fromOpaque(block).takeUnretainedValue()
        }
        // The thread's storage holds the block's only strong reference, released on thread exit.
        let block = Unmanaged.passRetained(Block())
        guard pthread_setspecific(key, block.toOpaque()) == 0 else {
            block.release()
            return nil
        }
        return block.takeUnretainedValue()
    }

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
