import Testing
@testable import ViewCode

@Suite("Avatar")
struct AvatarTests {
    func initials(_ name: String) -> String {
        var buffer = HTMLBuffer()
        Avatar.writeInitials(of: name, into: &buffer)
        return String(decoding: buffer.takeBytes(), as: UTF8.self)
    }

    @Test(arguments: [
        ("Ada Lovelace", "AL"), ("grace brewster hopper", "GH"), ("Zoë", "Z"), ("  Ada   King ", "AK"),
        ("élodie durand", "ÉD"), ("李 小龙", "李小"), ("<b> & co", "&lt;C"), ("", ""), ("x2 9lives", "X9"),
    ])
    func theInitialsAreTheFirstLettersOfTheFirstAndLastWords(name: String, expected: String) {
        #expect(initials(name) == expected)
    }

    @Test func anAvatarIsADecorativeImageAtItsAddress() {
        let html = Avatar(imagePath: "/users/1/avatar?v=ab", name: "Ada", size: .small).renderedString()
        #expect(html == #"<img src="/users/1/avatar?v=ab" alt="" class="avatar" width="32" height="32">"#)
        let initials = Avatar(imagePath: nil, name: "Ada King", size: .large).renderedString()
        #expect(initials == #"<span class="avatar avatar-large avatar-initials" aria-hidden="true">AK</span>"#)
    }
}
