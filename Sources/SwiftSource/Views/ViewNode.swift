import Recognizers

/// A view read from Swift source, before layout: what it is, its children, and its modifiers in
/// source order (the first written is the innermost). `ViewReader` builds it; `Layout` sizes and
/// places it; `SourceScene` turns the placed tree into a scene.
struct ViewNode {
    enum Kind {
        /// `VStack` (vertical), `HStack` (horizontal), `ZStack` (nil axis).
        case stack(axis: Axis?, alignment: Alignment, spacing: Double?)
        case spacer(minLength: Double?)
        case shape(ShapeKind)
        /// `Color.red`; `Color.clear` is not hit (it draws nothing).
        case color(clear: Bool)
        case text(String)
        case image(resizable: Bool, systemName: Bool)
        /// A view of the file (`CardView(title: "A")`): laid out as its body, its only child.
        case custom
        /// A built-in control whose children are its content or label.
        case control(ControlNode)
        case empty
        /// A view this reader does not know (defined in another file, or a library's): it fills
        /// what it is offered, with a warning where it is used. Its children are the views of its
        /// closures, stacked as a ZStack's. It is hit on its frame only where the file attaches an
        /// interaction to it (`interactsOnItsOwn`): it never takes a touch from the file's views.
        case placeholder
        /// `GeometryReader { proxy in … }`: its content is read once its frame is known.
        case geometryReader(GeometryContent)
        /// A bar the system draws around a container's content (`NavigationBar`, `TabBar`): its
        /// children are its title and items.
        case bar(BarKind)
        /// A `TabView` with a tab bar: its children are the selected tab's content and its
        /// `TabBar`; `pages` keeps every tab's, for `.tabViewStyle(.page)`.
        case tabView(pages: [ViewNode])
        /// `Divider()`: a hairline across its stack's axis.
        case divider
    }

    enum BarKind {
        /// A navigation bar of this height: 44 inline, 96 with a large title.
        case navigation(height: Double, largeTitle: Bool)
        /// A tab bar: its items side by side, each as wide as the others.
        case tab
    }

    enum Axis { case horizontal, vertical }

    var kind: Kind
    /// The type as written: `VStack`, `Circle`, `CardView`.
    var typeName: String
    var token: SourceToken
    var children: [ViewNode] = []
    var modifiers: [LayoutModifier] = []
    /// `.accessibilityIdentifier("…")` or `.id("…")`, the name UI tests already use.
    var name: String?
    /// A List row's `.swipeActions`.
    var swipeActions: SwipeActions?
    /// What few views have — their part in a container, a bar or a control — kept out of line, so
    /// that each view of a 100,000-row `ForEach` does not carry it (copy on write).
    struct Roles {
        /// What it tells the navigation bar of its NavigationStack (`.navigationTitle`, `.toolbar`).
        var navigation: NavigationPreferences?
        /// Inside `ToolbarItem(placement:)`: where in the bar it goes.
        var toolbarPlacement: ToolbarPlacement?
        /// `.tabItem { Label("Home", systemImage: "house") }`: the tab's title in a tab bar.
        var tabItem: String?
        /// `.tag(value)`, as the value's source text: what a TabView's `selection` matches.
        var tag: String?
        /// `.presentationDetents([.medium, .large])` on a sheet's content.
        var detents: [String]?
        /// Made by the reader as part of one of Apple's controls, at its system size (`SceneSpec.systemSized`).
        var systemSized = false
        /// A Picker's options' titles, for `.pickerStyle(.segmented)`.
        var pickerOptions: [String]?
        /// Made by a `Section`: which one, and whether it is the header, a row or the footer.
        var listSection: ListSectionMark?
        /// `.contextMenu { … }` on it.
        var contextMenu = false
        /// A shape with `.stroke`/`.strokeBorder`: hit on its outline, which is not modelled, so not hit.
        var stroked = false
        /// `.disabled(!isNameValid)`, `.opacity(isExpanded ? 1 : 0)`: off at rest by a value a
        /// callback may change.
        var disabledByState = false
        /// Laid out from a branch of an `if` the reader could not decide.
        var alternatives: [AlternativeBranch] = []
    }

    final class RolesStorage {
        var roles: Roles
        init(_ roles: Roles) { self.roles = roles }
    }

    /// Not to be set directly: `roles` copies it on write.
    var rolesStorage: RolesStorage?

    var roles: Roles {
        get { rolesStorage?.roles ?? Roles() }
        set {
            if rolesStorage != nil, isKnownUniquelyReferenced(&rolesStorage!) { rolesStorage!.roles = newValue } else { rolesStorage = RolesStorage(newValue) }
        }
    }

    var navigation: NavigationPreferences? { get { roles.navigation } set { roles.navigation = newValue } }
    var toolbarPlacement: ToolbarPlacement? { get { roles.toolbarPlacement } set { roles.toolbarPlacement = newValue } }
    var tabItem: String? { get { roles.tabItem } set { roles.tabItem = newValue } }
    var tag: String? { get { roles.tag } set { roles.tag = newValue } }
    var detents: [String]? { get { roles.detents } set { roles.detents = newValue } }
    var systemSized: Bool { get { roles.systemSized } set { roles.systemSized = newValue } }
    var pickerOptions: [String]? { get { roles.pickerOptions } set { roles.pickerOptions = newValue } }
    var listSection: ListSectionMark? { get { roles.listSection } set { roles.listSection = newValue } }

    /// The first Text in it, depth first: a tab item's or a picker option's title.
    var firstText: String? {
        if case .text(let text) = kind { return text }
        return children.lazy.compactMap(\.firstText).first
    }

    /// `.ignoresSafeArea()` is one of its modifiers.
    /// What every placeholder warning says it assumed; one statement, so the warning and the
    /// hit testing cannot disagree.
    static let placeholderBehaviour = "a placeholder that fills the space offered and takes no touch unless this file attaches an interaction to it"

    /// The file attaches something a touch, the pointer or a menu acts on to this view itself: a
    /// gesture, hover, a context menu or swipe actions. A placeholder with none is not hit.
    var interactsOnItsOwn: Bool {
        roles.contextMenu || swipeActions != nil || modifiers.contains { if case .scene = $0 { true } else { false } }
    }

    /// A List row that is a control — a Button, a Toggle, a NavigationLink — is its cell: UIKit
    /// highlights and triggers it anywhere in the row (docs/semantics.md#list-rows-cells-and-content).
    var fillsListRow: Bool { if case .control = kind { true } else { false } }

    var ignoresSafeArea: Bool { modifiers.contains { if case .ignoresSafeArea = $0 { true } else { false } } }

    /// A `body` as SwiftUI lays it out: one view as it is, several stacked vertically.
    static func body(_ views: [ViewNode], token: SourceToken) -> [ViewNode] {
        views.count == 1 ? views
            : [ViewNode(kind: .stack(axis: .vertical, alignment: .center, spacing: nil), typeName: "VStack", token: token, children: views)]
    }
}

/// What views in a NavigationStack tell its bar. The one nearest the stack wins a field, as a
/// modifier on a container overrides what its content said.
struct NavigationPreferences {
    enum DisplayMode { case automatic, inline, large }
    var title: String?
    var displayMode: DisplayMode?
    var hidden: Bool?
    /// `.toolbar { … }`'s views, each with its placement.
    var items: [ViewNode] = []

    /// `self`, with what `other` says where `self` says nothing.
    func merged(with other: NavigationPreferences) -> NavigationPreferences {
        NavigationPreferences(title: title ?? other.title, displayMode: displayMode ?? other.displayMode,
                              hidden: hidden ?? other.hidden, items: items + other.items)
    }
}

/// A view's part in a `Section`, for the List that lays sections out.
struct ListSectionMark: Equatable {
    enum Role { case header, row, footer }
    var section: Int
    var role: Role
}

/// `.listStyle(…)`: how a List lays out its sections and rows. `automatic` is inset grouped on
/// an iPhone, as a Form is.
enum ListStyleKind: String {
    case automatic, insetGrouped, grouped, plain, inset, sidebar

    /// Sections as cards inset from the edges, with gaps between them.
    var insetsCards: Bool { self == .automatic || self == .insetGrouped || self == .sidebar }
    /// Gaps between sections and headers above them (the grouped styles).
    var isGrouped: Bool { self != .plain && self != .inset }
}

/// Where a toolbar item goes in a navigation bar.
enum ToolbarPlacement {
    case leading, principal, trailing
    /// A bottom toolbar, the keyboard's bar: not laid out.
    case elsewhere
}

/// A `GeometryReader`'s content: read when layout places the reader, with the proxy bound to
/// its frame, since what the content reads (`proxy.size.width * 0.8`) depends on it. An error
/// reading it is kept and thrown once layout is done (`StateTable.deferredErrors`).
final class GeometryContent {
    private let read: (CGRect) throws(Diagnostic) -> [ViewNode]
    private let report: (Diagnostic) -> Void

    init(read: @escaping (CGRect) throws(Diagnostic) -> [ViewNode], report: @escaping (Diagnostic) -> Void) {
        self.read = read
        self.report = report
    }

    /// The content for a reader placed at `frame`; none after an error, which is reported.
    func views(in frame: CGRect) -> [ViewNode] {
        do {
            return try read(frame)
        } catch {
            report(error)
            return []
        }
    }
}

/// The shapes SwiftUI hit-tests by their path.
enum ShapeKind: Equatable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case ellipse
    case capsule

    var name: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .capsule: "Capsule"
        }
    }
}

/// A two-axis alignment: fractions of the free space, 0 leading/top, 0.5 center, 1 trailing/bottom.
struct Alignment: Equatable {
    var horizontal: Double
    var vertical: Double
    static let center = Alignment(horizontal: 0.5, vertical: 0.5)
}

struct EdgeInsets: Equatable {
    var top: Double, leading: Double, bottom: Double, trailing: Double
}

/// A modifier of a view read from source, in the order written.
enum LayoutModifier {
    case padding(EdgeInsets)
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexibleFrame(minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
                       minHeight: Double?, idealHeight: Double?, maxHeight: Double?, alignment: Alignment)
    /// `.offset(x:y:)` or `.offset(size)`; `live` when it reads state a gesture changes.
    case offset(CGSize, live: LiveExpression?)
    case position(CGPoint)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case overlay(ViewNode, alignment: Alignment)
    case background(ViewNode, alignment: Alignment)
    /// nil ratio: the content's own (`.scaledToFit()`).
    case aspectRatio(Double?, fill: Bool)
    case contentShape(ShapeKind)
    case allowsHitTesting(Bool)
    case hidden
    case opacity(Double)
    /// The scale the view starts with; `live` when it reads state a gesture changes.
    case scaleEffect(CGSize, anchor: CGPoint, live: LiveExpression?)
    case rotationEffect(radians: Double, anchor: CGPoint, live: LiveExpression?)
    case ignoresSafeArea
    case font(FontMetrics)
    /// `.imageScale(.large)`: a multiple of the medium symbol size.
    case imageScale(Double)
    /// `.listStyle(.plain)`: for the Lists in it.
    case listStyle(ListStyleKind)
    /// `.buttonStyle(.bordered)` and `.borderedProminent` (bordered), or another: for the Buttons in it.
    /// `unread`: where a style of the app's own (or a package's) is set, whose `makeBody` this
    /// tool does not read — the Buttons in it are laid out as their labels.
    case buttonStyle(bordered: Bool, unread: SourcePosition?)
    /// `.sheet(isPresented:)` or `.fullScreenCover` presented at rest: its content, laid out over
    /// the screen, not in this view (`SourceScene`).
    case presentation(ViewNode)
    /// `.controlSize(.large)`: for the controls in it.
    case controlSize(ControlSize)
    /// `.lineLimit(2)`: for the Texts in it; nil is no limit.
    case lineLimit(Int?)

    case layoutPriority(Double)
    case zIndex(Double)
    /// A gesture modifier, `.coordinateSpace(name:)` or `.disabled`, read by the scene catalog.
    case scene(ModifierSpec)
    /// `.resizable()` on an Image.
    case resizable
}

/// A font as layout needs it: its point size, and the line height that follows from it.
struct FontMetrics: Equatable {
    var pointSize: Double
    /// The text style it was made from, if any: a Mac sizes it its own way.
    var style: TextStyle?

    init(pointSize: Double) { self.pointSize = pointSize }
    init(_ style: TextStyle) {
        pointSize = LayoutConstants.pointSize(style)
        self.style = style
    }

    /// The same on a Mac: a text style at macOS's size; a size given in points as given.
    var onMac: FontMetrics {
        guard let style else { return self }
        var metrics = self
        metrics.pointSize = LayoutConstants.macPointSize(style)
        return metrics
    }

    static let body = FontMetrics(.body)

    /// One line: SF Pro's height for the size, rounded up to the pixel.
    var lineHeight: Double { LayoutConstants.roundedUpToPixel(pointSize * LayoutConstants.lineHeightPerPoint) }
}
