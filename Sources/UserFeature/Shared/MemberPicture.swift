import Domain
import ScreenKit

/// A member's picture as pages show it: their avatar when they uploaded one, their initials
/// otherwise.
struct MemberPicture: Encodable, Equatable, Sendable {
    /// The avatar's address, at its current version; `nil` without one.
    let path: String?
    /// One or two letters from the name, for the fallback.
    let initials: String

    init(path: String?, initials: String) {
        self.path = path
        self.initials = initials
    }

    init(_ user: User) {
        self.init(path: user.avatarTag.map { UserPaths.avatar(user.id, tag: $0) }, initials: Self.initials(of: user.name))
    }

    /// The first letter of the name's first and last words, upper-cased: "Ada Lovelace" → "AL".
    static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
        return letters.map { String($0).uppercased() }.joined()
    }
}

/// A ``MemberPicture`` in a page, decorative (the name is always beside it): the image, or
/// the initials in a circle.
struct MemberPictureView: HTMLComponent {
    enum Size: Int {
        case small = 32
        case large = 96
    }

    let picture: MemberPicture
    let size: Size

    var body: some HTML {
        if let path = picture.path {
            Img(src: path, alt: "", .class(size == .large ? "avatar avatar-large" : "avatar"), .width(size.rawValue), .height(size.rawValue))
        } else {
            Span(.class(size == .large ? "avatar avatar-large avatar-initials" : "avatar avatar-initials"), .aria("hidden", "true")) {
                picture.initials
            }
        }
    }
}
