import HTTPCore
import HTTPServer
import ScreenKitTesting
import Testing

@Suite("Static files over real sockets")
struct StaticFilesTests {
    /// A site with a public folder and, beside it, files that must never be served.
    final class Site {
        let folder: TemporaryFolder
        let server: HTTPServer

        init() throws {
            folder = try TemporaryFolder()
            try folder.write("secret.txt", "top secret")
            try folder.write("public/index.html", "<!doctype html><title>Home</title>")
            try folder.write("public/css/app.css", "body { color: black; }")
            try folder.write("public/.env", "PASSWORD=hunter2")
            try folder.write("public/data.weird", "bytes")
            try folder.link("public/escape.txt", to: folder.path + "/secret.txt")
            try folder.link("public/css/escape-dir", to: folder.path)
            try folder.link("public/alias.css", to: folder.path + "/public/css/app.css")
            let files = try StaticFiles(folder: folder.path + "/public", cacheControl: "no-cache")
            server = try TestServer.start(ClosureResponder { request in
                files.response(for: request) ?? .text("not found", status: .notFound)
            })
        }

        deinit {
            server.shutdown()
        }

        func get(_ target: String, headers: [(String, String)] = []) throws -> TestResponse {
            let connection = try TestConnection(port: server.port)
            try connection.sendRequest("GET", target, headers: headers)
            return try connection.readResponse()
        }
    }

    @Test func aFileIsServedWithItsTypeAndValidators() throws {
        let site = try Site()
        let response = try site.get("/css/app.css")
        #expect(response.status == 200)
        #expect(response.text == "body { color: black; }")
        #expect(response.header("Content-Type") == "text/css; charset=utf-8")
        #expect(response.header("Cache-Control") == "no-cache")
        #expect(response.header("ETag")?.hasPrefix("\"") == true)
        #expect(response.header("Last-Modified")?.hasSuffix(" GMT") == true)
        #expect(try site.get("/index.html").header("Content-Type") == "text/html; charset=utf-8")
        #expect(try site.get("/data.weird").header("Content-Type") == "application/octet-stream")
    }

    @Test func aSymbolicLinkInsideTheFolderIsServed() throws {
        let site = try Site()
        let response = try site.get("/alias.css")
        #expect(response.status == 200)
        #expect(response.text == "body { color: black; }")
    }

    @Test(arguments: [
        "/../secret.txt",
        "/css/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E/secret.txt",
        "/.%2e/secret.txt",
        "/css/%2e%2e/%2e%2e/secret.txt",
        "/css%2f..%2f..%2fsecret.txt",
        "/%2e%2e%2fsecret.txt",
        "/..%5csecret.txt",
        "/css/..%5c..%5csecret.txt",
        "/escape.txt",
        "/css/escape-dir/secret.txt",
        "/.env",
        "/css/./app.css",
        "//secret.txt",
        "/css//app.css",
        "/",
        "/css",
        "/css/",
        "/missing.css",
        "/index.html%00.css",
    ])
    func pathsOutsideTheFolderOrNotFilesAreNotFound(target: String) throws {
        let site = try Site()
        let response = try site.get(target)
        #expect(response.status == 404 || response.status == 400)
        #expect(!response.text.contains("top secret"))
        #expect(!response.text.contains("hunter2"))
    }

    @Test func aMatchingEntityTagGives304() throws {
        let site = try Site()
        let first = try site.get("/css/app.css")
        let tag = try #require(first.header("ETag"))
        let revalidated = try site.get("/css/app.css", headers: [("If-None-Match", tag)])
        #expect(revalidated.status == 304)
        #expect(revalidated.body.isEmpty)
        #expect(revalidated.header("ETag") == tag)

        let listed = try site.get("/css/app.css", headers: [("If-None-Match", "\"other\", W/\(tag)")])
        #expect(listed.status == 304)

        let stale = try site.get("/css/app.css", headers: [("If-None-Match", "\"stale\"")])
        #expect(stale.status == 200)
        #expect(stale.text == "body { color: black; }")
    }

    @Test func ifModifiedSinceGives304UntilTheFileChanges() throws {
        let site = try Site()
        let first = try site.get("/index.html")
        let lastModified = try #require(first.header("Last-Modified"))
        #expect(try site.get("/index.html", headers: [("If-Modified-Since", lastModified)]).status == 304)
        #expect(try site.get("/index.html", headers: [("If-Modified-Since", "Thu, 01 Jan 1970 00:00:00 GMT")]).status == 200)
    }

    @Test func aMissingFolderIsRefusedAtStart() {
        #expect(throws: StaticFiles.FolderError.self) {
            _ = try StaticFiles(folder: "/no/such/folder", cacheControl: "no-cache")
        }
    }
}
