import ScreenKit
import ScreenKitTesting
import Testing

/// What a presenter test reads from an answer that is a file: a download with the name the kit
/// made safe, and a file the browser shows, which is no download.
@Suite("A file answer, inspected")
struct AnswerFileTests {
    typealias FileAnswer = Answer<StatusView.Model, Never>

    @Test func aDownloadGivesItsNameTypeAndBytes() {
        let answer = FileAnswer.download(Array("a,1\n".utf8), contentType: "text/csv; charset=utf-8", filename: "report.csv")
        #expect(answer.download == FileDownload(filename: "report.csv", contentType: "text/csv; charset=utf-8", text: "a,1\n"))
        #expect(answer.download?.text == "a,1\n")
        #expect(answer.file?.attachmentName == "report.csv")
        #expect(answer.file?.tag == "")
        #expect(answer.shown == nil && answer.statusScreen == nil)
    }

    @Test func theNameIsTheOneTheBrowserIsGivenNotTheOneAskedFor() {
        let answer = FileAnswer.download([0xFF, 0x00], contentType: "application/octet-stream", filename: "my report\r\n\".bin")
        #expect(answer.download?.filename == "my-report---.bin")
        #expect(answer.download?.bytes == [0xFF, 0x00])
    }

    @Test func aFileTheBrowserShowsIsAFileButNoDownload() {
        let answer = FileAnswer.file(Array("PNG".utf8), contentType: "image/png", tag: "v1", immutable: true)
        #expect(answer.download == nil)
        #expect(answer.file?.bytes == Array("PNG".utf8))
        #expect(answer.file?.contentType == "image/png")
        #expect(answer.file?.tag == "v1" && answer.file?.immutable == true)
        #expect(answer.file?.attachmentName == nil)
    }

    @Test func anAnswerThatIsNoFileHasNone() {
        let answer = FileAnswer.notFound("No such report.")
        #expect(answer.file == nil && answer.download == nil)
    }

    @Test func aFailedComparisonSaysWhatTheFileWas() {
        #expect(FileDownload(filename: "a.txt", contentType: "text/plain", text: "hi\n").description == #"a.txt (text/plain, 3 bytes): "hi\n""#)
        #expect(FileDownload(filename: "b.bin", contentType: "application/octet-stream", bytes: [0xFF]).description
            == "b.bin (application/octet-stream, 1 bytes)")
    }
}
