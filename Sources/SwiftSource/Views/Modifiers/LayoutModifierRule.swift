/// A family of layout modifiers read alike (`.padding`; `.frame`, `.fixedSize`; `.offset`,
/// `.position`; …): its names, and how a call of one of them changes the view. A family that
/// sizes or places its view has an extension under `Layout/Modifiers` with both, as a control
/// has `…Definition+Layout`: one place per family for reading, size and placement.
protocol LayoutModifierRule: Sendable {
    /// The modifiers' names as written (`.padding` is `padding`).
    static var names: [String] { get }
    static func apply(_ call: ViewReader.ModifierCall, to node: inout ViewNode, in modifiers: LayoutModifierReader) throws(Diagnostic)
}

/// Every layout modifier family: the one list reading, `layout`'s listing and "did you mean"
/// read. Gesture modifiers are the catalog's (`Catalog+ViewModifiers`), a container's
/// (`.toolbar`, `.sheet`, …) `ContainerModifierReader`'s.
enum LayoutModifierRules {
    static let all: [any LayoutModifierRule.Type] = [
        PaddingModifier.self, FrameModifier.self, PlacementModifier.self, LayerModifier.self, AspectRatioModifier.self,
        HitTestingModifier.self, EffectModifier.self, SafeAreaModifier.self, TextModifier.self, StyleModifier.self,
        NameModifier.self, ListRowModifier.self,
    ]

    static let byName: [String: any LayoutModifierRule.Type] =
        Dictionary(all.flatMap { rule in rule.names.map { ($0, rule) } }, uniquingKeysWith: { first, _ in first })

    /// Every name, in `all`'s order, for suggestions.
    static let names = all.flatMap { $0.names }
}
