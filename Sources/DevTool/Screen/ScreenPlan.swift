/// Everything one `screen` command writes, worked out and checked before anything is written:
/// the new files, and the feature's paths and route table with one line more each; and what
/// the generator leaves to the developer, said as the exact step.
struct ScreenPlan {
    let spec: ScreenSpec
    let package: PackageFolder
    private(set) var newFiles: [(path: String, text: String)] = []
    private(set) var edits: [(path: String, text: String)] = []
    /// Lines to print after the files: where a service the screen will need goes.
    private(set) var notes: [String] = []

    init(spec: ScreenSpec, package: PackageFolder) throws(GeneratorError) {
        self.spec = spec
        self.package = package
        let feature = try FeatureSources(feature: spec.feature, package: package)
        let screenFolder = "Sources/\(spec.feature)/Screens/\(spec.screen)"
        guard !package.exists(screenFolder) else {
            throw GeneratorError("\(spec.feature) already has a screen \(spec.screen) (\(screenFolder))")
        }
        let existing = Set(package.allSwiftFiles(under: "Sources/\(spec.feature)").map { $0.split(separator: "/").last.map(String.init) ?? $0 })
        let templates = ScreenTemplates(
            spec: spec, pathsEnum: feature.pathsEnum, dependencies: feature.dependenciesProtocol, testContainer: feature.testContainer)
        for name in templates.typeNames where existing.contains(name + ".swift") {
            throw GeneratorError("\(spec.feature) already has a file \(name).swift")
        }
        guard !feature.hasPath(property: spec.property, template: spec.path.template) else {
            throw GeneratorError("\(feature.pathsEnum) already has a path named \(spec.property) or spelled \(spec.path.template)")
        }
        let testsFolder = "Tests/\(spec.feature)Tests/Screens/\(spec.screen)"
        newFiles = templates.sourceFiles.map { ("\(screenFolder)/\($0.name).swift", $0.text) }
            + templates.testFiles.map { ("\(testsFolder)/\($0.name).swift", $0.text) }
        for file in newFiles where package.exists(file.path) {
            throw GeneratorError("\(file.path) already exists")
        }
        edits = [
            (feature.pathsFile, try feature.addingPath(templates.pathDeclaration)),
            (feature.routesFile, try feature.addingRoute(templates.routeRegistration)),
        ]
        notes = Self.serviceSteps(feature)
    }

    /// A service the feature does not have yet is a requirement of its dependency protocol,
    /// which every conforming type then needs (the app's container and the tests' ones): the
    /// files, each with its types, so none is missed.
    private static func serviceSteps(_ feature: FeatureSources) -> [String] {
        guard let dependencies = feature.dependenciesProtocol, let file = feature.dependenciesFile else { return [] }
        var files: [String] = []
        var types: [String: [String]] = [:]
        for conformer in feature.conformers {
            if types[conformer.file] == nil { files.append(conformer.file) }
            types[conformer.file, default: []].append(conformer.type.name + (conformer.type.isExtension ? " (extended)" : ""))
        }
        return ["a service the presenter needs that \(dependencies) lacks: a requirement in \(file), and a property in each type that conforms to it:"]
            + files.map { "  \($0)  \(types[$0, default: []].joined(separator: ", "))" }
    }

    func write() throws(GeneratorError) {
        for file in newFiles + edits {
            try package.write(file.text, to: file.path)
        }
    }

    var createdFiles: [String] { newFiles.map(\.path) }
    var editedFiles: [String] { edits.map(\.path) }
}
