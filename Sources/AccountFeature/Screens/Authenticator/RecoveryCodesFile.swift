import ScreenKit

/// New recovery codes as the text file a member downloads to keep: named after the site, so
/// a folder of such files says which is which, and saying what the codes are for in the
/// member's language.
struct RecoveryCodesFile: Equatable {
    let appName: String
    /// The member's address, for a member with accounts on more than one site of that name.
    let account: String
    let codes: [String]
    /// The page's language when the file was made: the file reads the same whenever it is written out.
    let language = Language.current

    /// "screenkit-recovery-codes.txt".
    var name: String {
        appName.lowercased() + "-recovery-codes.txt"
    }

    var text: String {
        Language.$current.withValue(language) {
            let heading = SecondStepText.fileHeading.text(.text("app", appName), .text("account", account))
            let explanation = SecondStepText.fileExplanation.text()
            return heading + "\n\n" + explanation + "\n\n" + codes.joined(separator: "\n") + "\n"
        }
    }
}
