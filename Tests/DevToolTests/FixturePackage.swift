@testable import DevTool
import Foundation

/// A feature with a paths enum, a route table, one screen and a test folder, in a temporary
/// folder removed when the value goes away.
final class FixturePackage {
    let root: String
    private let originals: [String: String]

    var folder: PackageFolder { PackageFolder(root: root) }

    static let paths = """
        public import ScreenKit

        /// The demo feature's paths.
        public enum DemoPaths {
            public static let members = Path("/members")

            static func members(page: Int) -> String {
                members.location(query: ["page": String(page)])
            }
        }

        """

    static let feature = """
        public import ScreenKit

        /// The demo feature.
        public struct DemoFeature: Feature {
            let dependencies: any DemoDependencies

            public func registerRoutes(on router: inout Router) {
                router.get(DemoPaths.members, .anyone, MembersCoordinator(dependencies: dependencies))
            }
        }

        """

    init() throws {
        root = NSTemporaryDirectory() + "screenkit-dev-" + UUID().uuidString
        originals = [
            "Sources/DemoFeature/DemoPaths.swift": Self.paths,
            "Sources/DemoFeature/DemoFeature.swift": Self.feature,
            "Sources/DemoFeature/DemoDependencies.swift": "public protocol DemoDependencies: AnyObject, Sendable {}\n",
            "Sources/DemoFeature/Screens/Existing/ExistingView.swift": "struct ExistingView {}\n",
            "Tests/DemoFeatureTests/DemoTests.swift": "import Testing\n",
            "Tests/DemoFeatureTests/Support/TestDemoDependencies.swift": "final class TestDemoDependencies: DemoDependencies {}\n",
        ]
        for (path, text) in originals {
            try write(text, to: path)
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    func write(_ text: String, to path: String) throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(atPath: root + "/" + path)
    }

    /// The files under `folder`, relative to it, sorted.
    func files(under folder: String) throws -> [String] {
        let walker = FileManager.default.enumerator(atPath: root + "/" + folder)
        return (walker?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// Every file's path and text.
    func snapshot() throws -> [String: String] {
        var files: [String: String] = [:]
        for path in try self.files(under: "") {
            files[path] = try read(path)
        }
        return files
    }

    /// The lines of `path` that were not in its original text.
    func addedLines(_ path: String) throws -> [String] {
        var original = (originals[path] ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var added: [String] = []
        for line in try read(path).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let index = original.firstIndex(of: line) {
                original.remove(at: index)
            } else {
                added.append(line)
            }
        }
        return added
    }
}
