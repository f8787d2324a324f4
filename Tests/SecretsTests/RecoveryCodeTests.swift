import Secrets
import Testing

struct RecoveryCodeTests {
    @Test func generatesTenDistinctCodesOfTwoGroups() {
        let codes = RecoveryCode.generate()
        #expect(codes.count == 10)
        #expect(Set(codes).count == 10)
        for code in codes {
            let groups = code.split(separator: "-")
            #expect(groups.count == 2 && groups.allSatisfy { $0.count == 5 })
            #expect(!code.contains { "ilo1".contains($0) })
        }
    }

    @Test func normalizesWhatWasTyped() {
        #expect(RecoveryCode.normalized(" K3HQA-7MZPW ") == "k3hqa7mzpw")
        #expect(RecoveryCode.normalized("abcde fgh0o") == "abcdefgh00")
    }
}
