import ScreenKit
import ViewCode

/// The HTML part of a message. Mail programs ignore style sheets and most of CSS, so the few
/// styles are inline and the layout is one narrow column; the link is also written out, for
/// programs that show no buttons.
struct MailDocument: HTMLComponent {
    let content: MailContent

    private static let bodyStyle = "margin:0;padding:24px;background:#f5f5f7;color:#1d1d1f;"
        + "font:16px/1.5 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"
    private static let cardStyle = "max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px"
    private static let buttonStyle = "display:inline-block;padding:10px 18px;background:#0b57d0;color:#ffffff;"
        + "border-radius:6px;text-decoration:none;font-weight:600"
    private static let smallStyle = "color:#5f6368;font-size:14px"

    var body: some HTML {
        Document(lang: content.language.tag) {
            Meta(charset: "utf-8")
            Meta(name: "viewport", content: "width=device-width, initial-scale=1")
            Title { content.subject }
        } body: {
            Div(.custom(name: "style", value: Self.bodyStyle)) {
                Div(.custom(name: "style", value: Self.cardStyle)) {
                    P { content.greeting }
                    ForEach(content.paragraphs) { paragraph in
                        P { paragraph }
                    }
                    if let action = content.action {
                        P {
                            A(href: action.url, .custom(name: "style", value: Self.buttonStyle)) { action.title }
                        }
                        P(.custom(name: "style", value: Self.smallStyle)) {
                            MailText.copyAddress.text()
                            " "
                            action.url
                        }
                    }
                    P(.custom(name: "style", value: Self.smallStyle)) { content.footnote }
                    P { "— " + content.appName }
                }
            }
        }
    }
}
