import Foundation
import Testing

/// Holds every module's folders to `FolderOrder`: a type used across sibling folders must be
/// declared in a folder below the user's. SwiftPM keeps modules acyclic; this keeps folders so.
@Suite struct FolderOrderTests {
    /// One file of a module: its folder under the module ("" for a root file) and its scan.
    struct File {
        let path: String
        let folder: String
        let scan: SourceScan
    }

    /// A use of a type declared in a folder the order puts above the user's.
    struct Violation: CustomStringConvertible, Equatable {
        let module: String, file: String, type: String, declaredIn: String
        var description: String {
            "\(module)/\(file) uses \(type), declared in " + (declaredIn.isEmpty ? "the module's root files, its entry" : "\(declaredIn)/")
                + ", which FolderOrder puts above it"
        }
    }

    /// The upward uses in one module's files. A type counts where exactly one folder declares it
    /// at the top level and the using folder declares no type of that name itself; root files are
    /// the module's entry, above every folder: they may use any folder, and no folder uses them.
    static func violations(_ files: [File], order: FolderOrder) -> [Violation] {
        var owners: [String: Set<String>] = [:]
        for file in files { for name in file.scan.topLevel { owners[name, default: []].insert(file.folder) } }
        var declaredByFolder: [String: Set<String>] = [:]
        for file in files { declaredByFolder[file.folder, default: []].formUnion(file.scan.declared) }
        var result: [Violation] = []
        for file in files where !file.folder.isEmpty {
            for name in file.scan.used.sorted() {
                guard let folders = owners[name], folders.count == 1, let owner = folders.first,
                      owner != file.folder,
                      declaredByFolder[file.folder]?.contains(name) != true,
                      !order.allows(file.folder, toUse: owner) else { continue }
                result.append(Violation(module: order.module, file: file.path, type: name, declaredIn: owner))
            }
        }
        return result
    }

    static let sources: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    static func files(of module: String) throws -> [File] {
        let base = sources.appendingPathComponent(module)
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: base.path) else { return [] }
        var files: [File] = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
            let components = path.split(separator: "/")
            files.append(File(path: path, folder: components.count > 1 ? String(components[0]) : "", scan: SourceScan(text)))
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func everyModuleIsListed() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { !$0.hasPrefix(".") }
        #expect(Set(modules) == Set(FolderOrder.all.map(\.module)))
    }

    @Test(arguments: FolderOrder.all.map(\.module))
    func foldersFormAChain(module: String) throws {
        let order = try #require(FolderOrder.all.first { $0.module == module })
        let files = try Self.files(of: module)
        let folders = Set(files.map(\.folder)).subtracting([""])
        #expect(folders == Set(order.folders), "FolderOrder must list \(module)'s folders exactly: \(folders.sorted())")
        let violations = Self.violations(files, order: order)
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    /// The check itself finds an upward use, and only that one: a low folder naming a high
    /// folder's type, past a comment, a string and a nested type of the same name.
    @Test func findsAnUpwardUse() {
        let order = FolderOrder(module: "M", folders: ["Low", "High"])
        let files = [
            File(path: "Low/A.swift", folder: "Low", scan: SourceScan("""
                struct A {
                    // Mentions High in a comment, and "High" in a string.
                    let b: B
                    struct Nested { let c: C }
                    let message = "\\(D.self) is named in an interpolation"
                }
                """)),
            File(path: "High/B.swift", folder: "High", scan: SourceScan("public struct B { let a: A }\nstruct C {}\nstruct D {}\n")),
            File(path: "High/E.swift", folder: "High", scan: SourceScan("struct Nested {}\nlet entry = Entry()\n")),
            File(path: "Entry.swift", folder: "", scan: SourceScan("struct Entry { let a: A; let b: B }\n")),
        ]
        #expect(Self.violations(files, order: order) == [
            Violation(module: "M", file: "Low/A.swift", type: "B", declaredIn: "High"),
            Violation(module: "M", file: "Low/A.swift", type: "C", declaredIn: "High"),
            Violation(module: "M", file: "Low/A.swift", type: "D", declaredIn: "High"),
            Violation(module: "M", file: "High/E.swift", type: "Entry", declaredIn: ""),
        ])
        let mutual = FolderOrder(module: "M", folders: ["Low", "High"], mutual: [("Low", "High", why: "test")])
        #expect(Self.violations(files, order: mutual) == [Violation(module: "M", file: "High/E.swift", type: "Entry", declaredIn: "")])
    }
}
