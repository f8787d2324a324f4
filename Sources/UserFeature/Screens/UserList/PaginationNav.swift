import ScreenKit

/// "Previous" and "Next" links where those pages exist, and where the reader is.
struct PaginationNav: HTMLComponent {
    let page: Int
    let pageCount: Int

    var body: some HTML {
        Nav(.class("pagination"), .aria("label", "Pages")) {
            HStack(alignment: .baseline, spacing: .small, wraps: true) {
                if page > 1 {
                    A(href: UserPaths.members(page: page - 1), .rel("prev")) { "Previous" }
                }
                Span { "Page \(page) of \(pageCount)" }
                if page < pageCount {
                    A(href: UserPaths.members(page: page + 1), .rel("next")) { "Next" }
                }
            }
        }
    }
}
