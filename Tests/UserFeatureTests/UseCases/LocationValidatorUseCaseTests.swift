import Domain
import Testing
@testable import UserFeature

@Suite("Location validator use case")
struct LocationValidatorUseCaseTests {
    let validate = LocationValidatorUseCase()
    static let tooLong = ValidationProblem("Use at most 100 characters for your location.")
    static let hidden = ValidationProblem("Write your location on one line, without invisible control characters.")

    @Test(arguments: [0, 1, 100])
    func aLocationUpToTheLimitIsKept(length: Int) {
        let location = String(repeating: "l", count: length)
        #expect(validate(location) == .success(location))
    }

    @Test func aLocationOverTheLimitIsRefused() {
        #expect(validate(String(repeating: "l", count: 101)) == .failure(Self.tooLong))
    }

    @Test func itIsKeptAsTypedWithoutTrailingWhitespace() {
        #expect(validate("  São Paulo \t ") == .success("  São Paulo"))
        #expect(validate(" ") == .success(""))
    }

    @Test(arguments: ["London\nParis", "London\r\nParis", "Lon\u{0}don", "Lon\u{202E}don"])
    func aSecondLineOrAHiddenCharacterIsRefused(location: String) {
        #expect(validate(location) == .failure(Self.hidden))
    }

    @Test func lettersStackedWithMarksCountInBytes() {
        let stacked = String(repeating: "a" + String(repeating: "\u{0301}", count: 10), count: 40)
        #expect(stacked.count == 40)
        #expect(validate(stacked) == .failure(Self.tooLong))
    }
}
