import Recognizers

/// Every number the layout of Swift-source scenes uses, with its unit and where it comes from
/// (docs/scene-format.md#layout-constants). [DEVICE] values are measured on the named device;
/// [PROPOSED] values are this tool's model where the real value depends on things it does not
/// have (glyph metrics, image files).
enum LayoutConstants {
    /// The default screen, in points: iPhone 12/13/14 and 15/16 without Pro (390×844). [DEVICE]
    static let screenSize = CGSize(width: 390, height: 844)
    /// The safe area of a portrait iPhone with a notch: status bar and sensor housing at the
    /// top, the home indicator at the bottom, in points (UIKit `safeAreaInsets` on an iPhone 14).
    /// [DEVICE] Used for every portrait screen size; a landscape screen gets none.
    static let safeAreaTop = 47.0
    static let safeAreaBottom = 34.0

    /// Spacing between the children of a stack that gives none, in points. SwiftUI's default
    /// spacing is 8 between most views; between two Texts it follows their fonts' leading and
    /// can differ by a few points. [PROPOSED: 8 everywhere]
    static let defaultStackSpacing = 8.0
    /// `.padding()` with no length, on each edge, in points (SwiftUI on iOS). [DEVICE]
    static let defaultPadding = 16.0
    /// Between a lazy grid's rows and its cells when `spacing:` is not given (GridItem's and
    /// LazyVGrid's default, like a stack's: 8 pt on iOS; measured in the simulator, iOS 17).
    static let gridSpacing = 8.0
    /// Tracks assumed for a grid whose `GridItem` array cannot be counted (`.adaptive`, a model's
    /// array): a proposal, said in a warning where it is used.
    static let assumedGridTracks = 2
    /// `Spacer()`'s minimum length along its stack, in points (the default spacing). [DEVICE]
    static let spacerMinimumLength = 8.0
    /// The size a shape, Color or resizable image takes when its parent proposes none (inside
    /// `.fixedSize()`, in a ScrollView's scrolling axis), in points. [DEVICE]
    static let unspecifiedShapeSize = 10.0

    /// Text styles at the default Dynamic Type size (Large): point size and line height, in
    /// points (Apple Human Interface Guidelines, Typography, iOS type sizes). [DEVICE]
    static func metrics(_ style: TextStyle) -> (size: Double, lineHeight: Double) {
        switch style {
        case .largeTitle: (34, 41)
        case .title: (28, 34)
        case .title2: (22, 28)
        case .title3: (20, 25)
        case .headline: (17, 22)
        case .body: (17, 22)
        case .callout: (16, 21)
        case .subheadline: (15, 20)
        case .footnote: (13, 18)
        case .caption: (12, 16)
        case .caption2: (11, 13)
        }
    }
    /// The average advance of a character of SF Pro, as a share of the point size: a Text is
    /// this × size × characters wide. Real text of the same length is up to about 25% wider
    /// (capitals, "m", "w") or narrower ("i", "l", spaces). [PROPOSED]
    static let averageCharacterAdvance = 0.5
    /// Widths and heights are rounded up to a pixel of a 3× screen, as SwiftUI rounds text. [DEVICE]
    static let pixel = 1.0 / 3.0

    /// An SF Symbol (`Image(systemName:)`) is a square of its font's line height. [PROPOSED]
    /// A named image's size is unknown without the file: a 100×100 square. [PROPOSED]
    static let namedImageSize = 100.0

    /// A List row's minimum height and its content's leading inset, in points (UITableView's
    /// default row height and layout margin on a 390-point iPhone). [DEVICE]
    static let listRowMinimumHeight = 44.0
    static let listRowInset = 20.0
    /// A Toggle's height (the switch), a Slider's height, in points (UISwitch 51×31, UISlider's
    /// intrinsic height 31, rounded to the point). [DEVICE]
    static let toggleHeight = 31.0
    static let sliderHeight = 31.0
    /// The switch's width beside a Toggle's label (UISwitch 51×31). [DEVICE]
    static let toggleSwitchWidth = 51.0
    /// A Slider's width when nothing is offered: UISlider has no intrinsic width, so this is a
    /// stand-in for a slider in an unbounded stack. [PROPOSED]
    static let sliderIdealWidth = 100.0
}
