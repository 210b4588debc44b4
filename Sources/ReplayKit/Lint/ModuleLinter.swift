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
    /// Rule and place of each finding reported so far.
    private var reported: Set<String> = []
    /// The view types laid out by the roots linted so far.
    private var reached: Set<String> = []

    package init(module: SourceModule, sourceOptions: SourceScene.Options, options: SceneLinter.Options) {
        self.module = module
        self.sourceOptions = sourceOptions
        self.sourceOptions.view = nil
        self.sourceOptions.preview = nil
        self.options = options
    }

    /// Lints every root in order, then every interactive view none reached, handing each
    /// report to `report` as soon as it is made.
    package mutating func run(_ report: (RootReport) -> Void) {
        for root in module.screens { report(lint(root)) }
        for view in module.interactiveViews where !reached.contains(view.name) { report(lint(view)) }
    }

    private mutating func lint(_ root: SourceModule.Candidate) -> RootReport {
        var result = RootReport(root: root)
        let first: SourceScene
        do {
            first = try module.scene(root.root, options: sourceOptions)
        } catch {
            result.failure = error
            return result
        }
        for view in first.laidOut { reached.insert(view.type) }
        // The first load is the one made here; a worker thread lays the root out again for its own copy.
        let module = self.module
        let sourceOptions = self.sourceOptions
        let screen = CGRect(origin: .zero, size: first.screen)
        var firstLoad: SceneLinter.Loaded? = SceneLinter.Loaded(specs: first.views, screen: screen)
        let linter = SceneLinter(file: module.origin, options: options) { () throws(Diagnostic) in
            if let loaded = firstLoad {
                firstLoad = nil
                return loaded
            }
            return SceneLinter.Loaded(specs: try module.scene(root.root, options: sourceOptions).views, screen: screen)
        }
        do {
            let report = try linter.run()
            result.notes = report.notes
            for var finding in report.findings {
                let place = module.place(of: finding.position)
                finding.file = place.file
                finding.position = place.position
                let key = [finding.rule.rawValue, finding.location, finding.profiles.joined(separator: ",")].joined(separator: "\u{1F}")
                if reported.insert(key).inserted { result.findings.append(finding) }
            }
        } catch {
            result.failure = error
        }
        return result
    }
}
