/// New recovery codes as the text file a member downloads to keep: named after the site, so
/// a folder of such files says which is which, and saying what the codes are for.
struct RecoveryCodesFile: Equatable {
    let appName: String
    /// The member's address, for a member with accounts on more than one site of that name.
    let account: String
    let codes: [String]

    /// "screenkit-recovery-codes.txt".
    var name: String {
        appName.lowercased() + "-recovery-codes.txt"
    }

    var text: String {
        """
        \(appName) recovery codes for \(account)

        Each code signs you in once, in place of a code from your authenticator app.
        Keep them somewhere safe: with your password, any one of them opens your account.
        Making new recovery codes makes all of these stop working.

        \(codes.joined(separator: "\n"))

        """
    }
}
