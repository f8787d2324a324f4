import ViewCode

/// Rendered HTML read back into its start tags and its text, so tests check structure
/// (which elements, which attributes, what text) rather than compare whole strings.
///
/// It reads what this library writes: double-quoted attribute values and escaped text. Output
/// where escaping failed reads back as extra elements or attributes, which the tests catch.
struct Markup {
    struct Element {
        let name: String
        /// In document order; `nil` for a boolean attribute.
        let attributes: [(name: String, value: String?)]

        /// The decoded value of attribute `name`, `""` for a boolean one, `nil` when absent.
        subscript(_ name: String) -> String? {
            attributes.first { $0.name == name }.map { $0.value.map(Markup.decode) ?? "" }
        }

        func has(_ name: String) -> Bool {
            attributes.contains { $0.name == name }
        }

        var attributeNames: [String] {
            attributes.map(\.name)
        }

        var classes: [String] {
            (self["class"] ?? "").split(separator: " ").map(String.init)
        }
    }

    let html: String
    /// Start tags in document order.
    private(set) var elements: [Element] = []
    /// Closing tag names in document order.
    private(set) var closingTags: [String] = []
    /// All text outside tags, decoded.
    private(set) var text = ""

    init(_ html: String) {
        self.html = html
        var scanner = html.unicodeScalars[...]
        while let first = scanner.first {
            if first == "<" {
                scanner.removeFirst()
                readTag(&scanner)
            } else {
                let run = scanner.prefix { $0 != "<" }
                text += Markup.decode(String(run))
                scanner = scanner.dropFirst(run.count)
            }
        }
    }

    init(_ content: some HTML, hiddenFormFields: [(name: String, value: String)] = []) {
        self.init(content.renderedString(hiddenFormFields: hiddenFormFields))
    }

    func elements(named name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    func element(id: String) -> Element? {
        elements.first { $0["id"] == id }
    }

    private mutating func readTag(_ scanner: inout Substring.UnicodeScalarView) {
        if scanner.first == "!" {
            scanner = scanner.drop { $0 != ">" }.dropFirst()
            return
        }
        let isClosing = scanner.first == "/"
        if isClosing { scanner.removeFirst() }
        let name = String(scanner.prefix { $0 != " " && $0 != ">" })
        scanner = scanner.dropFirst(name.unicodeScalars.count)
        var attributes: [(name: String, value: String?)] = []
        while let next = scanner.first, next != ">" {
            if next == " " {
                scanner.removeFirst()
                continue
            }
            let attributeName = String(scanner.prefix { $0 != "=" && $0 != " " && $0 != ">" })
            scanner = scanner.dropFirst(attributeName.unicodeScalars.count)
            guard scanner.first == "=" else {
                attributes.append((attributeName, nil))
                continue
            }
            scanner = scanner.dropFirst(2)  // ="
            let value = String(scanner.prefix { $0 != "\"" })
            scanner = scanner.dropFirst(value.unicodeScalars.count + 1)
            attributes.append((attributeName, value))
        }
        scanner = scanner.dropFirst()
        if isClosing {
            closingTags.append(name)
        } else {
            elements.append(Element(name: name, attributes: attributes))
        }
    }

    /// Undoes the escaping this library writes.
    static func decode(_ escaped: String) -> String {
        escaped
            .replacing("&lt;", with: "<")
            .replacing("&gt;", with: ">")
            .replacing("&quot;", with: "\"")
            .replacing("&#39;", with: "'")
            .replacing("&amp;", with: "&")
    }
}
