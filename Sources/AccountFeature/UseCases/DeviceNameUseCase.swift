import ScreenKit

/// A device as people name it, "Firefox on Linux", from a `User-Agent`, by a small table of
/// the browsers and systems people use: the order matters, as most browsers name others too
/// (Edge says Chrome and Safari, Chrome says Safari).
struct DeviceNameUseCase: Sendable {

    private static let browsers: [(marker: String, name: String)] = [
        ("Edg/", "Edge"), ("EdgA/", "Edge"), ("EdgiOS/", "Edge"),
        ("OPR/", "Opera"), ("SamsungBrowser/", "Samsung Internet"),
        ("Firefox/", "Firefox"), ("FxiOS/", "Firefox"),
        ("CriOS/", "Chrome"), ("HeadlessChrome/", "Headless Chrome"), ("Chromium/", "Chromium"), ("Chrome/", "Chrome"),
        ("Safari/", "Safari"),
        ("curl/", "curl"), ("Wget/", "Wget"), ("python-requests/", "Python requests"),
    ]

    private static let systems: [(marker: String, name: String)] = [
        ("iPhone", "iOS"), ("iPad", "iPadOS"), ("Android", "Android"), ("CrOS", "ChromeOS"),
        ("Windows", "Windows"), ("Mac OS X", "macOS"), ("Macintosh", "macOS"), ("Linux", "Linux"),
    ]

    func callAsFunction(userAgent: String) -> String {
        guard let browser = Self.browsers.first(where: { userAgent.contains($0.marker) })?.name else {
            return SecurityText.unknownBrowser.text()
        }
        guard let system = Self.systems.first(where: { userAgent.contains($0.marker) })?.name else {
            return browser
        }
        return SecurityText.browserOnSystem.text(.text("browser", browser), .text("system", system))
    }
}
