import SwiftSource

/// The Xcode project an app's folder is built by, as far as lint reads it: the Swift files its
/// `project.pbxproj` names. A file of the folder the project does not build — left behind after a
/// rename, never compiled — is no screen of the app (docs/lint.md#whole-apps). Projects that
/// build whole folders (`PBXFileSystemSynchronizedRootGroup`, Xcode 16) name no files, and then
/// nothing is left out.
struct XcodeProject {
    /// `Enchanted.xcodeproj`, as notes name it.
    var name: String
    /// The file names the project lists (`path = Header.swift;`, `name = "My View.swift";`).
    var swiftFiles: Set<String>

    /// How many folders above the one linted a project is looked for in.
    static let levelsUp = 2

    /// The project in `folder` or a folder above it, if one lists its files.
    static func find(above folder: String) -> XcodeProject? {
        var directory = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        for _ in 0...levelsUp {
            if let project = WholeFile.entries(of: directory).first(where: { $0.hasSuffix(".xcodeproj") }),
               let text = WholeFile.text(at: directory + "/" + project + "/project.pbxproj") {
                guard !text.contains("PBXFileSystemSynchronizedRootGroup") else { return nil }
                return XcodeProject(name: project, swiftFiles: Self.swiftFileNames(in: text))
            }
            // Up one folder: its parent by name, or `..` added to a relative path.
            if let slash = directory.lastIndex(of: "/"), !directory[directory.index(after: slash)...].hasPrefix("..") {
                directory = slash == directory.startIndex ? "/" : String(directory[..<slash])
            } else if directory.hasPrefix("..") || directory == "." {
                directory += "/.."
            } else {
                directory = "."
            }
        }
        return nil
    }

    /// The `.swift` names a project file lists, quoted or not.
    static func swiftFileNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            for key in ["path = ", "name = "] {
                guard let start = Self.end(of: key, in: line) else { continue }
                var value = line[start...].prefix { $0 != ";" }
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
                if value.hasSuffix(".swift") { names.insert(String(value.split(separator: "/").last ?? value)) }
            }
        }
        return names
    }

    /// Where `key` ends in `line`, at its first place.
    private static func end(of key: String, in line: Substring) -> Substring.Index? {
        var index = line.startIndex
        while index < line.endIndex {
            if line[index...].hasPrefix(key) { return line.index(index, offsetBy: key.count) }
            index = line.index(after: index)
        }
        return nil
    }

    /// The files of `files` the project does not build: not named in it, in a folder where it
    /// names another file (so that folder is the app's, not a package's or a script's).
    func unbuilt(_ files: [String]) -> [String] {
        var builtFolders: Set<Substring> = []
        for file in files where swiftFiles.contains(Self.name(of: file)) { builtFolders.insert(Self.folder(of: file)) }
        return files.filter { !swiftFiles.contains(Self.name(of: $0)) && builtFolders.contains(Self.folder(of: $0)) }
    }

    private static func name(of path: String) -> String { String(path.split(separator: "/").last ?? Substring(path)) }
    private static func folder(of path: String) -> Substring { path.lastIndex(of: "/").map { path[..<$0] } ?? "" }
}
