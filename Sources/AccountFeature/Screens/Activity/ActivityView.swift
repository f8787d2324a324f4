import Domain
import ScreenKit

/// The security log: a table of events, newest first, with the way to older and newer pages.
struct ActivityView: ScreenView {
    let model: ActivityViewModel

    func title(in language: Language) -> String { "Security activity" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Security activity")
            if model.events.isEmpty {
                P(.class("text-muted")) { "Nothing to show." }
            } else {
                Div(.class("table-scroll")) {
                    Table(.class("activity-table stacked-table")) {
                        Caption(.class("visually-hidden")) { "Your account's events, newest first" }
                        THead {
                            TR {
                                TH(.scope(.column)) { "When" }
                                TH(.scope(.column)) { "What" }
                                TH(.scope(.column)) { "Device" }
                                TH(.scope(.column)) { "Address" }
                            }
                        }
                        TBody {
                            ForEach(model.events) { event in
                                TR {
                                    TD(.data("label", "When")) { TimestampText(timestamp: event.occurredAt) }
                                    TD(.data("label", "What")) { event.summary }
                                    TD(.data("label", "Device")) { event.device }
                                    TD(.data("label", "Address")) { event.clientAddress }
                                }
                            }
                        }
                    }
                }
            }
            if model.hasNewer || model.hasOlder {
                Nav(.aria("label", "Pages")) {
                    HStack(spacing: .medium, wraps: true) {
                        if model.hasNewer {
                            A(href: AccountPaths.activity(model.newerStart.map { .before($0) } ?? .first), .rel("prev")) { "Newer" }
                        }
                        if model.hasOlder {
                            A(href: AccountPaths.activity(model.olderStart.map { .after($0) } ?? .first), .rel("next")) { "Older" }
                        }
                    }
                }
            }
        }
    }
}
