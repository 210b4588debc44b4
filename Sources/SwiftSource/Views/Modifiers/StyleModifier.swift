import Recognizers
import TraceFormat

/// `.listStyle`, `.buttonStyle`, `.controlSize`, `.pickerStyle` and `.tabViewStyle`: a
/// container's or control's look, as far as it changes layout and hit areas.
enum StyleModifier: LayoutModifierRule {
    static let names = ["listStyle", "buttonStyle", "controlSize", "pickerStyle", "tabViewStyle"]

    static func apply(_ call: ViewReader.ModifierCall, to node: inout ViewNode, in modifiers: LayoutModifierReader) throws(Diagnostic) {
        switch call.name.text {
        case "listStyle":
            // `.listStyle(.plain)`, `.listStyle(PlainListStyle())`; another style is the default's, said.
            var written = ""
            if let first = call.unlabeled.first {
                switch first.base {
                case .implicitMember(_, let member): written = member.text
                case .name(let type) where type.text.hasSuffix("ListStyle"):
                    let stem = type.text.dropLast("ListStyle".count)
                    written = stem.prefix(1).lowercased() + stem.dropFirst()
                default: break
                }
            }
            if let style = ListStyleKind(rawValue: written) {
                node.modifiers.append(.listStyle(style))
            } else {
                modifiers.reader.warn(at: call.name, "list style \(call.unlabeled.first.map(modifiers.reader.describe) ?? "''") is not modelled; laid out as the default, inset grouped")
            }
        case "buttonStyle":
            // `.bordered`, `.borderedProminent`, `BorderedButtonStyle()`: a padded label; any other
            // (`.plain`, `.borderless`, the app's own) keeps the label's size.
            let written = call.unlabeled.first.map(modifiers.reader.describe) ?? ""
            let lowercased = written.lowercased()
            let builtIn = LayoutModifierReader.builtInButtonStyles.contains { lowercased.contains($0) }
            var unread: SourcePosition?
            if !builtIn {
                modifiers.reader.warn(at: call.name, "button style \(written) is not read (its makeBody is the Buttons' look and hit area); the Buttons in it are laid out as their labels")
                unread = modifiers.position(of: call.name)
            }
            node.modifiers.append(.buttonStyle(bordered: lowercased.contains("bordered") && !lowercased.contains("borderless"), unread: unread))
        case "controlSize":
            if let first = call.unlabeled.first, case .implicitMember(_, let size) = first.base, let value = ControlSize(rawValue: size.text) {
                node.modifiers.append(.controlSize(value))
            }
        case "pickerStyle":
            // Segmented: the options side by side. Another style keeps the menu row. Written on
            // a container, it is not read (said).
            let written = call.unlabeled.first.map(modifiers.reader.describe) ?? ""
            guard let options = node.pickerOptions else {
                modifiers.reader.warn(at: call.name, "'.pickerStyle' is read on a Picker itself; the Pickers inside keep the menu style")
                return
            }
            if written.lowercased().contains("segmented") { node = BuiltInViewReader.segmentedPicker(node, options: options, in: modifiers.viewReader) }
        case "tabViewStyle":
            // `.page`, `.page(indexDisplayMode:)`, `PageTabViewStyle()`: the tabs become pages.
            if case .tabView(let pages) = node.kind, let style = call.unlabeled.first, modifiers.reader.describe(style).lowercased().contains("page") {
                node = TabViewDefinition.paged(node, pages: pages)
            }
        default: break
        }
    }
}
