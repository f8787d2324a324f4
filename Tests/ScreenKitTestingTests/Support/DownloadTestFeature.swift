import ScreenKit
import ScreenKitTesting

/// A report downloaded from a screen whose answer awaits, codes from a form's `POST`, and a picture shown.
struct DownloadTestFeature: Feature {
    func registerRoutes(on router: inout Router) {
        router.get(Path("/report.csv"), .anyone, ReportCoordinator())
        router.post(Path("/codes.bin"), .anyone, FileCoordinator(answer: .download([0x00, 0xFF, 0x0D, 0x0A], contentType: "application/octet-stream", filename: "codes 1?.bin")))
        router.get(Path("/picture.png"), .anyone, FileCoordinator(answer: .file(Array("PNG".utf8), contentType: "image/png", tag: "v1")))
        router.register(TestSignInFeature { _ in nil })
    }
}

private struct ReportCoordinator: Coordinator {
    typealias View = StatusView

    func start(_ request: ScreenRequest<SignedInUser?, Void, NoFields>) throws -> Answer<StatusView.Model, Never> {
        .awaiting {
            // A suspension point, as a report read from another service has.
            await Task.yield()
            return .download(Array("day,count\n2025-01-02,3\n".utf8), contentType: "text/csv; charset=utf-8", filename: "report.csv")
        }
    }
}

private struct FileCoordinator: Coordinator {
    typealias View = StatusView

    let answer: Answer<StatusView.Model, Never>

    func start(_ request: ScreenRequest<SignedInUser?, Void, NoFields>) throws -> Answer<StatusView.Model, Never> {
        answer
    }
}
