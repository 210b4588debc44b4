import Recognizers
import TraceFormat

/// A scene read from Swift source (docs/scene-format.md#swift-source): the root view chosen,
/// its body read, laid out on a screen as SwiftUI lays out, and turned into the scene views that
/// replay hit-tests, with the state its gesture callbacks change.
package struct SourceScene {
    package struct Options {
        /// `--device`, `--screen`, a trace header's `"device"`: the screen's size and safe area;
        /// nil is the default, an iPhone 14 (`Screen.standard`).
        package var device: Screen?
        package var screen: Screen { device ?? .standard }
        /// `--view Name`: the root view; nil picks the one view no other view of the file uses (the first of several, with a warning).
        package var view: String?
        /// `--preview NAME|N`: a preview as the root, by its name or its number from 1.
        package var preview: String?
        /// `--strict`: the first approximation is an error instead of a warning.
        package var strict: Bool
        /// False for `layout`, which prints the views as laid out and replays nothing: the scene's
        /// specs are then made without what only a replay reads, and not kept.
        package var keepsScene = true
        /// What `#if` decides by: the platform (`--profile`, a Mac device) and `--define`.
        package var conditions: CompileConditions
        /// Lint's variant: each `if` and `switch` the reader cannot decide takes its branch of
        /// this number (from 0; its `else` or last case when it has fewer) instead of laying out
        /// all of them, so a branch's views are probed where they really are.
        package var branch: Int?

        package init(screen: Screen? = nil, view: String? = nil, strict: Bool = false, conditions: CompileConditions = CompileConditions()) {
            self.device = screen
            self.view = view
            self.strict = strict
            self.conditions = conditions
        }
    }


    package var views: [SceneSpec]
    /// The state the scene declares; each install makes its own `SceneState` from it.
    package var states: StateDeclarations
    package var laidOut: [LaidOutView]

    /// The undecided conditions numbered from 1 in the order their views are laid out, as
    /// `layout` prints them: the reader's own numbers count every reading.
    static func numberingConditions(_ views: [LaidOutView]) -> [LaidOutView] {
        var numbers: [Int: Int] = [:]
        var views = views
        for index in views.indices where !views[index].alternatives.isEmpty {
            for branch in views[index].alternatives.indices {
                let group = views[index].alternatives[branch].group
                let number = numbers[group] ?? numbers.count
                numbers[group] = number
                views[index].alternatives[branch].group = number
            }
        }
        return views
    }
    package var screen: CGSize
    /// What the reader approximated, each at its place (`file:line:column: warning: …`): what
    /// reading the module gave, then what laying out this root gave.
    package var warnings: [Diagnostic] = []
    /// The same by place, so lint can say which findings rest on them.
    package var approximations = SceneApproximations.none
    /// The views that could each be the root, when the file has several and no `--view` chose:
    /// the first was laid out. `lint` lints each.
    package var rootCandidates: [String] = []

    /// Whether a `--scene` path names Swift source rather than JSON.
    package static func isSource(_ path: String) -> Bool { path.hasSuffix(".swift") }

    package static func load(_ text: String, file: String, options: Options = Options()) throws(Diagnostic) -> SourceScene {
        try load(SourceText(text, origin: file), options: options)
    }

    /// An app's source files read together (`--scene Sources/MyApp/`): views, modifiers and types
    /// resolve across them; every position names its own file.
    package static func load(files: [(path: String, text: String)], origin: String, options: Options = Options()) throws(Diagnostic) -> SourceScene {
        try load(SourceText(files: files, origin: origin), options: options)
    }

    private static func load(_ text: SourceText, options: Options) throws(Diagnostic) -> SourceScene {
        try SourceModule(text, conditions: options.conditions).scene(options)
    }

    /// `root` laid out on the options' screen: the module's reader, a state table of its own.
    static func layOut(_ root: SourceModule.Root, of module: SourceModule, options: Options, cache: ReaderCache? = nil) throws(Diagnostic) -> SourceScene {
        var reader = module.reader
        reader.cache = cache ?? reader.cache.forLayout(readingWarnings: module.readingWarnings)
        reader.screen = options.screen.size
        if options.screen.device == nil {
            // Said once, at the top of the file: every frame depends on it.
            let insets = options.screen.safeArea
            reader.warn(at: reader.tokens[0], "the screen \(NumberFormat.string(options.screen.size.width))x\(NumberFormat.string(options.screen.size.height)) is no device preset; "
                        + "assumed a safe area of \(NumberFormat.string(insets.top)) top and \(NumberFormat.string(insets.bottom)) bottom (see 'gesture-replay layout --device list')")
        }
        let source = module.file
        let table = StateTable()
        table.forcedBranch = options.branch
        var viewReader = ViewReader(reader: reader, file: source, state: table)
        let root = try module.read(root, with: &viewReader)
        var options = options
        if let size = source.appDefaultSize, var window = options.device, window.device?.name == Device.macWindowName {
            // The app's `.defaultSize`: the window's content, under its title bar.
            window.size = CGSize(width: size.width, height: size.height + window.safeArea.top)
            options.device = window
        }
        if let window = Self.macWindow(for: root, on: options.screen) { options.device = window }
        let screen = options.screen.size
        var environment = LayoutEnvironment(screen: ScreenReference(options.screen))
        if options.screen.isMacWindow { environment.font = environment.font.onMac }
        let box = LayoutBox(root, environment: environment, stackAxis: nil)
        let ignoresSafeArea = root.ignoresSafeArea || root.children.first?.ignoresSafeArea == true
        let safe = ignoresSafeArea ? CGRect(x: 0, y: 0, width: screen.width, height: screen.height) : options.screen.safeFrame
        let proposal = ProposedSize(width: safe.width, height: safe.height)
        let size = box.size(proposal)
        box.place(LayoutBox.aligned(size, in: safe, .center), proposal: proposal)
        // Sheets presented at rest, over everything, the last one on top.
        let sheets = Self.presentations(in: box).compactMap { sheet -> LayoutBox? in
            // Cannot be otherwise (`ContainerModifierReader.presentedSheet` makes a Sheet); an unplaced box must never be built.
            guard case .control(let control) = sheet.kind, case .sheet(let detents, _) = control.control else { return nil }
            let sheetBox = LayoutBox(sheet, environment: box.environment, stackAxis: nil)
            let frame = SheetDefinition.frame(detents: detents, on: options.screen)
            sheetBox.place(frame, proposal: ProposedSize(width: frame.width, height: frame.height))
            return sheetBox
        }
        var builder = SceneBuilder(reader: reader, initialState: SceneState(table.declarations), boxes: [box] + sheets,
                                   keepsSpecs: options.keepsScene)
        var spec = builder.build(box, parentPath: "", siblingIndex: nil, effects: [], hittable: true, depth: 0)
        for sheet in sheets {
            let sheetSpec = builder.build(sheet, parentPath: spec.id, siblingIndex: nil, effects: [], hittable: true, depth: 1)
            if options.keepsScene { spec.children.append(sheetSpec) }
        }
        spec.forEachCallback { callback in if let notes = callback.program?.loadNotes { table.noteAtLoad(notes) } }
        spec.states = table.declarations
        if let error = table.deferredErrors.first { throw error }
        let warnings = reader.warnings
        if options.strict, let first = warnings.first { throw first.strict }
        return SourceScene(views: [spec], states: table.declarations, laidOut: Self.numberingConditions(builder.laidOut), screen: screen, warnings: warnings,
                           approximations: SceneApproximations(warnings: warnings, ofLayout: Array(warnings.dropFirst(module.readingWarnings.count)), reader: reader), rootCandidates: module.rootCandidates.map(\.name))
    }

    /// A Mac window sized by its root, as a `WindowGroup` opens at least at its content's
    /// minimum: `.frame(minWidth:minHeight:)` on the root view or its body's first view makes
    /// the content area at least that big (docs/scene-format.md#mac-window). Nil off a Mac window.
    private static func macWindow(for root: ViewNode, on screen: Screen) -> Screen? {
        guard let device = screen.device, device.name == Device.macWindowName else { return nil }
        var candidates = [root]
        if let body = root.children.first { candidates.append(body); if let first = body.children.first { candidates.append(first) } }
        for node in candidates {
            for modifier in node.modifiers {
                guard case .flexibleFrame(let minWidth, _, _, let minHeight, _, _, _) = modifier, minWidth != nil || minHeight != nil else { continue }
                var window = screen
                let content = CGSize(width: screen.size.width, height: screen.size.height - screen.safeArea.top)
                window.size = CGSize(width: max(content.width, minWidth ?? 0), height: max(content.height, minHeight ?? 0) + screen.safeArea.top)
                return window
            }
        }
        return nil
    }

    /// The sheets presented at rest anywhere in the tree, outermost first: a view's own, then its
    /// children's, then those of its overlays and backgrounds (the last written first). Walks the
    /// boxes, which are shared, rather than copying every view.
    private static func presentations(in box: LayoutBox) -> [ViewNode] {
        var found: [ViewNode] = []
        func visit(_ box: LayoutBox) {
            var secondaries: [LayoutBox] = []
            for (index, modifier) in box.node.modifiers.enumerated() {
                switch modifier {
                case .presentation(let sheet): found.append(sheet)
                case .overlay, .background: if let secondary = box.secondaries[index] { secondaries.append(secondary) }
                default: break
                }
            }
            // A tab-bar TabView's children are its selected tab and its bar: other tabs' sheets are not shown.
            for child in box.children { visit(child) }
            for secondary in secondaries.reversed() { visit(secondary) }
        }
        visit(box)
        return found
    }
}
