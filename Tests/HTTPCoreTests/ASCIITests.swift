@testable import HTTPCore
import Testing

struct ASCIITests {
    @Test func tokenCharactersAreDigitsLettersAndTheSymbolsOfRFC9110() {
        let allowed = (0...255).map { UInt8($0) }.filter(ASCII.isTokenCharacter)
        let symbols = Array(ASCII.tokenSymbols.utf8)
        let expected = (0...255).map { UInt8($0) }.filter {
            (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || symbols.contains($0)
        }
        #expect(allowed == expected)
        #expect(allowed.count == 10 + 26 + 26 + 15)
    }

    @Test(arguments: ["Content-Type", "sk_session", "__Host-sk_anon", "x!#$%&'*+-.^_`|~"])
    func tokens(text: String) {
        #expect(ASCII.isToken(text))
    }

    @Test(arguments: ["", "a b", "a:b", "a;b", "é", "a\u{0}", "(a)", "a/b", "a=b"])
    func notTokens(text: String) {
        #expect(!ASCII.isToken(text))
    }
}
