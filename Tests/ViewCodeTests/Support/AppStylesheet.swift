import Foundation

/// `Public/css/app.css`, found from this file's path so tests run from any directory.
enum AppStylesheet {
    static let path: String = {
        var url = URL(fileURLWithPath: #filePath)  // Tests/ViewCodeTests/Support/AppStylesheet.swift
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Public/css/app.css").path
    }()

    static func read() throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    static func write(_ css: String) throws {
        try css.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The hand-written part: everything after the generated block.
    static func handWritten(_ css: String) -> Substring {
        guard let end = css.firstRange(of: "/* design-tokens:end */") else { return css[...] }
        return css[end.upperBound...]
    }
}
