import Foundation

/// The package being edited: where a feature's sources and tests are, read and written as text.
struct PackageFolder {
    let root: String

    func path(_ relative: String) -> String {
        root == "." ? relative : root + "/" + relative
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    func isFolder(_ relative: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path(relative), isDirectory: &folder) && folder.boolValue
    }

    /// The Swift files directly in `folder`, by name.
    func swiftFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    /// Every Swift file under `folder`, at any depth.
    func allSwiftFiles(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: path(folder)) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    func read(_ relative: String) throws(GeneratorError) -> String {
        guard let data = FileManager.default.contents(atPath: path(relative)),
              let text = String(data: data, encoding: .utf8)
        else { throw GeneratorError("cannot read \(relative)") }
        return text
    }

    func write(_ text: String, to relative: String) throws(GeneratorError) {
        let full = path(relative)
        do {
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        } catch {
            throw GeneratorError("cannot write \(relative): \(error.localizedDescription)")
        }
    }
}
