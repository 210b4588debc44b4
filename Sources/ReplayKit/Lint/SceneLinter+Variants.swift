import Recognizers
import SwiftSource
import TraceFormat

/// A Swift root with conditions the reader cannot decide (docs/lint.md#undecided-conditions): it
/// is laid out once with every branch, one after the other, and once per variant, where each
/// such condition takes its branch of one number (`SourceScene.Options.branch`), so a branch's
/// views are probed where they really are. A view some variant lays out is judged there, and a
/// finding on it holds only if every variant that shows it finds it; the all-branches layout
/// judges only the views no variant shows (a branch nested in another's).
extension SceneLinter {
    /// Variants past this many branches are not probed: their views are judged in the
    /// all-branches layout (a `switch` of many cases would multiply lint's time).
    static let maximumVariants = 4

    /// The root `all`, which `layOut` made from `sourceOptions`, and its variants, probed; the
    /// findings and notes of all, each said once. `warnings`: the reading's warnings are notes
    /// too (one file's lint; a module says its own once).
    package static func runWithVariants(_ all: SourceScene, file: String, options: Options, sourceOptions: SourceScene.Options, warnings: Bool,
                                        layOut: @escaping @Sendable (SourceScene.Options) throws(Diagnostic) -> SourceScene) throws(Diagnostic) -> Report {
        let branches = min(maximumVariants, all.laidOut.map { $0.alternatives.map(\.branch).max().map { $0 + 1 } ?? 0 }.max() ?? 0)
        var merged = Report()
        func add(_ notes: [String]) { for note in notes where !merged.notes.contains(note) { merged.notes.append(note) } }
        var shown: Set<String> = []
        // Per variant: the places it shows, and each finding with the place of its view.
        var variants: [(shown: Set<String>, findings: [(finding: LintFinding, place: String?)])] = []
        for branch in 0..<branches {
            var variantOptions = sourceOptions
            variantOptions.branch = branch
            let variant = try layOut(variantOptions)
            let report = try probe(variant, file: file, options: options, sourceOptions: variantOptions, warnings: warnings, layOut: layOut)
            let places = Dictionary(variant.laidOut.map { ($0.id, place(of: $0)) }, uniquingKeysWith: { first, _ in first })
            let here = Set(variant.laidOut.map(place(of:)))
            variants.append((here, report.findings.map { ($0, places[$0.view]) }))
            add(report.notes)
            shown.formUnion(here)
        }
        let report = try probe(all, file: file, options: options, sourceOptions: sourceOptions, warnings: warnings, layOut: layOut)
        let places = Dictionary(all.laidOut.map { ($0.id, place(of: $0)) }, uniquingKeysWith: { first, _ in first })
        variants.append((Set(all.laidOut.map(place(of:))), report.findings.map { ($0, places[$0.view]) }))
        // A finding holds where every layout that shows its view finds it: a row a loading state
        // shows disabled, and the loaded state shows enabled, can be tapped. The all-branches
        // layout, last, reports only the views no variant shows.
        let found = variants.map { variant in
            Set(variant.findings.compactMap { found in found.place.map(found.finding.key(ofViewAt:)) })
        }
        for (index, variant) in variants.enumerated() {
            for (finding, place) in variant.findings {
                guard let place else { merged.findings.append(finding); continue }
                if index == variants.count - 1, shown.contains(place) { continue }
                let key = finding.key(ofViewAt: place)
                if variants.indices.allSatisfy({ !variants[$0].shown.contains(place) || found[$0].contains(key) }) { merged.findings.append(finding) }
            }
        }
        add(report.notes)
        // A finding the variants share (a view outside every condition) is said once.
        var seen: Set<LintFindingKey> = []
        merged.findings = merged.findings.filter { seen.insert($0.variantsKey).inserted }
        return merged
    }

    /// Where a view is written, the same in every layout of its root.
    private static func place(of view: LaidOutView) -> String {
        (view.file ?? "") + ":" + String(view.location.line) + ":" + String(view.location.column)
    }

    /// One layout probed. The first load is the one made here; a worker thread lays the root out
    /// again, with the same options, for its own copy.
    private static func probe(_ scene: SourceScene, file: String, options: Options, sourceOptions: SourceScene.Options, warnings: Bool,
                              layOut: @escaping @Sendable (SourceScene.Options) throws(Diagnostic) -> SourceScene) throws(Diagnostic) -> Report {
        let screen = CGRect(origin: .zero, size: scene.screen)
        let first = Loaded(specs: scene.views, screen: screen, warnings: warnings ? scene.warnings.map(\.description) : [],
                           approximations: scene.approximations)
        let linter = SceneLinter(file: file, options: options, loaded: first) { () throws(Diagnostic) in
            let again = try layOut(sourceOptions)
            return Loaded(specs: again.views, screen: screen, warnings: warnings ? again.warnings.map(\.description) : [],
                          approximations: again.approximations)
        }
        return try linter.run()
    }
}
