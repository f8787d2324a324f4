/// A feature's two shared files a new screen adds a line to (its paths enum and its route
/// table), and what a screen's coordinator and tests are handed: the feature's dependency
/// container protocol, and the test type that conforms to it. Also where a service the feature
/// does not have yet is written: the protocol's file, and every type that conforms to it.
struct FeatureSources {
    let pathsFile: String
    let pathsEnum: String
    let pathsText: String
    let routesFile: String
    let routesText: String
    /// `UserDependencies`: the `public protocol …Dependencies` the feature declares, if any.
    let dependenciesProtocol: String?
    /// The file that declares ``dependenciesProtocol``.
    let dependenciesFile: String?
    /// What the feature's tests hand presenters: a type of the tests that conforms to the
    /// feature's dependency protocol, or one of the package's extended to (`extension TestStore: UserDependencies {}`).
    let testContainer: TestContainer?
    /// Every type outside the feature that conforms to ``dependenciesProtocol`` (the app's
    /// container, the tests' ones), with the file that says so: each needs a new requirement.
    let conformers: [(type: SwiftSource.Conformer, file: String)]

    static let routeTableSignature = "func registerRoutes(on router: inout Router) {"

    init(feature: String, package: PackageFolder) throws(GeneratorError) {
        let folder = "Sources/" + feature
        guard package.isFolder(folder) else {
            throw GeneratorError("there is no feature \(feature) (no folder \(folder))")
        }
        guard package.isFolder("Tests/\(feature)Tests") else {
            throw GeneratorError("\(feature) has no test target (no folder Tests/\(feature)Tests)")
        }
        let pathsFiles = package.swiftFiles(in: folder).filter { $0.hasSuffix("Paths.swift") }
        guard pathsFiles.count == 1, let pathsFile = pathsFiles.first else {
            throw GeneratorError("\(feature) needs exactly one …Paths.swift file in \(folder), found \(pathsFiles.count)")
        }
        let pathsText = try package.read(pathsFile)
        guard let pathsEnum = Self.pathsEnumName(in: pathsText) else {
            throw GeneratorError("\(pathsFile) declares no `enum …Paths {`")
        }
        var routes: [(file: String, text: String)] = []
        for file in package.swiftFiles(in: folder) {
            let text = try package.read(file)
            if text.contains(Self.routeTableSignature) { routes.append((file, text)) }
        }
        guard routes.count == 1, let table = routes.first else {
            throw GeneratorError("\(feature) needs exactly one `\(Self.routeTableSignature)` in \(folder), found \(routes.count)")
        }
        self.pathsFile = pathsFile
        self.pathsEnum = pathsEnum
        self.pathsText = pathsText
        routesFile = table.file
        routesText = table.text
        var protocols: [(name: String, file: String)] = []
        for file in package.allSwiftFiles(under: folder) {
            protocols += SwiftSource.publicProtocols(in: try package.read(file)).filter { $0.hasSuffix("Dependencies") }.map { ($0, file) }
        }
        guard protocols.count == 1, let dependencies = protocols.first else {
            dependenciesProtocol = nil
            dependenciesFile = nil
            testContainer = nil
            conformers = []
            return
        }
        dependenciesProtocol = dependencies.name
        dependenciesFile = dependencies.file
        let testsFolder = "Tests/\(feature)Tests"
        var conformers: [(type: SwiftSource.Conformer, file: String)] = []
        for file in package.allSwiftFiles(under: "Sources") + package.allSwiftFiles(under: "Tests") where !file.hasPrefix(folder + "/") {
            conformers += SwiftSource.conformers(to: dependencies.name, in: try package.read(file)).map { ($0, file) }
        }
        self.conformers = conformers
        let tests = conformers.filter { $0.file.hasPrefix(testsFolder + "/") }
        guard !tests.isEmpty else {
            throw GeneratorError(
                "\(testsFolder) has no type conforming to \(dependencies.name) for the new screen's tests: "
                    + "add one (`extension TestStore: \(dependencies.name) {}` when the store has all it asks for)")
        }
        guard let container = try TestContainer.find(among: tests, testsFolder: testsFolder, package: package) else {
            throw GeneratorError(
                "no type in \(testsFolder) that conforms to \(dependencies.name) can be made without arguments "
                    + "(\(tests.map(\.type.name).joined(separator: ", "))): give one an init() for the new screen's tests")
        }
        testContainer = container
    }

    private static func pathsEnumName(in text: String) -> String? {
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "enum"), index + 2 < words.count, words[index + 2] == "{" else { continue }
            let name = words[index + 1]
            if name.hasSuffix("Paths") && words[..<index].allSatisfy({ $0 == "public" }) {
                return String(name)
            }
        }
        return nil
    }

    /// The paths file with `line` after the enum's last stored path (or its first line).
    func addingPath(_ line: String) throws(GeneratorError) -> String {
        var lines = pathsText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains("enum \(pathsEnum) {") }),
              let end = lines[start...].firstIndex(of: "}")
        else { throw GeneratorError("cannot find the end of `enum \(pathsEnum)` in \(pathsFile)") }
        let lastPath = lines[start..<end].lastIndex { $0.hasPrefix("    public static let ") || $0.hasPrefix("    static let ") }
        lines.insert(line, at: (lastPath ?? start) + 1)
        return lines.joined(separator: "\n")
    }

    /// The route table with `line` as the last statement of `registerRoutes`.
    func addingRoute(_ line: String) throws(GeneratorError) -> String {
        var lines = routesText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains(Self.routeTableSignature) }) else {
            throw GeneratorError("cannot find `\(Self.routeTableSignature)` in \(routesFile)")
        }
        let indent = String(lines[start].prefix { $0 == " " })
        guard let end = lines[start...].firstIndex(of: indent + "}") else {
            throw GeneratorError("cannot find the end of registerRoutes in \(routesFile)")
        }
        lines.insert(indent + "    " + line, at: end)
        return lines.joined(separator: "\n")
    }

    /// Whether the feature already has a path named `property` or spelled `template`.
    func hasPath(property: String, template: String) -> Bool {
        pathsText.contains("static let \(property) ") || pathsText.contains("Path(\(Identifier.literal(template))")
    }
}
