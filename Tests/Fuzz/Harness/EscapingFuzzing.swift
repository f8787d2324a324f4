import ScreenKitTesting
import ViewCode

/// The HTML escaper's promise, checked on any text: written as an element's text and as an
/// attribute's value, it parses back to that text, with no element or attribute added. The one
/// change is by design: control characters HTML does not allow (C0 but tab, line feed, form
/// feed and carriage return; DEL; C1) come back as U+FFFD.
enum EscapingFuzzing {
    static func roundTrip(_ bytes: [UInt8]) {
        // HTML parsing turns CR and CR LF into LF before anything else, so the texts compared
        // are ones the parser keeps as they are.
        let text = String(decoding: bytes, as: UTF8.self)
        guard !text.unicodeScalars.contains(where: { $0 == "\r" }) else { return }
        var expected = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let replaced = (value < 0x20 && ![0x09, 0x0A, 0x0C].contains(value)) || (0x7F...0x9F).contains(value)
            expected.unicodeScalars.append(replaced ? "\u{FFFD}" : scalar)
        }
        let html = Div {
            P(text)
            Input(type: .text, name: "probe", .value(text))
        }.renderedString()
        let document: HTMLDocument
        do {
            document = try HTMLDocument.parse(html)
        } catch {
            preconditionFailure("escaped markup did not parse: \(error) in \(html.debugDescription)")
        }
        let paragraph = document.first("p")
        // Bytes, not `==`, which would let a change of Unicode spelling pass.
        precondition(paragraph?.textContent.utf8.elementsEqual(expected.utf8) == true, "text changed: \(text.debugDescription) -> \(String(describing: paragraph?.textContent.debugDescription))")
        precondition(paragraph?.children.allSatisfy({ if case .text = $0 { return true } else { return false } }) == true, "markup in text: \(html.debugDescription)")
        let input = document.inputs.first
        precondition(input?.attribute("value")?.utf8.elementsEqual(expected.utf8) == true, "attribute changed: \(text.debugDescription)")
        precondition(document.inputs.count == 1 && input?.attributes.count == 3, "attributes added: \(html.debugDescription)")
    }
}
