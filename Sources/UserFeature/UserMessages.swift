/// Wording the member screens share, so pages and tests agree.
enum UserMessages {
    static let noSuchMember = "There is no such member."
    static let noSuchPage = "There is no such page."
    static let editingForbidden = "You can only edit your own profile."
    static let profileSaved = "Profile saved"
    static let noBio = "No bio yet."
}
