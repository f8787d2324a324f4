import Testing
@testable import Mail

@Suite struct MailMessageTests {
    /// Text that tests every rule of the encoding at once: non-ASCII, a line far over 76
    /// characters with and without spaces, trailing spaces and tabs, `=` and `=_`, a line that
    /// is only a dot, `From ` at a line's start, the boundary itself, and all three line breaks.
    static let awkwardText = "Grüße aus Köln — 確認してください 🎉\n"
        + String(repeating: "a long line of words ", count: 12) + "\n"
        + String(repeating: "x", count: 200) + "\n"
        + "trailing spaces   \ntrailing tab\t\n"
        + "a=b and =_ and ==3D\r\n"
        + ".\n"
        + "From the start\r"
        + "--=_alt_3f2a9c41d7e04b5a8e6f1c2d3b4a5968examplecom\n"
        + String(repeating: "é", count: 60) + "\n"
        + "ends without a break"

    static let awkwardHTML = "<!doctype html>\n<p style=\"color: #333\">Grüße, <b>Ada</b></p>   \n"
        + "<p>" + String(repeating: "<span>ü</span>", count: 20) + "</p>\n"

    /// What a reader gets back: the same text, each line break a CRLF.
    static func withCRLF(_ text: String) -> String {
        var output = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r": output += "\r\n"
            case "\n" where previousWasCR: break
            case "\n": output += "\r\n"
            default: output.unicodeScalars.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return output
    }

    @Test func everyRequiredHeaderAppearsOnce() throws {
        let read = try ReadMessage(try MailMessage.sample().rendered())
        for name in ["Date", "From", "To", "Subject", "Message-ID", "MIME-Version", "Content-Type"] {
            #expect(read.values(name).count == 1, "\(name)")
        }
        #expect(read.values("From") == ["\"ScreenKit\" <no-reply@example.com>"])
        #expect(read.values("To") == ["\"Ada Lovelace\" <ada@example.org>"])
        #expect(read.values("Subject") == ["Confirm your e-mail address"])
        #expect(read.values("Message-ID") == ["<3f2a9c41d7e04b5a8e6f1c2d3b4a5968@example.com>"])
        #expect(read.values("MIME-Version") == ["1.0"])
        #expect(read.values("Content-Type") == ["multipart/alternative; boundary=\"\(read.boundary)\""])
    }

    @Test func thePartsArePlainTextThenHTMLInQuotedPrintable() throws {
        let read = try ReadMessage(try MailMessage.sample().rendered())
        try #require(read.parts.count == 2)
        #expect(read.parts[0].headerLines == ["Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: quoted-printable"])
        #expect(read.parts[1].headerLines == ["Content-Type: text/html; charset=utf-8", "Content-Transfer-Encoding: quoted-printable"])
    }

    @Test func everyLineEndsInCRLFAndNoneIsTooLong() throws {
        let bytes = try MailMessage.sample(subject: String(repeating: "Long subject words ", count: 20), text: Self.awkwardText, html: Self.awkwardHTML).rendered()
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0A { #expect(index > 0 && bytes[index - 1] == 0x0D, "bare LF at \(index)") }
            if byte == 0x0D { #expect(index + 1 < bytes.count && bytes[index + 1] == 0x0A, "bare CR at \(index)") }
        }
        #expect(bytes.suffix(2) == [0x0D, 0x0A])
        let read = try ReadMessage(bytes)
        #expect(read.lines.allSatisfy { $0.count <= 998 })
        #expect(read.headerLines.allSatisfy { $0.utf8.count <= 78 }, "\(read.headerLines)")
        for part in read.parts {
            #expect(part.bodyLines.allSatisfy { $0.count <= 76 })
            // Nothing a transport might trim: no encoded line ends in a space or tab.
            #expect(part.bodyLines.allSatisfy { $0.last != 0x20 && $0.last != 0x09 })
        }
    }

    @Test func decodingThePartsGivesBackTheTextAndHTML() throws {
        let read = try ReadMessage(try MailMessage.sample(text: Self.awkwardText, html: Self.awkwardHTML).rendered())
        try #require(read.parts.count == 2)
        #expect(read.parts[0].decodedBody == Self.withCRLF(Self.awkwardText))
        #expect(read.parts[1].decodedBody == Self.withCRLF(Self.awkwardHTML))
    }

    @Test func theBoundaryOccursOnlyAsTheDelimiters() throws {
        let message = try MailMessage.sample(text: Self.awkwardText, html: Self.awkwardHTML)
        let bytes = message.rendered()
        let read = try ReadMessage(bytes)
        // The text holds the boundary itself; encoded, it must not end the part early.
        #expect(Self.awkwardText.contains(read.boundary))
        #expect(read.boundary.hasPrefix("=_"))
        #expect(Self.occurrences(of: Array(read.boundary.utf8), in: bytes) == 4)  // Content-Type, 2 delimiters, the close
        for part in read.parts {
            #expect(part.bodyLines.allSatisfy { Self.occurrences(of: Array(read.boundary.utf8), in: $0) == 0 })
        }
    }

    @Test func aNonASCIISubjectRoundTripsThroughEncodedWords() throws {
        let subject = "Bestätigen Sie Ihre E-Mail-Adresse — 確認してください 🎉 " + String(repeating: "ü", count: 40)
        let read = try ReadMessage(try MailMessage.sample(subject: subject).rendered())
        let value = try #require(read.values("Subject").first)
        #expect(value.hasPrefix("=?UTF-8?B?"))
        #expect(try EncodedWordReader.decode(value) == subject)
        let words = value.split(separator: " ")
        #expect(words.count > 2)
        #expect(words.allSatisfy { $0.hasPrefix("=?UTF-8?B?") && $0.hasSuffix("?=") && $0.utf8.count <= 75 })
        #expect(read.headerLines.allSatisfy { $0.utf8.count <= 78 })
    }

    @Test func aLongASCIISubjectIsFoldedAtSpacesAndUnfoldsToItself() throws {
        let subject = "Your   sign-in link for ScreenKit, " + String(repeating: "valid for the next fifteen minutes ", count: 6) + "only"
        let read = try ReadMessage(try MailMessage.sample(subject: subject).rendered())
        #expect(read.values("Subject") == [subject])
        #expect(read.headerLines.filter { $0.hasPrefix(" ") }.count >= 2)
        #expect(read.headerLines.allSatisfy { $0.utf8.count <= 78 })
    }

    @Test(arguments: [
        "=?UTF-8?B?SGk=?= looks encoded",
        String(repeating: "x", count: 120),
    ])
    func anASCIISubjectThatCannotStandPlainIsEncoded(subject: String) throws {
        let read = try ReadMessage(try MailMessage.sample(subject: subject).rendered())
        let value = try #require(read.values("Subject").first)
        #expect(value.hasPrefix("=?UTF-8?B?"))
        #expect(try EncodedWordReader.decode(value) == subject)
    }

    @Test func namesAreQuotedOrEncodedAndAlwaysDecodeToThemselves() throws {
        let quoted = try MailMessage.sample(to: "\"Ada \\\"The Countess\\\" \\\\ Lovelace\" <ada@example.org>")
        #expect(try ReadMessage(quoted.rendered()).values("To") == ["\"Ada \\\"The Countess\\\" \\\\ Lovelace\" <ada@example.org>"])

        let name = "Zoë Ångström-Müller, 東京"
        let encoded = try MailMessage.sample(to: "\(name) <zoe@example.org>")
        let value = try #require(try ReadMessage(encoded.rendered()).values("To").first)
        #expect(value.hasSuffix(" <zoe@example.org>"))
        #expect(try EncodedWordReader.decode(String(value.dropLast(" <zoe@example.org>".count))) == name)

        let bare = try MailMessage.sample(to: "zoe@example.org")
        #expect(try ReadMessage(bare.rendered()).values("To") == ["zoe@example.org"])
    }

    @Test(arguments: ["\r\n", "\n", "\r", "\u{0}", "\u{85}", "\u{2028}"])
    func whatAMemberTypedCannotAddAHeader(lineBreak: String) throws {
        let injected = "Hello" + lineBreak + "Bcc: evil@example.com"
        let message = try MailMessage(
            from: MailAddress(address: "no-reply@example.com", name: injected),
            to: MailAddress(address: "ada@example.org", name: "Ada" + lineBreak + "Bcc: evil@example.com"),
            subject: injected, text: "Hi", html: "<p>Hi</p>",
            messageID: "id" + lineBreak + "Bcc: evil@example.com@example.com", date: 0)
        let read = try ReadMessage(message.rendered())
        #expect(read.values("Bcc").isEmpty)
        #expect(read.headerLines.allSatisfy { !$0.lowercased().hasPrefix("bcc") })
        #expect(read.fields.map(\.name) == ["Date", "From", "To", "Subject", "Message-ID", "MIME-Version", "Content-Type"])
        let subject = try EncodedWordReader.decode(try #require(read.values("Subject").first))
        #expect(subject.hasPrefix("Hello ") && subject.hasSuffix(" Bcc: evil@example.com"))
        #expect(read.values("Message-ID").first?.contains(" ") == false)
    }

    @Test func aTabInTheSubjectBecomesASpace() throws {
        let read = try ReadMessage(try MailMessage.sample(subject: "Hello\tAda").rendered())
        #expect(read.values("Subject") == ["Hello Ada"])
    }

    static func occurrences(of pattern: [UInt8], in bytes: some Collection<UInt8>) -> Int {
        let bytes = Array(bytes)
        guard bytes.count >= pattern.count else { return 0 }
        return (0...(bytes.count - pattern.count)).count(where: { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) })
    }
}
