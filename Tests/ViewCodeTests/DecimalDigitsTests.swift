import Testing
import ViewCode

struct DecimalDigitsTests {
    @Test(arguments: [0, 7, 10, 254, 1_700_000_000, 99_999_999_999, -1, -1_700_000_000, Int.max, Int.min])
    func digitsAreTheNumbersDecimalText(value: Int) {
        let written = DecimalDigits.withDigits(of: value) { String(decoding: $0, as: UTF8.self) }
        #expect(written == String(value))
    }
}
