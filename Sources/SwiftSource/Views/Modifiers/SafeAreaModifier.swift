import Recognizers
import TraceFormat

/// `.ignoresSafeArea` and `.edgesIgnoringSafeArea`: a view laid out into the safe area's insets.
enum SafeAreaModifier: LayoutModifierRule {
    static let names = ["ignoresSafeArea", "edgesIgnoringSafeArea"]

    static func apply(_ call: ViewReader.ModifierCall, to node: inout ViewNode, in modifiers: LayoutModifierReader) throws(Diagnostic) {
        node.modifiers.append(.ignoresSafeArea)
    }
}
