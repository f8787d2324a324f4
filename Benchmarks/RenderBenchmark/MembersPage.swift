import ViewCode

/// A screen-sized page: the shell, a nav bar, a flash, a form with an error, a 25-row list.
struct MembersPage: HTMLComponent {
    struct Member {
        let id: Int
        let name: String
        let joined: String
    }

    let members: [Member]

    static let sample = MembersPage(members: (1...25).map {
        Member(id: $0, name: $0 % 5 == 0 ? "Ada <Lovelace> & \"friends\" #\($0)" : "Member number \($0)", joined: "2026-11-\(10 + $0 % 18)")
    })

    var body: some HTML {
        Document(lang: "en") {
            Meta(charset: "utf-8")
            Meta(name: "viewport", content: "width=device-width, initial-scale=1")
            Title("Members · ScreenKit")
            Link(rel: "stylesheet", href: "/css/app.css")
        } body: {
            NavBar(brand: "ScreenKit", links: [
                NavLink(title: "Home", href: "/", isCurrent: false),
                NavLink(title: "Members", href: "/users", isCurrent: true),
            ], userName: "Grace Hopper", signOutAction: "/logout")
            Main(.id("main")) {
                FlashBanner(message: "Profile saved", kind: .success)
                VStack(spacing: .large) {
                    H1("Members")
                    Form(action: "/users/search", method: .post) {
                        TextField(label: "Name", name: "name", value: "<script>", error: "Use at most 100 characters.")
                        SubmitButton("Search")
                    }
                    UL(.class("members")) {
                        ForEach(members) { member in
                            LI {
                                A(href: "/users/\(member.id)") { member.name }
                                Small { " joined " ; Time(datetime: member.joined) { member.joined } }
                            }
                        }
                    }
                }
            }
        }
    }
}
