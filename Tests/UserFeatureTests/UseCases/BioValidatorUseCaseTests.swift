import Domain
import Testing
@testable import UserFeature

@Suite("Bio validator use case")
struct BioValidatorUseCaseTests {
    let validate = BioValidatorUseCase()

    @Test(arguments: [0, 1, 999, 1000])
    func aBioUpToTheLimitIsKept(length: Int) {
        let bio = String(repeating: "b", count: length)
        #expect(validate(bio) == .success(bio))
    }

    @Test func aBioOverTheLimitIsRefused() {
        #expect(validate(String(repeating: "b", count: 1001)) == .failure(ValidationProblem("Use at most 1,000 characters for your bio.")))
    }

    @Test func charactersAreCountedAsPeopleSeeThem() {
        // Each flag is two scalars and eight bytes, but one character.
        let flags = String(repeating: "🇳🇿", count: 1000)
        #expect(flags.unicodeScalars.count == 2000)
        #expect(validate(flags) == .success(flags))
        #expect(validate(flags + "🇳🇿") == .failure(ValidationProblem("Use at most 1,000 characters for your bio.")))
    }

    @Test func itIsKeptAsTypedWithoutTrailingWhitespace() {
        #expect(validate("  Likes <b>tea</b>\r\nand maths. \n\t ") == .success("  Likes <b>tea</b>\r\nand maths."))
        #expect(validate(" \n ") == .success(""))
    }

    @Test func trailingWhitespaceDoesNotCountTowardsTheLimit() {
        let bio = String(repeating: "b", count: 1000)
        #expect(validate(bio + "   \n") == .success(bio))
    }

    @Test func lettersStackedWithMarksCountInBytes() {
        let stacked = String(repeating: "a" + String(repeating: "\u{0301}", count: 50), count: 100)
        #expect(stacked.count == 100)
        #expect(validate(stacked) == .failure(ValidationProblem("Use at most 1,000 characters for your bio.")))
    }

    @Test(arguments: [
        "Hello\u{202E}dlrow", "tab\tand\nbreak\u{0007}", "\u{2067}isolate",
        "Hello\u{E0068}\u{E0069}\u{E007F}", "line\n\u{E0041}",
    ])
    func hiddenCharactersAreRefusedButLineBreaksAndTabsKept(bio: String) {
        #expect(validate(bio) == .failure(ValidationProblem("Remove the invisible control characters from your bio.")))
        #expect(validate("tab\tand\r\nbreak") == .success("tab\tand\r\nbreak"))
    }

    @Test func aFlagWithItsTagsIsKept() {
        let flag = "From 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}\nwith love"
        #expect(validate(flag) == .success(flag))
    }
}
