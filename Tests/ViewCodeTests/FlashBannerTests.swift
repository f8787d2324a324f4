import Testing
import ViewCode

struct FlashBannerTests {
    @Test(arguments: [
        (FlashBanner.Kind.success, "flash flash-success", "status"),
        (.info, "flash flash-info", "status"),
        (.error, "flash flash-error", "alert"),
    ])
    func kindPicksClassAndRole(kind: FlashBanner.Kind, classes: String, role: String) {
        #expect(FlashBanner(message: "Profile <saved>", kind: kind).renderedString()
            == #"<div class="\#(classes)" role="\#(role)">Profile &lt;saved&gt;</div>"#)
    }
}
