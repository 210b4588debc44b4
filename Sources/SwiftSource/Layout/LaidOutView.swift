import Recognizers
import TraceFormat

/// A view as `layout` prints it.
package struct LaidOutView {
    package var id: String
    package var type: String
    package var depth: Int
    package var frame: CGRect
    /// Where it is hit as replay sees it at rest (kind none when it is not hit).
    package var shape: HitShape
    /// Its scene modifiers, shared with its spec: the listing is made only when printed.
    package var modifiers: [ModifierSpec]
    package var location: SourcePosition
    /// For a folder read as one module, the file `location` is in; nil for one file.
    package var file: String?
    package var control: String?
    /// A view the reader does not know, laid out as a placeholder (with a warning).
    package var isPlaceholder = false
    /// The branches of `if`s and `switch`es the reader could not decide that it is laid out
    /// from, outermost first: every branch's views are laid out, and these say which.
    package var alternatives: [AlternativeBranch] = []

    /// The hit shape as `layout` prints it: `none`, `circle`, `rectangle [x, y, w, h] transformed`.
    package var hitShape: String { SceneBuilder.describe(shape, frame: frame) }
    /// The same with its numbers as `number` writes them (`layout`'s text rounds them).
    package func hitShape(_ number: (Double) -> String) -> String { SceneBuilder.describe(shape, frame: frame, number: number) }
    /// Where it is hit; nil when it is not hit.
    package var hit: HitShape? { shape.kind == .none ? nil : shape }
    /// `.contextMenu` and `.swipeActions`, which are read as the view's roles, not modifiers.
    package var roles: [String] = []
    /// Every interaction read on it, as written: its gestures and modifiers, then its roles.
    package var gestures: [String] { modifiers.compactMap(\.listing) + roles }
}

/// A List row's cell, named after its content (docs/semantics.md#list-rows-cells-and-content).
extension LaidOutView {
    /// The type `layout` names a List row's cell by.
    package static let cellTypeName = "ListCell"
    private static let cellSuffix = " (List cell)"

    /// The id of the cell of the List row whose content has `contentID`.
    package static func cellID(of contentID: String) -> String { contentID + cellSuffix }

    /// A view's id with its type after it, `Card/VStack (Card)`, unless the id says the type
    /// already: it ends in it, in an index (`Text[1]`) or in a List cell's suffix.
    package static func label(id: String, type: String) -> String {
        id.hasSuffix(type) || id.hasSuffix("]") || id.hasSuffix(cellSuffix) ? id : "\(id) (\(type))"
    }

    /// The content's id of a List cell's id; nil for any other view.
    package static func contentID(ofCell id: String) -> String? {
        id.hasSuffix(cellSuffix) ? String(id.dropLast(cellSuffix.count)) : nil
    }
}
