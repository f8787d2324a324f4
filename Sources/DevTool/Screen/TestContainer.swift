/// What a feature's tests hand its presenters as the feature's dependency container, and how
/// a test makes one: `TestStore()` with `try` (the real store, from DomainTesting, extended to
/// conform), `try LoginFixture()`, `TestDemoDependencies()`.
struct TestContainer: Equatable {
    let name: String
    /// Whether making one throws, so that the tests make it in their `init() throws`.
    let throwsOnInit: Bool
    /// The module the tests import for it, when it is declared outside the test target.
    let module: String?

    /// The first of the tests' `conformers` that a test can make with no arguments; its type is
    /// looked for in the test target, then in the package's sources.
    static func find(
        among conformers: [(type: SwiftSource.Conformer, file: String)], testsFolder: String, package: PackageFolder
    ) throws(GeneratorError) -> TestContainer? {
        for conformer in conformers {
            let name = conformer.type.name
            var found = try declaration(of: name, under: testsFolder, package: package)
            if found == nil { found = try declaration(of: name, under: "Sources", package: package) }
            guard let (file, body) = found else { continue }
            guard let made = SwiftSource.argumentFreeInit(in: body) else { continue }
            let module = file.hasPrefix("Sources/") ? file.split(separator: "/").dropFirst().first.map(String.init) : nil
            return TestContainer(name: name, throwsOnInit: made == .throwing, module: module)
        }
        return nil
    }

    private static func declaration(of name: String, under folder: String, package: PackageFolder) throws(GeneratorError) -> (String, [String])? {
        for file in package.allSwiftFiles(under: folder) {
            if let body = SwiftSource.body(ofType: name, in: try package.read(file)) { return (file, body) }
        }
        return nil
    }
}
