@testable import HTTPCore
import Testing

struct HTTPMethodTests {
    @Test(arguments: [
        (HTTPMethod.head, HTTPMethod.get),
        (.get, .get),
        (.post, .post),
        (.put, .put),
        (.patch, .patch),
        (.delete, .delete),
        (.options, .options),
    ])
    func routingMethod(method: HTTPMethod, expected: HTTPMethod) {
        #expect(method.routingMethod == expected)
    }

    @Test func unknownMethodRoutesAsItself() {
        let method = HTTPMethod(rawValue: "PROPFIND")
        #expect(method.routingMethod == method)
        #expect(method.routingMethod.rawValue == "PROPFIND")
    }

    /// Methods are case-sensitive (RFC 9110 §9.1): a lower-case `head` is not a HEAD.
    @Test func lowercaseHeadIsNotHead() {
        let method = HTTPMethod(rawValue: "head")
        #expect(method != .head)
        #expect(method.routingMethod == method)
        #expect(method.routingMethod != .get)
    }

    @Test func rawValueAndDescription() {
        #expect(HTTPMethod.get.rawValue == "GET")
        #expect(HTTPMethod.head.rawValue == "HEAD")
        #expect(HTTPMethod.delete.description == "DELETE")
        #expect(HTTPMethod(rawValue: "POST") == .post)
        #expect(Set([HTTPMethod.get, HTTPMethod(rawValue: "GET"), .post]).count == 2)
    }

    @Test(arguments: ["GET", "HEAD", "POST", "PUT", "DELETE", "PROPFIND", "get", "GETS", "POS", ""])
    func readFromTheRequestLineAsItsName(name: String) {
        let method = Array(name.utf8).withUnsafeBufferPointer { HTTPMethod(bytes: $0) }
        #expect(method == HTTPMethod(rawValue: name))
        #expect(method.rawValue == name)
    }
}
