#if canImport(Glibc)
import Glibc
#endif
@testable import Secrets
import Testing

/// The per-thread generator behind ``SecureRandom``: one stream per seed however it is drawn,
/// fresh kernel bytes after the budget and after a fork, and nothing left behind.
struct KeystreamGeneratorTests {
    /// Seeds that differ from one call to the next and count the calls, so a test knows when
    /// the generator went back to the kernel. Two sources give the same seeds in turn.
    final class SeedSource {
        private(set) var calls = 0

        func fill(_ key: UnsafeMutableRawBufferPointer) {
            calls += 1
            for index in key.indices {
                key[index] = UInt8(truncatingIfNeeded: calls &* 131 &+ index)
            }
        }
    }

    private static let usableBytesPerBlock = KeystreamGenerator.blockByteCount - KeystreamGenerator.keyByteCount

    private func generator(
        _ seeds: SeedSource, refillsPerSeed: Int = KeystreamGenerator.defaultRefillsPerSeed, generation: UInt64 = 0
    ) -> KeystreamGenerator {
        KeystreamGenerator(generation: generation, refillsPerSeed: refillsPerSeed, seed: seeds.fill)
    }

    private func draw(_ count: Int, from generator: KeystreamGenerator, generation: UInt64 = 0) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            generator.fill(UnsafeMutableRawBufferPointer(buffer), generation: generation)
            initialized = count
        }
    }

    @Test func theStreamIsTheSameHoweverItIsCutUp() {
        let whole = draw(5_000, from: generator(SeedSource()))
        let pieces = generator(SeedSource())
        var drawn: [UInt8] = []
        for count in [1, 31, 32, 33, 0, 991, 992, 993, 7, 1_920] {
            drawn += draw(count, from: pieces)
        }
        #expect(drawn.count == whole.count)
        #expect(drawn == whole)
    }

    @Test func theOutputDependsOnTheSeedAlone() {
        final class FixedSeed {
            let byte: UInt8
            init(_ byte: UInt8) { self.byte = byte }
            func fill(_ key: UnsafeMutableRawBufferPointer) { key.initializeMemory(as: UInt8.self, repeating: byte) }
        }
        let one = FixedSeed(1), same = FixedSeed(1), other = FixedSeed(2)
        let first = draw(100, from: KeystreamGenerator(generation: 0, seed: one.fill))
        #expect(draw(100, from: KeystreamGenerator(generation: 0, seed: same.fill)) == first)
        #expect(draw(100, from: KeystreamGenerator(generation: 0, seed: other.fill)) != first)
        #expect(first != [UInt8](repeating: 1, count: 100))
    }

    @Test func theKeyIsReplacedAtEachRefillAndHandedOutBytesAreErased() {
        let generator = generator(SeedSource())
        let seeded = generator.keyForTesting
        _ = draw(1, from: generator)
        let firstRefill = generator.keyForTesting
        #expect(firstRefill != seeded)
        #expect(generator.handedOutBytesAreErased)

        _ = draw(Self.usableBytesPerBlock - 1, from: generator)
        #expect(generator.keyForTesting == firstRefill)
        #expect(generator.handedOutBytesAreErased)
        _ = draw(40, from: generator)
        #expect(generator.keyForTesting != firstRefill)
        #expect(generator.handedOutBytesAreErased)
    }

    @Test func theKernelIsAskedAgainOnceTheBudgetIsSpent() {
        let seeds = SeedSource()
        let generator = generator(seeds, refillsPerSeed: 2)
        let budget = KeystreamGenerator.bytesPerSeed(refillsPerSeed: 2)
        #expect(budget == 2 * Self.usableBytesPerBlock)
        #expect(seeds.calls == 1)

        for _ in 0..<(budget / 32) {
            _ = draw(32, from: generator)
        }
        _ = draw(budget % 32, from: generator)
        #expect(seeds.calls == 1)
        #expect(generator.seedCount == 1)

        _ = draw(1, from: generator)
        #expect(seeds.calls == 2)
        _ = draw(budget - 1, from: generator)
        #expect(seeds.calls == 2)
        _ = draw(1, from: generator)
        #expect(seeds.calls == 3)
    }

    @Test func aForkReseedsAndDropsWhatIsLeftOfTheBlock() {
        let parentSeeds = SeedSource(), childSeeds = SeedSource()
        let parent = generator(parentSeeds), child = generator(childSeeds)
        #expect(draw(10, from: parent) == draw(10, from: child))

        // Same state; one of them now learns it is in a forked child.
        let fromParent = draw(32, from: parent, generation: 0)
        let fromChild = draw(32, from: child, generation: 1)
        #expect(fromParent != fromChild)
        #expect(parentSeeds.calls == 1)
        #expect(childSeeds.calls == 2)
        // The new generation is kept: no further reseed for it.
        _ = draw(32, from: child, generation: 1)
        #expect(childSeeds.calls == 2)
    }

    @Test func theThreadGeneratorReseedsAfterItsBudget() throws {
        _ = SecureRandom.bytes(count: 1)
        let generator = try #require(KeystreamGenerator.current)
        let before = generator.seedCount
        _ = SecureRandom.bytes(count: KeystreamGenerator.bytesPerSeed() + KeystreamGenerator.blockByteCount)
        // Where in its budget the thread's generator stood is unknown: one or two reseeds.
        #expect((before + 1)...(before + 2) ~= generator.seedCount)
    }

    @Test func theThreadGeneratorReseedsWhenTheForkGenerationMoves() throws {
        _ = SecureRandom.bytes(count: 1)
        let generator = try #require(KeystreamGenerator.current)
        let before = generator.seedCount
        ForkGeneration.advance()
        _ = SecureRandom.bytes(count: 1)
        #expect(generator.seedCount == before + 1)
        _ = SecureRandom.bytes(count: 1)
        #expect(generator.seedCount == before + 1)
    }

    #if canImport(Glibc)
    @Test func aForkedChildDoesNotRepeatItsParentsBytes() throws {
        _ = SecureRandom.bytes(count: 1)
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        let child = fork()
        try #require(child >= 0)
        if child == 0 {
            // Only this thread lives in the child: no allocation, no lock, then `_exit`.
            withUnsafeTemporaryAllocation(byteCount: 32, alignment: 1) { bytes in
                SecureRandom.fill(bytes)
                _ = write(pipeEnds[1], bytes.baseAddress, 32)
            }
            _exit(0)
        }
        close(pipeEnds[1])
        let fromParent = SecureRandom.bytes(count: 32)
        var fromChild = [UInt8](repeating: 0, count: 32)
        let received = read(pipeEnds[0], &fromChild, 32)
        close(pipeEnds[0])
        var status: Int32 = 0
        waitpid(child, &status, 0)
        #expect(received == 32)
        #expect(fromChild != fromParent)
        #expect(fromChild != [UInt8](repeating: 0, count: 32))
    }
    #endif
}
