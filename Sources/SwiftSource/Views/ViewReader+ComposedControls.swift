import Recognizers
import TraceFormat

/// The controls made of other views: a Stepper (its label, then − and + buttons) and a Picker
/// (a menu row, or segments).
extension ViewReader {
    /// `Stepper("Count", value: $n)`, `Stepper(value:in:) { Text("…") }`: as wide as offered,
    /// its label leading and its 94×32 − and + trailing, each a button.
    func stepper(_ call: ViewCall) throws(Diagnostic) -> ViewNode {
        var children = try controlLabel(call)
        children.append(ViewNode(kind: .spacer(minLength: nil), typeName: "Spacer", token: call.type))
        let size = LayoutConstants.stepperSize
        for symbol in ["−", "+"] {
            var button = ButtonDefinition.node(title: symbol, token: call.type)
            button.modifiers = [.frame(width: size.width / 2, height: size.height, alignment: .center), .contentShape(.rectangle)]
            button.systemSized = true
            children.append(button)
        }
        var node = call.node(.stack(axis: .horizontal, alignment: .center, spacing: 0), children: children)
        node.modifiers = [Self.fullWidth]
        return node
    }

    /// `Picker("Flavor", selection: $flavor) { Text("Vanilla").tag(0) … }`: a menu row, its
    /// label leading and the selected option (by tag, else the first) trailing as the button
    /// that opens the menu.
    func picker(_ call: ViewCall) throws(Diagnostic) -> ViewNode {
        let options = try block(call.content(), call)
        let titles = options.map { $0.firstText ?? $0.typeName }
        // The selected option, by tag; the first when none matches (a menu shows one anyway).
        let selected = call.values["selection"].flatMap { containerModifierReader.selectedIndex($0, among: options, scope: call.scope) } ?? 0
        var children = try controlLabel(call)
        children.append(ViewNode(kind: .spacer(minLength: nil), typeName: "Spacer", token: call.type))
        var menu = ButtonDefinition.node(title: titles.indices.contains(selected) ? titles[selected] : "", token: call.type)
        if case .text("")? = menu.children.first?.kind {
            // No title known (options of a model's array): the menu still shows its chevron,
            // a symbol's size, where a finger opens it.
            menu.children = [ViewNode(kind: .image(resizable: false, systemName: true), typeName: "Image", token: call.type)]
        }
        menu.systemSized = true
        children.append(menu)
        var node = call.node(.stack(axis: .horizontal, alignment: .center, spacing: nil), children: children)
        node.modifiers = [Self.fullWidth]
        node.pickerOptions = titles
        return node
    }

    /// A Picker in the segmented style: its options as equal buttons across it, 32 pt tall.
    func segmentedPicker(_ picker: ViewNode, options: [String]) -> ViewNode {
        var node = picker
        node.kind = .stack(axis: .horizontal, alignment: .center, spacing: 0)
        node.children = options.map { title in
            var segment = ButtonDefinition.node(title: title, token: picker.token)
            segment.modifiers = [.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center),
                                 .frame(width: nil, height: LayoutConstants.segmentedControlHeight, alignment: .center), .contentShape(.rectangle)]
            segment.systemSized = true
            return segment
        }
        node.pickerOptions = nil
        return node
    }

    /// A control's label: its title string, or its `label:` closure's views.
    private func controlLabel(_ call: ViewCall) throws(Diagnostic) -> [ViewNode] {
        if let title = call.unlabeled.first, let string = ExpressionSyntax.stringLiteral(title) {
            return [ViewNode(kind: .text(string), typeName: "Text", token: title.firstToken)]
        }
        if let closure = call.closures.first(where: { $0.label?.text == "label" })?.closure
            ?? (call.typeIsStepper ? call.closures.first?.closure : nil) {
            return try readBlock(closure.body, scope: call.scope)
        }
        // `Picker(selection: $x, label: HStack { … })`: iOS 13's label, a view as an argument.
        if let label = call.values["label"] {
            if case .closure(let closure) = label.base { return try readBlock(closure.body, scope: call.scope) }
            return try readView(label)
        }
        return []
    }

    private static var fullWidth: LayoutModifier { .flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity,
                                                                minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center) }
}

private extension ViewCall {
    var typeIsStepper: Bool { type.text == "Stepper" }
}
