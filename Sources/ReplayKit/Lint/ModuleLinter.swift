import Recognizers
import SwiftSource
import TraceFormat

/// Lints an app's folder or SwiftPM target as one module (docs/lint.md#whole-apps): each root
/// screen — the app's scene content, each view nothing in the module uses, each preview — with
/// everything it contains, then each interactive view no root reached, on its own. A finding is
/// reported once, at the place in its own file that causes it, however many roots contain it.
/// A root that cannot be read is a warning saying why; it stops no other.
package struct ModuleLinter {
    /// What linting one root gave.
    package struct RootReport {
        package var root: SourceModule.Candidate
        /// Its findings not reported by an earlier root, located in their own files.
        package var findings: [LintFinding] = []
        /// Profiles skipped, as `SceneLinter.Report.notes` says them.
        package var notes: [String] = []
        /// Why the root was not linted (its reading failed), with the place that failed.
        package var failure: Diagnostic?
    }

    package let module: SourceModule
    package var sourceOptions: SourceScene.Options
    package var options: SceneLinter.Options
    /// Rule, place and profiles of each finding reported so far.
    private var reported: Set<LintFindingKey> = []
    /// The view types laid out by the roots linted so far.
    private var reached: Set<String> = []

    /// The one root `--view` or `--preview` chose, if either did; a preview the module does not
    /// have is `--preview`'s error, as `layout` says it.
    private let chosen: Result<SourceModule.Candidate, Diagnostic>?

    package init(module: SourceModule, sourceOptions: SourceScene.Options, options: SceneLinter.Options) {
        self.module = module
        self.sourceOptions = sourceOptions
        self.options = options
        if let view = sourceOptions.view {
            chosen = .success(SourceModule.Candidate(root: .view(view), name: view, file: module.origin, position: SourcePosition(line: 1, column: 1)))
        } else if let preview = sourceOptions.preview {
            chosen = Result { () throws(Diagnostic) in try module.preview(preview) }
        } else {
            chosen = nil
        }
        self.sourceOptions.view = nil
        self.sourceOptions.preview = nil
    }

    /// Lints every root, then every interactive view none reached, handing each report to
    /// `report` in that order. Roots are laid out and probed on as many threads as the machine
    /// has cores (at most `workers`); the reports do not depend on which thread ran what.
    package mutating func run(workers: Int? = nil, _ report: (RootReport) -> Void) {
        let count = workers ?? ParallelWork.workerCount(limit: SceneLinter.maximumWorkers)
        switch chosen {
        case .success(let root)?:
            for linted in lintAll([root], workers: 1) { report(take(linted)) }
            return
        case .failure(let error)?:
            var failed = RootReport(root: SourceModule.Candidate(root: .body, name: "--preview", file: error.file, position: error.position))
            failed.failure = error
            report(failed)
            return
        case nil:
            break
        }
        for root in lintAll(module.screens, workers: count) { report(take(root)) }
        // A view drawn only as a menu's rows is not on screen: not linted as a view.
        // Nor is a view only another platform's `#if` branch uses.
        let remaining = module.interactiveViews.filter {
            !reached.contains($0.name) && !module.menuContent.contains($0.name) && !module.belongsToAnotherBuild($0.name)
        }
        for root in lintAll(remaining, workers: count) { report(take(root)) }
    }

    /// What a root's findings rest on because of the root itself: a preview shows sample data
    /// chosen for the canvas, and a view the module uses elsewhere, laid out on its own, is not
    /// where a user meets it (a row without its List, a cell without its grid).
    private func rootAssumption(_ root: SourceModule.Candidate) -> LintAssumption? {
        let location = "\(root.file):\(root.position.line):\(root.position.column)"
        switch root.root {
        case .preview:
            return LintAssumption(kind: .other, location: location, text: "found in the preview \(root.name) only, laid out with the data it passes")
        case .view(let name) where module.isUsed(name):
            return LintAssumption(kind: .other, location: location,
                                  text: "'\(name)' is laid out on its own: no root laid it out where the module uses it (a row without its List, a part without its screen)")
        case .view, .body:
            return nil
        }
    }

    /// A root's report with what earlier roots reported taken out, and what it reached noted.
    private mutating func take(_ linted: (report: RootReport, reached: [String])) -> RootReport {
        var result = linted.report
        reached.formUnion(linted.reached)
        result.findings = result.findings.filter { reported.insert($0.moduleKey).inserted }
        if let assumption = rootAssumption(result.root) {
            for index in result.findings.indices {
                result.findings[index].assumes.append(assumption)
                result.findings[index].severity = .note
            }
        }
        return result
    }

    private func lintAll(_ roots: [SourceModule.Candidate], workers: Int) -> [(report: RootReport, reached: [String])] {
        guard !roots.isEmpty else { return [] }
        let module = self.module, sourceOptions = self.sourceOptions
        let workers = min(workers, roots.count)
        // Roots on several threads probe on their own thread, each laid out once per variant (a
        // root's probes on more threads would lay it out again for each); the workers take the
        // next root as they finish one, so a few large roots do not leave a core idle.
        var shared = self.options
        if workers > 1 { shared.workers = 1 }
        let options = shared
        return ParallelWork.map(roots.count, workers: workers) { index in
            Self.lint(roots[index], module: module, sourceOptions: sourceOptions, options: options)
        }
    }

    /// One root laid out and probed, with its variants (`SceneLinter.runWithVariants`): its
    /// findings located in their own files, and the view types it laid out.
    private static func lint(_ root: SourceModule.Candidate, module: SourceModule, sourceOptions: SourceScene.Options,
                             options: SceneLinter.Options) -> (report: RootReport, reached: [String]) {
        var result = RootReport(root: root)
        let first: SourceScene
        do {
            first = try module.scene(root.root, options: sourceOptions)
        } catch {
            result.failure = error
            return (result, [])
        }
        do {
            let report = try SceneLinter.runWithVariants(first, file: module.origin, options: options, sourceOptions: sourceOptions, warnings: false) { (options) throws(Diagnostic) in
                try module.scene(root.root, options: options)
            }
            result.notes = report.notes
            result.findings = report.findings.map { finding in
                var finding = finding
                let place = module.place(of: finding.position)
                finding.file = place.file
                finding.position = place.position
                return finding
            }
        } catch {
            result.failure = error
        }
        return (result, first.laidOut.map(\.type))
    }
}
