import HTTPCore
import ScreenKit
import Secrets
import Synchronization

/// Gives every request an id that follows it through the logs: the client's or the proxy's
/// `X-Request-ID` when it is a plain token of at most 64 characters (so nothing a client sends
/// can break a log line or a header), or a new random one; echoed in the response's
/// `X-Request-ID`, which the access log writes, and kept in a routed request's context, which
/// every log line of the kit's carries. Static files and the probes carry one too.
struct RequestIDStage: RequestStage {
    static let header = "X-Request-ID"
    static let longest = 64

    func handle(_ context: inout RequestContext, next: StageNext) throws -> Response {
        context.correlationID = Self.id(of: context.request)
        return next(&context) { context, response in
            if let id = context.correlationID {
                response.headers.add(Self.header, id)
            }
        }
    }

    func handle(file response: inout Response, for request: Request) {
        Self.stamp(request, &response)
    }

    /// Gives an answer made outside the routes (a probe) the request's id.
    static func stamp(_ request: Request, _ response: inout Response) {
        response.headers.add(header, id(of: request))
    }

    /// The id the request brought, when usable, else a new one.
    static func id(of request: Request) -> String {
        if let sent = request.headers[header], isUsable(sent) { return sent }
        return RequestIDs.next()
    }

    /// Letters, digits, `-`, `_`, `.`: what request ids are made of (UUIDs, trace ids).
    static func isUsable(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= longest
            && id.utf8.allSatisfy { $0.isASCIILetterOrDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
    }
}

/// The ids the server makes: a tag drawn once per process (36 random bits, so that instances
/// behind one proxy do not share ids), then the request's number in the process (54 bits),
/// 15 base64url characters in all. No two requests of a server's life share one; making one
/// takes an atomic increment and no system call, and 15 bytes fit in a string's own storage,
/// so it allocates nothing. An id names a request in the logs and is no secret: a client may
/// send its own.
enum RequestIDs {
    private static let tag: UInt64 = SecureRandom.bytes(count: 5).reduce(0) { $0 << 8 | UInt64($1) } & ((1 << 36) - 1)
    private static let issued = Atomic<UInt64>(0)
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    static func next() -> String {
        let number = issued.add(1, ordering: .relaxed).newValue & ((1 << 54) - 1)
        // Written on the stack and decoded into a string that holds its 15 bytes inline.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 15) { text in
            for index in 0..<6 {
                text[index] = alphabet[Int(tag >> UInt64(30 - 6 * index) & 63)]
            }
            for index in 0..<9 {
                text[6 + index] = alphabet[Int(number >> UInt64(48 - 6 * index) & 63)]
            }
            return String(decoding: UnsafeBufferPointer(text), as: UTF8.self)
        }
    }
}

extension UInt8 {
    fileprivate var isASCIILetterOrDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
    }
}
