import Domain
import ScreenKit
import ViewCode

/// The ways to the first, previous, next and last pages, where there are members that way.
/// Previous and next start from the first and last members shown; from a page with nobody on
/// it, previous leads to the last page.
struct PaginationNav: HTMLComponent {
    let model: UserListViewModel

    var body: some HTML {
        if model.hasPrevious || model.hasNext {
            // The landmark's name is an attribute, which takes a string.
            Nav(.class("pagination"), .aria("label", UserText.pagesLabel.text())) {
                HStack(alignment: .baseline, spacing: .small, wraps: true) {
                    if model.hasPrevious {
                        A(href: UserPaths.members(.first)) { Localized(UserText.firstPage) }
                        A(href: UserPaths.members(model.members.first.map { .before($0.id) } ?? .last), .rel("prev")) {
                            Localized(UserText.previousPage)
                        }
                    }
                    if model.hasNext {
                        A(href: UserPaths.members(model.members.last.map { .after($0.id) } ?? .first), .rel("next")) {
                            Localized(UserText.nextPage)
                        }
                        A(href: UserPaths.members(.last)) { Localized(UserText.lastPage) }
                    }
                }
            }
        }
    }
}
