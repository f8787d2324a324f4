import Testing
@testable import Mail

@Suite struct MailDateTests {
    @Test(arguments: [
        (1_795_465_739, "Mon, 23 Nov 2026 20:28:59 +0000"),
        (0, "Thu, 01 Jan 1970 00:00:00 +0000"),
        (-1, "Wed, 31 Dec 1969 23:59:59 +0000"),
        // Leap days: one of a year divisible by 4, one of a century divisible by 400, and the
        // day after 28 February in 2100, which has none.
        (1_709_251_199, "Thu, 29 Feb 2024 23:59:59 +0000"),
        (951_825_600, "Tue, 29 Feb 2000 12:00:00 +0000"),
        (4_107_542_400, "Mon, 01 Mar 2100 00:00:00 +0000"),
    ])
    func formatsAnInstantInUTC(seconds: Int, expected: String) {
        #expect(MailDate.format(secondsSince1970: seconds) == expected)
    }

    @Test func theMessageCarriesItsOwnDateNotTheTimeOfSending() throws {
        var message = try MailMessage.sample()
        message.date = 1_709_251_199
        let read = try ReadMessage(message.rendered())
        #expect(read.values("Date") == ["Thu, 29 Feb 2024 23:59:59 +0000"])
    }
}
