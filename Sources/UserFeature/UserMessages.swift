/// Wording the member screens share, so pages and tests agree.
enum UserMessages {
    static let noSuchMember = "There is no such member."
    static let noSuchPage = "There is no such page."
    static let noMembers = "No members yet."
    static let pastTheLastMember = "Nobody here: this page starts past the last member."
    static let editingForbidden = "You can only edit your own profile."
    static let profileSaved = "Profile saved"
    static let noBio = "No bio yet."
}
