@testable import AccountFeature
import Testing

@Suite("Safe next path")
struct SafeNextPathUseCaseTests {
    let safeNext = SafeNextPathUseCase()

    @Test(arguments: [
        "/users/2",
        "/users?page=2",
        "/",
        "/users/2/edit#bio",
        // Printable ASCII: stays one header value, and a browser does not decode it into a new line.
        "/%0d%0aSet-Cookie:x",
        "/a:b",
    ])
    func aLocalPathIsFollowed(next: String) {
        #expect(safeNext(next) == next)
    }

    @Test(arguments: [
        "//evil.example",
        "/\\evil.example",
        "\\/evil.example",
        "https://evil.example",
        "/\t/evil.example",
        "/\n/evil.example",
        "/users\r\nSet-Cookie: x=1",
        "/users 2",
        "/caf\u{E9}",
        "/a\u{7F}",
        "/users\\2",
        "javascript:alert(1)",
        "",
        "users",
        " /users",
    ])
    func anythingElseIsIgnored(next: String) {
        #expect(safeNext(next) == nil)
    }

    @Test func nothingGivenIsNothingToFollow() {
        #expect(safeNext(nil) == nil)
    }

    @Test func aPathOfAtMost2048BytesIsFollowed() {
        let longest = "/" + String(repeating: "a", count: SafeNextPathUseCase.maximumLength - 1)
        #expect(longest.utf8.count == 2048)
        #expect(safeNext(longest) == longest)
        #expect(safeNext(longest + "a") == nil)
    }
}
