import HTTPCore

/// What the test sign-in posts: the user's id, and `remember` when "remember me" is ticked.
struct TestSignInForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case userID = "user_id"
        case remember
    }

    let userID: Int
    let remember: String?
}

/// A note about a member.
struct NoteForm: Decodable, Sendable {
    let note: String
}

/// A title and a file, sent as multipart.
struct UploadForm: Decodable, Sendable {
    let title: String
    let file: FormFile
}
