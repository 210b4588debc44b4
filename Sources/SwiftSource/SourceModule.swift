import Recognizers
import TraceFormat

/// Swift source read once — a file, or an app's folder or SwiftPM target as one module
/// (docs/scene-format.md#whole-apps) — from which any of its roots is laid out: every file's
/// declarations are known to every other, a declaration that cannot be read is skipped with one
/// warning at its place, and a root fails only for what is in it.
package struct SourceModule: Sendable {
    /// A view a scene can start from.
    package enum Root: Equatable, Sendable {
        /// A view struct, by name.
        case view(String)
        /// The module's `index`th preview (`#Preview`, a `PreviewProvider`), in source order.
        case preview(Int)
        /// Statements outside any declaration: the body of an implicit view named `Root`.
        case body
    }

    /// A root as lint and `layout --list` name it.
    package struct Candidate: Equatable, Sendable {
        package var root: Root
        /// `ContentView`, `#Preview "Dark"`, `#Preview 2`, `ItemRow_Previews`.
        package var name: String
        /// Where it is declared, in its own file.
        package var file: String
        package var position: SourcePosition

        package init(root: Root, name: String, file: String, position: SourcePosition) {
            self.root = root
            self.name = name
            self.file = file
            self.position = position
        }
    }

    let reader: SourceReader
    let file: SourceFile
    /// What reading the module's declarations approximated, before any root was laid out: every
    /// root's layout starts from these.
    private(set) var readingWarnings: [Diagnostic] = []
    /// The view structs, by name: the first of a name wins, as lookups by name do.
    private let viewsByName: [String: TypeDeclaration]
    /// The names other views' bodies use: a view not among them is a screen.
    private let usedNames: Set<String>
    /// The views written inside a menu (`.contextMenu { … }`, `Menu { … }`, `.swipeActions { … }`):
    /// the system draws them as menu rows, so they are not linted as views on screen.
    package let menuContent: Set<String>

    package init(_ text: SourceText, conditions: CompileConditions = CompileConditions()) throws(Diagnostic) {
        var reader = try SourceReader(text, conditions: conditions)
        reader.approximatesArguments = true
        let file = try reader.declarations.readFile()
        reader.bindDeclarations(of: file)
        // Lint's threads lay out the same root from this reader: its tables are made now.
        reader.prepareForSharing()
        self.reader = reader
        self.file = file
        var byName: [String: TypeDeclaration] = [:]
        for view in file.types where view.kind == .view {
            guard let first = byName[view.name.text] else {
                byName[view.name.text] = view
                continue
            }
            // A folder of separate examples, each with its ContentView: one module has one of each name.
            let place = reader.source.place(ofLine: reader.lines.line(of: first.name.offset))
            reader.warn(at: view.name, "a second view named '\(view.name.text)' in the module (the first is at \(place.origin):\(place.line)); "
                        + "only the first is read, as a module can declare a name once (lint each example folder on its own)")
        }
        viewsByName = byName
        var menus: Set<String> = []
        let tokens = reader.tokens
        for index in tokens.indices where tokens[index].kind == .identifier && Self.menuContainers.contains(tokens[index].text) {
            var open = index + 1
            // Past the arguments (`Menu("More")`, `.swipeActions(edge: .leading)`) to the closure.
            if open < tokens.count, tokens[open].text == "(", let close = try? reader.closing(of: open) { open = close + 1 }
            guard open < tokens.count, tokens[open].text == "{", let close = try? reader.closing(of: open) else { continue }
            for token in tokens[open..<close] where token.kind == .identifier && byName[token.text] != nil { menus.insert(token.text) }
        }
        menuContent = menus
        usedNames = Self.usedViews(in: file, tokens: tokens, views: byName)
        readingWarnings = reader.warnings
    }

    /// The views written anywhere in the module but in their own declaration, a preview or an
    /// app's scenes: in another view's body or helper, a view model's builder, a `ToolbarContent`,
    /// an extension. Such a view is a part of something, not a screen of its own.
    private static func usedViews(in file: SourceFile, tokens: [SourceToken], views: [String: TypeDeclaration]) -> Set<String> {
        let declaring: Set<String> = ["struct", "extension", "class", "enum", "typealias", "actor", "protocol"]
        let elsewhere = file.previews.map(\.body) + file.appRanges
        var used: Set<String> = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let name = tokens[index].text
            guard !used.contains(name), let view = views[name] else { continue }
            if index > 0, declaring.contains(tokens[index - 1].text) { continue }
            // A view's own name inside it is a static member (`Self.height`), not a use: a view
            // cannot contain itself.
            if view.bodyRanges.contains(where: { $0.contains(index) }) || elsewhere.contains(where: { $0.contains(index) }) { continue }
            used.insert(name)
        }
        return used
    }

    /// What draws its content as menu items, not views on screen: menus, context menus, swipe
    /// actions and the menu bar's commands (`.commands { CommandMenu("Go") { … } }`).
    static let menuContainers: Set<String> = ["contextMenu", "Menu", "swipeActions", "commands", "CommandMenu", "CommandGroup"]

    /// A folder's files as one module. A file that cannot be tokenized or whose declarations
    /// cannot be parsed (an unterminated string, an `#if` never closed, brackets that never
    /// pair) is left out, with its error as one warning: one broken file stops no other.
    package init(files: [(path: String, text: String)], origin: String, conditions: CompileConditions = CompileConditions()) throws(Diagnostic) {
        var readable = files
        var leftOut: [Diagnostic] = []
        var triedAlone = false
        while true {
            do {
                // Most folders read whole: each file is lexed once.
                try self.init(SourceText(files: readable, origin: origin), conditions: conditions)
                break
            } catch {
                // Only an error in one of the files is one file's to leave out.
                guard !error.isLimit, let broken = readable.firstIndex(where: { $0.path == error.file && !$0.text.isEmpty }) else { throw error }
                if !triedAlone {
                    // Each file is tried alone, once, so every broken one is found in one pass.
                    triedAlone = true
                    for index in readable.indices where !readable[index].text.isEmpty {
                        if let failure = Self.failure(reading: readable[index], conditions: conditions) {
                            leftOut.append(Self.leftOut(failure))
                            readable[index].text = ""
                        }
                    }
                    if readable[broken].text.isEmpty { continue }
                }
                // An error only the whole module shows: that file goes, and the rest is read again.
                leftOut.append(Self.leftOut(error))
                readable[broken].text = ""
            }
        }
        for warning in leftOut { reader.cache.warn(warning) }
        readingWarnings = reader.warnings
    }

    /// Why `file` cannot be read on its own — tokenized, its `#if`s resolved, its declarations
    /// parsed — if it cannot; a limit of this tool is thrown, not blamed on the file.
    private static func failure(reading file: (path: String, text: String), conditions: CompileConditions) -> Diagnostic? {
        do {
            let reader = try SourceReader(SourceText(file.text, origin: file.path), conditions: conditions)
            _ = try reader.declarations.readFile()
            return nil
        } catch {
            return error.isLimit ? nil : error
        }
    }

    private static func leftOut(_ error: Diagnostic) -> Diagnostic {
        var warning = error
        warning.severity = .warning
        warning.message += "; the file is not read"
        return warning
    }

    /// The file or folder the module was read from.
    package var origin: String { reader.source.origin }

    /// What reading the module and laying out its roots so far approximated, each once.
    package var warnings: [Diagnostic] { reader.warnings }

    /// The file and the line in it of a position in the module's text (a folder is one text).
    package func place(of position: SourcePosition) -> (file: String, position: SourcePosition) {
        let (file, line) = reader.source.place(ofLine: position.line)
        return (file, SourcePosition(line: line, column: position.column))
    }

    private var views: [TypeDeclaration] { file.types.filter { $0.kind == .view } }

    /// The views no other view uses, in source order: a file's screens, or a guide's examples.
    /// A view used only in another build's `#if` branch (`#if os(macOS)` read for iOS) belongs to
    /// that build: no screen of this one.
    private var unusedViews: [TypeDeclaration] {
        views.filter { !usedNames.contains($0.name.text) && !belongsToAnotherBuild($0.name.text) }
    }

    /// Each root as lint lints it: the app's scene content, each view nothing in the module uses,
    /// then each preview. Lint adds the interactive views none of them reaches.
    package var screens: [Candidate] {
        var roots: [Candidate] = []
        var named: Set<String> = []
        if let app = file.appRoot, let declaration = viewsByName[app] {
            roots.append(candidate(.view(app), named: app, at: declaration.name))
            named.insert(app)
        }
        for view in unusedViews where named.insert(view.name.text).inserted {
            roots.append(candidate(.view(view.name.text), named: view.name.text, at: view.name))
        }
        if !file.looseStatements.isEmpty { roots.append(candidate(.body, named: "Root", at: reader.tokens[file.looseStatements[0].lowerBound])) }
        // A preview that only shows a root as it is (`#Preview { ContentView() }`) is that root again.
        let shown = Set(roots.map(\.name))
        return roots + previews.filter { preview in
            guard case .preview(let index) = preview.root, let view = shownView(file.previews[index]) else { return true }
            return !shown.contains(view)
        }
    }

    /// The view a preview shows with no data of its own: its body is exactly `Name()`.
    private func shownView(_ preview: PreviewDeclaration) -> String? {
        let tokens = reader.tokens[preview.body]
        guard tokens.count == 3, tokens[tokens.startIndex].kind == .identifier,
              tokens[tokens.startIndex + 1].text == "(", tokens[tokens.startIndex + 2].text == ")" else { return nil }
        return tokens[tokens.startIndex].text
    }

    /// The previews, as `layout --list` lists them and `--preview` picks them.
    package var previews: [Candidate] {
        file.previews.enumerated().map { index, preview in
            candidate(.preview(index), named: preview.name.map { preview.token.text == "#Preview" ? "#Preview \"\($0)\"" : $0 } ?? "#Preview \(index + 1)",
                      at: preview.token)
        }
    }

    /// Whether another view of the module uses the view named `name` in its body (a row, a cell,
    /// a part of a screen): not a screen of its own.
    package func isUsed(_ name: String) -> Bool { usedNames.contains(name) }

    /// Whether the view named `name` is used only in `#if` branches this build leaves out: it is
    /// another platform's, and not linted for this one.
    package func belongsToAnotherBuild(_ name: String) -> Bool {
        !usedNames.contains(name) && reader.types.namesInInactiveCode.contains(name)
    }

    /// The views with an interaction of their own written in them (a gesture, a tap, hover, keys,
    /// focus, an accessibility action, a context menu, swipe actions, a control), in source order.
    package var interactiveViews: [Candidate] {
        views.compactMap { view in
            let interactive = view.bodyRanges.contains { range in
                reader.tokens[range].contains { $0.kind == .identifier && Self.isInteraction($0.text) }
            }
            return interactive ? candidate(.view(view.name.text), named: view.name.text, at: view.name) : nil
        }
    }

    /// Whether a name in a body is an interaction a user performs: a gesture (a type or modifier
    /// named `…Gesture`), or a name of `interactionNames`.
    private static func isInteraction(_ name: String) -> Bool {
        name.hasSuffix("Gesture") || interactionNames.contains(name)
    }

    /// What the reader knows a user acts through, each from where it is declared: the catalog's
    /// view modifiers that are interactions, the keyboard's, the controls a user acts on, a List
    /// row's swipe actions; and what it lays out without modelling the interaction (controls
    /// made of views, text fields, drag and drop).
    static let interactionNames: Set<String> = {
        var names = Set(Catalog.viewModifiers.filter { $0.isInteraction }.map { $0.name })
        for control in ControlDefinitions.all where control.isActedOn { names.formUnion(control.swiftTypes) }
        names.formUnion(ListRowModifier.names)
        names.formUnion(["Stepper", "Picker", "TextField", "onDrag", "onDrop", "draggable", "dropDestination"])
        return names
    }()

    private func candidate(_ root: Root, named name: String, at token: SourceToken) -> Candidate {
        let line = reader.lines.line(of: token.offset)
        let (file, fileLine) = reader.source.place(ofLine: line)
        return Candidate(root: root, name: name, file: file, position: SourcePosition(line: fileLine, column: reader.lines.column(of: token.offset)))
    }

    /// `--preview NAME|N`: the preview of that name (a `#Preview`'s title, a provider's type) or
    /// number from 1; an error for `--preview` naming the previews there are.
    package func preview(_ wanted: String) throws(Diagnostic) -> Candidate {
        let all = previews
        if let number = Int(wanted), number >= 1, number <= all.count { return all[number - 1] }
        if let index = file.previews.firstIndex(where: { $0.name == wanted }) { return all[index] }
        var message = "no preview named '\(wanted)' in \(reader.source.origin)"
        message += all.isEmpty ? "; it has no #Preview or PreviewProvider" : "; its previews are " + all.map(\.name).joined(separator: ", ") + " (or give a number from 1 to \(all.count))"
        throw Diagnostic(file: "--preview", position: SourcePosition(line: 1, column: 1), message: message)
    }

    /// The root the options choose (`--preview`, `--view`), else the file's bare body, else the
    /// app's scene content, else the one view no other view uses (the first of several, said).
    package func scene(_ options: SourceScene.Options) throws(Diagnostic) -> SourceScene {
        // The choice's warning belongs to this layout, as what laying it out approximates does.
        let cache = reader.cache.forLayout(readingWarnings: readingWarnings)
        return try SourceScene.layOut(try chooseRoot(options, warningsTo: cache), of: self, options: options, cache: cache)
    }

    /// `root` laid out with the options' screen and state, as `scene(_:)` lays out its choice.
    package func scene(_ root: Root, options: SourceScene.Options) throws(Diagnostic) -> SourceScene {
        try SourceScene.layOut(root, of: self, options: options)
    }

    /// The views that could each be the root when none is chosen: lint lints each of a file's.
    package var rootCandidates: [Candidate] {
        guard file.looseStatements.isEmpty, file.appRoot.flatMap({ viewsByName[$0] }) == nil else { return [] }
        let roots = unusedViews
        return roots.count > 1 ? roots.map { candidate(.view($0.name.text), named: $0.name.text, at: $0.name) } : []
    }

    private func chooseRoot(_ options: SourceScene.Options, warningsTo cache: ReaderCache) throws(Diagnostic) -> Root {
        if let wanted = options.preview { return try preview(wanted).root }
        let views = self.views
        if let name = options.view {
            guard viewsByName[name] != nil || reader.types.unreadable[name] != nil else {
                var message = "no view named '\(name)' in \(reader.source.origin)"
                if let suggestion = Suggestion.nearest(to: name, among: views.map(\.name.text)) { message += "; did you mean '\(suggestion)'?" }
                else if !views.isEmpty { message += "; its views are " + views.map(\.name.text).joined(separator: ", ") }
                throw Diagnostic(file: "--view", position: SourcePosition(line: 1, column: 1), message: message)
            }
            return .view(name)
        }
        if !file.looseStatements.isEmpty { return .body }
        if let app = file.appRoot, viewsByName[app] != nil {
            // The `@main` app's `WindowGroup { ContentView() }`.
            return .view(app)
        }
        guard !views.isEmpty else {
            // The one view of the file could not be read: that is why, said as an error.
            if reader.types.unreadable.count == 1, let error = reader.types.unreadable.values.first { throw error }
            throw reader.error(at: reader.tokens[0], "no view to lay out: expected 'struct ContentView: View { var body: some View { … } }' or a view such as 'VStack { … }'")
        }
        let roots = unusedViews
        guard !roots.isEmpty else {
            let names = views.map(\.name.text)
            throw reader.error(at: views[0].name, "cannot tell which view is the root: \(names.joined(separator: ", ")); choose one with --view \(names[0])")
        }
        if roots.count > 1 {
            // Several examples in one file: the first, said, as a guide's reader would start.
            let names = roots.map(\.name.text)
            var chooser = reader
            chooser.cache = cache
            chooser.warn(at: roots[0].name, "\(names.count) views could be the root (\(names.joined(separator: ", "))); laid out '\(names[0])', the first; choose another with --view")
        }
        return .view(roots[0].name.text)
    }

    /// The root's view tree, read by `viewReader` (whose state table the scene keeps).
    func read(_ root: Root, with viewReader: inout ViewReader) throws(Diagnostic) -> ViewNode {
        switch root {
        case .view(let name):
            if let error = reader.types.unreadable[name], viewsByName[name] == nil { throw error }
            guard let declaration = viewsByName[name] else {
                throw Diagnostic(file: "--view", position: SourcePosition(line: 1, column: 1), message: "no view named '\(name)' in \(reader.source.origin)")
            }
            return try viewReader.readRoot(declaration)
        case .body:
            return try viewReader.readImplicitRoot(statements: file.looseStatements, properties: file.looseProperties.filter { $0.wrapper != nil })
        case .preview(let index):
            guard file.previews.indices.contains(index) else {
                let names = previews.map(\.name)
                throw Diagnostic(file: "--preview", position: SourcePosition(line: 1, column: 1),
                                 message: "no such preview in \(reader.source.origin)" + (names.isEmpty ? "; it has no #Preview or PreviewProvider" : "; its previews are " + names.joined(separator: ", ")))
            }
            return try viewReader.readPreview(file.previews[index])
        }
    }
}
