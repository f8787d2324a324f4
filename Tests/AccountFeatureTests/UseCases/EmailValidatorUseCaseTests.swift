import Domain
@testable import AccountFeature
import Testing

@Suite("Email validator")
struct EmailValidatorUseCaseTests {
    let validate = EmailValidatorUseCase()

    @Test(arguments: [
        ("ada@example.com", "ada@example.com"),
        ("  Ada.Lovelace+notes@Mail.Example.co.uk \n", "Ada.Lovelace+notes@Mail.Example.co.uk"),
        ("jos\u{E9}@b\u{FC}cher.example", "jos\u{E9}@b\u{FC}cher.example"),
        ("a@b-c.d2", "a@b-c.d2"),
    ])
    func aValidAddressIsAcceptedTrimmed(input: String, expected: String) throws {
        #expect(try validate(input).get() == expected)
    }

    @Test(arguments: [
        "ada",
        "ada@",
        "@example.com",
        "ada@example",
        "ada@@example.com",
        "ada@b@example.com",
        "ada lovelace@example.com",
        "ada@exa mple.com",
        "ada\u{7}@example.com",
        "ada@example..com",
        "ada@.example.com",
        "ada@example.com.",
        "ada@-example.com",
        "ada@example-.com",
        "ada@exa_mple.com",
        "ada@example.c\u{1F600}",
        "ada\u{E0068}\u{E0069}\u{E007F}@example.com",
        "ada@example.com\u{E0041}",
    ])
    func aMalformedAddressIsRefused(input: String) {
        #expect(validate(input) == .failure(EmailValidatorUseCase.malformed))
        #expect(EmailValidatorUseCase.malformed.message == "Enter an email address like name@example.com.")
    }

    @Test(arguments: ["", "   "])
    func aMissingAddressIsAskedFor(input: String) {
        #expect(validate(input) == .failure(ValidationProblem("Enter your email address.")))
    }

    @Test func atMost254CharactersAreAccepted() throws {
        let longest = Self.address(length: 254)
        #expect(longest.count == 254)
        #expect(try validate(longest).get() == longest)
        #expect(validate(Self.address(length: 255)) == .failure(ValidationProblem("Use at most 254 characters.")))
    }

    @Test func atMost254BytesAreAccepted() {
        // 127 two-byte letters: 254 characters would pass, 268 bytes do not.
        let wide = String(repeating: "\u{E9}", count: 60) + "@" + String(repeating: "\u{E9}", count: 67) + ".example"
        #expect(wide.count <= 254 && wide.utf8.count > 254)
        #expect(validate(wide) == .failure(ValidationProblem("Use at most 254 characters.")))
    }

    @Test func anAddressComesBackInOneUnicodeSpelling() throws {
        let decomposed = "E\u{301}ve@example.com"
        #expect(Array(try validate(decomposed).get().unicodeScalars) == Array("\u{C9}ve@example.com".unicodeScalars))
        #expect(validate("eve\u{202E}@example.com") == .failure(ValidationProblem("Enter an email address like name@example.com.")))
    }

    @Test func surroundingWhitespaceDoesNotCountTowardsTheLimit() throws {
        let longest = Self.address(length: 254)
        #expect(try validate("  " + longest + "  ").get() == longest)
    }

    @Test func theLocalPartIsAtMost64Bytes() throws {
        let longest = String(repeating: "a", count: 64) + "@example.com"
        #expect(try validate(longest).get() == longest)
        let tooLong = String(repeating: "a", count: 65) + "@example.com"
        #expect(validate(tooLong) == .failure(ValidationProblem("Use at most 64 characters before the @.")))
        // Bytes, not characters: 33 two-byte letters are 66 bytes.
        let wide = String(repeating: "\u{E9}", count: 33) + "@example.com"
        #expect(validate(wide) == .failure(ValidationProblem("Use at most 64 characters before the @.")))
    }

    /// An address of exactly `length` characters: a 64-byte local part and a long domain.
    static func address(length: Int) -> String {
        let local = String(repeating: "a", count: 64)
        let tld = ".com"
        return local + "@" + String(repeating: "b", count: length - local.count - 1 - tld.count) + tld
    }
}
