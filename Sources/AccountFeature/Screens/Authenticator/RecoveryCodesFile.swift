import ScreenKit

/// New recovery codes as the text file a member downloads to keep: named after the site, so
/// a folder of such files says which is which, and saying what the codes are for in the
/// member's language.
struct RecoveryCodesFile: Equatable {
    let appName: String
    /// The member's address, for a member with accounts on more than one site of that name.
    let account: String
    let codes: [String]
    let language: Language

    /// "screenkit-recovery-codes.txt".
    var name: String {
        appName.lowercased() + "-recovery-codes.txt"
    }

    var text: String {
        let heading = SecondStepText.fileHeading.text(in: language, .text("app", appName), .text("account", account))
        let explanation = SecondStepText.fileExplanation.text(in: language)
        return heading + "\n\n" + explanation + "\n\n" + codes.joined(separator: "\n") + "\n"
    }
}
