import Dispatch
import Foundation
@testable import Secrets
import Synchronization
import Testing

struct SecureRandomTests {
    @Test func defaultTokenHas256BitsIn43URLSafeCharacters() {
        let token = SecureRandom.token()
        #expect(token.utf8.count == 43)
        #expect(token.utf8.allSatisfy(base64URLAlphabet.contains))
        #expect(Base64URL.decode(token)?.count == 32)
    }

    @Test(arguments: [1, 2, 3, 4, 15, 16, 31, 32, 33, 48, 64, 100, 1024, 4096])
    func tokenEncodesTheRequestedBytes(byteCount: Int) throws {
        let token = SecureRandom.token(byteCount: byteCount)
        #expect(token.utf8.count == Base64URL.encodedCount(forByteCount: byteCount))
        #expect(token.utf8.allSatisfy(base64URLAlphabet.contains))
        #expect(!token.contains("="))
        let decoded = try #require(Base64URL.decode(token))
        #expect(decoded.count == byteCount)
        #expect(Base64URL.encode(decoded) == token)
    }

    @Test func tenThousandTokensAreDistinct() {
        var seen = Set<String>()
        for _ in 0..<10_000 {
            seen.insert(SecureRandom.token())
        }
        #expect(seen.count == 10_000)
    }

    @Test func tokensFromConcurrentTasksAreDistinct() async {
        let tokens = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<500).map { _ in SecureRandom.token() } }
            }
            return await group.reduce(into: [String]()) { $0 += $1 }
        }
        #expect(tokens.count == 4_000)
        #expect(Set(tokens).count == 4_000)
    }

    @Test func eachThreadHasItsOwnGeneratorAndItsOwnBytes() {
        let threadCount = 4
        let drawn = Mutex<[(generator: ObjectIdentifier?, bytes: [UInt8], token: String)]>([])
        let arrived = DispatchGroup()
        // Every thread stays until all have drawn, so no generator is freed and its address
        // reused by another thread's while the test compares them.
        let release = DispatchSemaphore(value: 0)
        for _ in 0..<threadCount {
            arrived.enter()
            // A new thread each: the first call seeds that thread's generator from the kernel.
            Thread {
                let bytes = SecureRandom.bytes(count: 32)
                let token = SecureRandom.token()
                let generator = KeystreamGenerator.current.map(ObjectIdentifier.init)
                drawn.withLock { $0.append((generator, bytes, token)) }
                arrived.leave()
                release.wait()
            }.start()
        }
        arrived.wait()
        let results = drawn.withLock { $0 }
        for _ in 0..<threadCount {
            release.signal()
        }

        #expect(results.count == threadCount)
        #expect(results.allSatisfy { $0.generator != nil })
        #expect(Set(results.compactMap(\.generator)).count == threadCount)
        #expect(Set(results.map(\.bytes)).count == threadCount)
        #expect(Set(results.map(\.token)).count == threadCount)
        #expect(results.allSatisfy { $0.token.utf8.count == 43 && $0.token.utf8.allSatisfy(base64URLAlphabet.contains) })
    }

    @Test(arguments: [0, 1, 31, 32, 33, 1000])
    func bytesHaveTheRequestedCount(count: Int) {
        #expect(SecureRandom.bytes(count: count).count == count)
    }

    @Test func bytesAreNotConstant() {
        let first = SecureRandom.bytes(count: 32)
        let second = SecureRandom.bytes(count: 32)
        #expect(first != second)
        #expect(first != bytes(repeating: 0, count: 32))
    }

    @Test func bytesUseTheWholeByteRange() {
        // 64 KiB of uniform bytes miss a given value with probability (255/256)^65536 ≈ 1e-112.
        let sample = SecureRandom.bytes(count: 65_536)
        #expect(Set(sample).count == 256)
    }
}
