import Domain
import Testing

@Suite struct NameValidatorUseCaseTests {
    let validate = NameValidatorUseCase()

    @Test func trimsSurroundingWhitespace() {
        #expect(validate("  Ada Lovelace \n") == .success("Ada Lovelace"))
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func refusesAnEmptyName(_ name: String) {
        #expect(validate(name) == .failure(ValidationProblem("Enter your name.")))
    }

    @Test func acceptsExactlyTheMaximumAndRefusesOneMore() {
        let longest = String(repeating: "é", count: NameValidatorUseCase.maximumLength)
        #expect(validate(longest) == .success(longest))
        guard case .failure = validate(longest + "x") else {
            Issue.record("a name of 101 characters was accepted")
            return
        }
    }

    @Test func countsCharactersNotBytes() {
        let name = String(repeating: "👩‍💻", count: 100)
        #expect(validate(name) == .success(name))
    }

    /// One visible character can carry any number of combining marks: the byte bound stops it.
    @Test func oneLetterStackedWithMarksIsTooLong() {
        let stacked = "Z" + String(repeating: "\u{0301}\u{0336}", count: 300)
        #expect(stacked.count == 1)
        #expect(validate(stacked) == .failure(ValidationProblem("Use at most 100 characters for your name.")))
    }

    @Test(arguments: [
        "Ada\u{202E}ecalevoL", "\u{2066}Ada\u{2069}", "Ada\u{200F}", "Ada\u{0001}", "Ada\u{0085}Lovelace", "Ada\u{007F}",
        "Ada\nLovelace", "Ada\u{2028}Lovelace", "Ada\u{FEFF}",
        // Tag characters outside a flag's sequence hide text.
        "Ada\u{E0068}\u{E0069}\u{E007F}", "\u{E0041}da", "🏴\u{E0067}\u{E0062} Ada",
    ])
    func refusesHiddenCharacters(name: String) {
        #expect(validate(name) == .failure(ValidationProblem("Remove the invisible control characters from your name.")))
    }

    @Test(arguments: ["Zoë Ångström", "محمد", "👩‍💻 Ada", "श्री", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"])
    func keepsScriptsJoinersAndEmoji(name: String) {
        #expect(validate(name) == .success(name))
    }
}

@Suite struct EmailKeyTests {
    @Test func spellingsOfOneAddressShareAKey() {
        let precomposed = EmailKey.of("\u{C9}ve@Example.com")
        #expect(precomposed == EmailKey.of("E\u{301}ve@example.COM"))
        #expect(precomposed == EmailKey.of("  \u{E9}ve@example.com "))
        #expect(Array(precomposed.unicodeScalars) == Array("\u{E9}ve@example.com".unicodeScalars))
        #expect(precomposed != EmailKey.of("eve@example.com"))
    }

    @Test func normalizedKeepsCase() {
        #expect(Array(EmailKey.normalized("E\u{301}ve@Example.com").unicodeScalars) == Array("\u{C9}ve@Example.com".unicodeScalars))
    }
}
