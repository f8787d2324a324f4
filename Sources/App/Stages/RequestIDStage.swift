import HTTPCore
import ScreenKit
import Secrets

/// Gives every routed request an id that follows it through the logs: the client's or the
/// proxy's `X-Request-ID` when it is a plain token of at most 64 characters (so nothing a
/// client sends can break a log line or a header), or a new random one; echoed in the
/// response's `X-Request-ID`, which the access log writes, and kept in the request's context,
/// which every log line of the kit's carries.
struct RequestIDStage: RequestStage {
    static let header = "X-Request-ID"
    static let longest = 64

    func enter(_ context: inout RequestContext) throws -> StageAnswer? {
        if let sent = context.request.headers[Self.header], Self.isUsable(sent) {
            context.correlationID = sent
        } else {
            // 88 random bits: no two requests of a server's life share one, and 15 characters
            // fit in a string's own storage, so a request allocates nothing for its id.
            context.correlationID = SecureRandom.token(byteCount: 11)
        }
        return nil
    }

    func leave(_ context: RequestContext, _ response: inout Response) {
        if let id = context.correlationID {
            response.headers.add(Self.header, id)
        }
    }

    /// Letters, digits, `-`, `_`, `.`: what request ids are made of (UUIDs, trace ids).
    static func isUsable(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= longest
            && id.utf8.allSatisfy { $0.isASCIILetterOrDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
    }
}

extension UInt8 {
    fileprivate var isASCIILetterOrDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
    }
}
