import Domain
import ScreenKit

extension LinkText {
    /// The sentence that follows a mailed link's message when the link, the address's first
    /// proof, took away ways in the account was given before; nothing otherwise.
    static func waysInRemovedNote(after proof: AddressProof) -> String {
        proof.waysInRemoved ? " " + LinkText.waysInRemoved.text() : ""
    }
}
