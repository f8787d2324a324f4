public import HTTPCore
public import ScreenKit

/// What a presenter test reads from an ``Answer``: each part, or `nil` when the answer decided
/// something else. Whole answers compare with `==` when the model and destination are
/// `Equatable`.
///
/// ```swift
/// let answer = try presenter.load(pageText: "2")
/// #expect(answer.shown?.members.map(\.name) == ["Member 3", "Member 4"])
/// #expect(try presenter.load(pageText: "9") == .notFound("There is no such page."))
/// #expect(try presenter.export().download?.filename == "members.csv")
/// ```
extension Answer {
    /// The model of a screen shown with 200.
    public var shown: Model? {
        if case .show(let model) = decision { return model }
        return nil
    }

    /// The model of a screen shown again with what the user must correct (422).
    public var problems: Model? {
        if case .problems(let model) = decision { return model }
        return nil
    }

    /// The model of a screen refusing to go on for now (429), and the wait.
    public var throttled: (model: Model, retryAfterSeconds: Int)? {
        if case .throttled(let model, let seconds) = decision { return (model, seconds) }
        return nil
    }

    /// Where the flow goes on.
    public var destination: Destination? {
        if case .go(let destination) = decision { return destination }
        return nil
    }

    /// A status screen's status and message; a `nil` message is the status's usual wording.
    public var statusScreen: (status: HTTPStatus, message: String?)? {
        if case .status(let status, let message) = decision { return (status, message) }
        return nil
    }

    /// A file served as itself: a picture, a message's HTML part, or a download.
    public var file: StoredFile? {
        if case .file(let file) = decision { return file }
        return nil
    }

    /// A file the browser saves (``ScreenKit/Answer/download(_:contentType:filename:)``), with
    /// the name the kit made safe; `nil` for any other answer, a file the browser shows among them.
    public var download: FileDownload? {
        guard let file, let filename = file.attachmentName else { return nil }
        return FileDownload(filename: filename, contentType: file.contentType, bytes: file.bytes)
    }
}
