import Testing
@testable import AccountFeature

@Suite("Timestamps")
struct TimestampTests {
    @Test(arguments: [
        (0, "1970-01-01T00:00:00Z", "1970-01-01 00:00 UTC"),
        (951_782_400, "2000-02-29T00:00:00Z", "2000-02-29 00:00 UTC"),
        (1_800_000_000, "2027-01-15T08:00:00Z", "2027-01-15 08:00 UTC"),
        (-1, "1969-12-31T23:59:59Z", "1969-12-31 23:59 UTC"),
    ])
    func secondsReadAsUTCForMachinesAndPeople(seconds: Int, iso: String, text: String) {
        #expect(Timestamp(seconds: seconds).isoText == iso)
        #expect(Timestamp(seconds: seconds).text == text)
    }
}
