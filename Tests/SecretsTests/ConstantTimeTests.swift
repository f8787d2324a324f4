import Secrets
import Testing

struct ConstantTimeTests {
    @Test(arguments: [
        ([] as [UInt8], [] as [UInt8], true),
        ([0], [0], true),
        ([1, 2, 3], [1, 2, 3], true),
        ([0], [1], false),
        ([1, 2, 3], [1, 2, 4], false),
        ([1, 2, 3], [0, 2, 3], false),
        ([0x80], [0x00], false),
        ([1, 2, 3], [1, 2], false),
        ([1, 2], [1, 2, 3], false),
        ([], [0], false),
        ([0], [], false),
    ])
    func equals(a: [UInt8], b: [UInt8], expected: Bool) {
        #expect(ConstantTime.equals(a, b) == expected)
        #expect(ConstantTime.equals(b, a) == expected)
    }

    @Test func comparesDigestsWhereverTheyDiffer() {
        let digest = Digest.sha256("session")
        #expect(ConstantTime.equals(digest, Digest.sha256("session")))
        for index in digest.indices {
            for bit in 0..<8 {
                var changed = digest
                changed[index] ^= 1 << bit
                #expect(!ConstantTime.equals(digest, changed))
            }
        }
    }

    @Test func comparesSlicesAndOtherSequences() {
        let data: [UInt8] = [9, 8, 7, 6, 5]
        #expect(ConstantTime.equals(data[1...3], [8, 7, 6]))
        #expect(ConstantTime.equals("abc".utf8, [0x61, 0x62, 0x63]))
        #expect(!ConstantTime.equals(data[1...3], data[2...4]))
    }
}
