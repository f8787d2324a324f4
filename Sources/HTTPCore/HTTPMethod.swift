/// An HTTP request method.
///
/// A struct rather than a closed enum, so an unusual method still reaches the router,
/// which answers it with 405 and the methods it does allow.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// The method named by `bytes` as a request line sends it: the usual ones without making
    /// a string.
    package init(bytes: UnsafeBufferPointer<UInt8>) {
        switch bytes.count {
        case 3 where bytes.elementsEqual("GET".utf8): self = .get
        case 4 where bytes.elementsEqual("POST".utf8): self = .post
        case 4 where bytes.elementsEqual("HEAD".utf8): self = .head
        default: self.init(rawValue: String(decoding: bytes, as: UTF8.self))
        }
    }

    public static let get = HTTPMethod(rawValue: "GET")
    public static let head = HTTPMethod(rawValue: "HEAD")
    public static let post = HTTPMethod(rawValue: "POST")
    public static let put = HTTPMethod(rawValue: "PUT")
    public static let patch = HTTPMethod(rawValue: "PATCH")
    public static let delete = HTTPMethod(rawValue: "DELETE")
    public static let options = HTTPMethod(rawValue: "OPTIONS")

    /// The method a route table should match: a `HEAD` is answered as the `GET` it mirrors.
    public var routingMethod: HTTPMethod {
        self == .head ? .get : self
    }
}
