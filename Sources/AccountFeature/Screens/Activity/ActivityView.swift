import Domain
import ScreenKit
import ViewCode

/// The security log: a table of events, newest first, with the way to older and newer pages.
struct ActivityView: ScreenView {
    let model: ActivityViewModel

    func title(in language: Language) -> String { SecurityText.activityTitle.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(SecurityText.activityTitle) }
            if model.events.isEmpty {
                P(.class("text-muted")) { Localized(SecurityText.nothingToShow) }
            } else {
                Div(.class("table-scroll")) {
                    Table(.class("activity-table stacked-table")) {
                        Caption(.class("visually-hidden")) { Localized(SecurityText.activityCaption) }
                        THead {
                            TR {
                                TH(.scope(.column)) { Localized(SecurityText.whenColumn) }
                                TH(.scope(.column)) { Localized(SecurityText.whatColumn) }
                                TH(.scope(.column)) { Localized(SecurityText.deviceColumn) }
                                TH(.scope(.column)) { Localized(SecurityText.addressColumn) }
                            }
                        }
                        TBody {
                            ForEach(model.events) { event in
                                TR {
                                    TD(.data("label", SecurityText.whenColumn.text())) {
                                        TimestampText(timestamp: event.occurredAt)
                                    }
                                    TD(.data("label", SecurityText.whatColumn.text())) { event.summary }
                                    TD(.data("label", SecurityText.deviceColumn.text())) { event.device }
                                    TD(.data("label", SecurityText.addressColumn.text())) { event.clientAddress }
                                }
                            }
                        }
                    }
                }
            }
            if model.hasNewer || model.hasOlder {
                // The landmark's name is an attribute, which takes a string.
                Nav(.aria("label", SecurityText.pagesLabel.text())) {
                    HStack(spacing: .medium, wraps: true) {
                        if model.hasNewer {
                            A(href: AccountPaths.activity(model.newerStart.map { .before($0) } ?? .first), .rel("prev")) {
                                Localized(SecurityText.newer)
                            }
                        }
                        if model.hasOlder {
                            A(href: AccountPaths.activity(model.olderStart.map { .after($0) } ?? .first), .rel("next")) {
                                Localized(SecurityText.older)
                            }
                        }
                    }
                }
            }
        }
    }
}
