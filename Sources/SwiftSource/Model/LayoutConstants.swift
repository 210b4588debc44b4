import Recognizers

/// Every number the layout of Swift-source scenes uses, with its unit and where it comes from
/// (docs/scene-format.md#layout-constants). [DEVICE] values are measured on the named device;
/// [PROPOSED] values are this tool's model where the real value depends on things it does not
/// have (glyph metrics, image files).
enum LayoutConstants {
    /// The default screen, in points: iPhone 12/13/14 and 16e (390×844). [DEVICE]
    static let screenSize = CGSize(width: 390, height: 844)

    /// The device presets of `--device`, each with its portrait size and safe areas (UIKit's
    /// `safeAreaInsets` of a full-screen view), in points. [DEVICE] Sources, in docs/scene-format.md#layout:
    /// (pointfreeco/swift-snapshot-testing `ViewImageConfig`: `iPhone8`, `iPhone12`,
    /// `iPhone13Mini`, `iPhone13ProMax`, `iPadPro11`, each portrait and landscape);
    /// (useyourloaf.com, iPhone 14 screen sizes) for 393×852 and 430×932; (useyourloaf.com,
    /// iPhone 17 screen sizes, and swift-snapshot-testing PR #1046) for 402×874, 440×956 and the
    /// Air; Tencent/QMUI_iOS `QMUIHelper.m` (per-model insets: XR/11 48/34, XS Max 44/34,
    /// every iPad with a home indicator 24/20) for the rest. Landscape is iOS 17–18's (top 0,
    /// bottom 21); iOS 26 adds a 20-pt top on the newest phones, not modelled.
    static let devices: [Device] = [
        Device(name: "iphone-14", models: ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"],
               size: CGSize(width: 390, height: 844), portrait: .init(top: 47, left: 0, bottom: 34, right: 0),
               landscape: .init(top: 0, left: 47, bottom: 21, right: 47)),
        Device(name: "iphone-16", models: ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"],
               size: CGSize(width: 393, height: 852), portrait: .init(top: 59, left: 0, bottom: 34, right: 0),
               landscape: .init(top: 0, left: 59, bottom: 21, right: 59), dynamicIsland: true),
        Device(name: "iphone-17-pro", models: ["iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"],
               size: CGSize(width: 402, height: 874), portrait: .init(top: 62, left: 0, bottom: 34, right: 0),
               landscape: .init(top: 0, left: 62, bottom: 21, right: 62), dynamicIsland: true),
        Device(name: "iphone-14-plus", models: ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"],
               size: CGSize(width: 428, height: 926), portrait: .init(top: 47, left: 0, bottom: 34, right: 0),
               landscape: .init(top: 0, left: 47, bottom: 21, right: 47)),
        Device(name: "iphone-16-plus", models: ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"],
               size: CGSize(width: 430, height: 932), portrait: .init(top: 59, left: 0, bottom: 34, right: 0),
               landscape: .init(top: 0, left: 59, bottom: 21, right: 59), dynamicIsland: true),
        Device(name: "iphone-17-pro-max", models: ["iPhone 16 Pro Max", "iPhone 17 Pro Max"],
               size: CGSize(width: 440, height: 956), portrait: .init(top: 62, left: 0, bottom: 34, right: 0),
               landscape: .init(top: 0, left: 62, bottom: 21, right: 62), dynamicIsland: true),
        Device(name: "iphone-air", models: ["iPhone Air"],
               size: CGSize(width: 420, height: 912), portrait: .init(top: 68, left: 0, bottom: 34, right: 0),
               landscape: .init(top: 0, left: 68, bottom: 21, right: 68), dynamicIsland: true),
        Device(name: "iphone-13-mini", models: ["iPhone 12 mini", "iPhone 13 mini"],
               size: CGSize(width: 375, height: 812), portrait: .init(top: 50, left: 0, bottom: 34, right: 0),
               landscape: .init(top: 0, left: 50, bottom: 21, right: 50)),
        Device(name: "iphone-x", models: ["iPhone X", "iPhone XS", "iPhone 11 Pro"],
               size: CGSize(width: 375, height: 812), portrait: .init(top: 44, left: 0, bottom: 34, right: 0),
               landscape: .init(top: 0, left: 44, bottom: 21, right: 44)),
        Device(name: "iphone-11", models: ["iPhone XR", "iPhone 11"],
               size: CGSize(width: 414, height: 896), portrait: .init(top: 48, left: 0, bottom: 34, right: 0),
               landscape: .init(top: 0, left: 48, bottom: 21, right: 48)),
        Device(name: "iphone-se", models: ["iPhone SE", "iPhone 8", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"],
               size: CGSize(width: 375, height: 667), portrait: .init(top: 20, left: 0, bottom: 0, right: 0),
               landscape: .init(top: 0, left: 0, bottom: 0, right: 0)),
        Device(name: "ipad", models: ["iPad (10th generation)", "iPad (A16)", "iPad Air 11-inch"],
               size: CGSize(width: 820, height: 1180), portrait: .init(top: 24, left: 0, bottom: 20, right: 0),
               landscape: .init(top: 24, left: 0, bottom: 20, right: 0), regularWidth: true),
        Device(name: "ipad-pro-11", models: ["iPad Pro 11-inch"],
               size: CGSize(width: 834, height: 1194), portrait: .init(top: 24, left: 0, bottom: 20, right: 0),
               landscape: .init(top: 24, left: 0, bottom: 20, right: 0), regularWidth: true),
        Device(name: "ipad-pro-12.9", models: ["iPad Pro 12.9-inch", "iPad Air 13-inch"],
               size: CGSize(width: 1024, height: 1366), portrait: .init(top: 24, left: 0, bottom: 20, right: 0),
               landscape: .init(top: 24, left: 0, bottom: 20, right: 0), regularWidth: true),
        Device(name: "ipad-mini", models: ["iPad mini (6th generation)", "iPad mini (A17 Pro)"],
               size: CGSize(width: 744, height: 1133), portrait: .init(top: 24, left: 0, bottom: 20, right: 0),
               landscape: .init(top: 24, left: 0, bottom: 20, right: 0), regularWidth: true),
        // A Mac's window, where a Mac scene is laid out: an 800×600 content area under a 28-pt
        // title bar, no other inset; a window has no landscape. [PROPOSED] (docs/scene-format.md#mac-window)
        Device(name: Device.macWindowName, models: ["Mac"],
               size: CGSize(width: macWindowContent.width, height: macWindowContent.height + macTitleBarHeight),
               portrait: .init(top: macTitleBarHeight, left: 0, bottom: 0, right: 0),
               landscape: .init(top: macTitleBarHeight, left: 0, bottom: 0, right: 0), regularWidth: true),
    ]

    /// A Mac window's content size when nothing sizes it, in points. [PROPOSED: SwiftUI sizes a
    /// `WindowGroup` to its content's ideal size, which this tool does not know before layout]
    static let macWindowContent = CGSize(width: 800, height: 600)
    /// A Mac window's title bar, in points (AppKit's standard `NSWindow` title bar). [PROPOSED]
    static let macTitleBarHeight = 28.0

    /// The rule for a `--screen` of no preset's size: in portrait, the default iPhone's safe area
    /// (47 top, 34 bottom), as before presets existed; in landscape, none. [PROPOSED] Said in a
    /// warning where a Swift scene is laid out on it.
    static func unknownScreen(_ size: CGSize) -> Screen {
        let portrait = size.height >= size.width
        return Screen(size: size, safeArea: portrait ? .init(top: 47, left: 0, bottom: 34, right: 0) : .init(top: 0, left: 0, bottom: 0, right: 0),
                      device: nil, landscape: !portrait)
    }

    /// Layout margins, in points: compact width 16, regular width 20 (Apple,
    /// `UIView.directionalLayoutMargins`; docs/scene-format.md#layout). [DEVICE]
    static let compactLayoutMargin = 16.0
    static let regularLayoutMargin = 20.0
    /// The shorter side from which a screen of no preset counts as regular width (the iPad mini's
    /// 744). [PROPOSED]
    static let regularWidthMinimum = 744.0

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

    /// Text styles' point sizes at the default Dynamic Type size (Large), in points (Apple Human
    /// Interface Guidelines, Typography, iOS type sizes). [DEVICE]
    static func pointSize(_ style: TextStyle) -> Double {
        switch style {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }
    /// A text style's point size on a Mac (Apple HIG, Typography: "macOS built-in text styles";
    /// documented, docs/semantics.md#constants): body and headline 13, a Mac's window text.
    static func macPointSize(_ style: TextStyle) -> Double {
        switch style {
        case .largeTitle: 26
        case .title: 22
        case .title2: 17
        case .title3: 15
        case .headline, .body: 13
        case .callout: 12
        case .subheadline: 11
        case .footnote, .caption, .caption2: 10
        }
    }
    /// SF Pro's line height as a share of the point size: (ascender 1950 + descender 494) / 2048
    /// units per em; a line is this × the point size, rounded up to the pixel (body 17 → 20.333,
    /// title 28 → 33.667). docs/scene-format.md#layout (UIKit's 20.287 for 17 pt; a device capture's
    /// 20.333 and 33.667). [DEVICE]
    static let lineHeightPerPoint = 1.193359375
    /// The average advance of a character of SF Pro, as a share of the point size: a Text is
    /// this × size × characters wide. Real text of the same length is up to about 25% wider
    /// (capitals, "m", "w") or narrower ("i", "l", spaces). [PROPOSED]
    static let averageCharacterAdvance = 0.5
    /// Widths and heights are rounded up to a pixel of a 3× screen, as SwiftUI rounds text. [DEVICE]
    static let pixel = 1.0 / 3.0
    /// Rounded up to the pixel; a hair over a pixel (a product's rounding error) stays on it.
    static func roundedUpToPixel(_ value: Double) -> Double {
        (value / pixel - 1e-9).rounded(.up) * pixel
    }

    /// An SF Symbol (`Image(systemName:)`) at the medium scale is a square of its font's point size
    /// (Apple, `Image.Scale`: "matches the size of the text"; docs/scene-format.md#layout: a capture's
    /// large globe drawn 23×22 at 17 pt). Real symbols differ by glyph, by about ±15%. [PROPOSED]
    static let symbolSidePerPoint = 1.0
    /// `.imageScale(.small)` and `.large` as multiples of the medium size (Apple,
    /// `NSImage.SymbolScale.large`: "approximately 30% larger than the medium scale";
    /// `NSImage.SymbolScale.small`: "approximately 20% smaller than the medium scale"). [DEVICE]
    static let symbolScaleSmall = 0.8
    static let symbolScaleLarge = 1.3
    /// `Divider()`: one pixel of a 3× screen thick. [PROPOSED]
    static let dividerThickness = pixel
    /// A `TextField`'s width when offered none (inside a `fixedSize`, a scroll view's axis): its
    /// placeholder's, at least this. [PROPOSED]
    static let textFieldMinimumWidth = 100.0
    /// A named image's size is unknown without the file: a 100×100 square. [PROPOSED]
    static let namedImageSize = 100.0

    /// A navigation bar: 44 pt inline, 96 with a large title (44 + 52), from the top of the safe
    /// area (docs/scene-format.md#layout). [DEVICE]
    static let navigationBarHeight = 44.0
    static let largeTitleNavigationBarHeight = 96.0
    /// On a phone with a Dynamic Island the bar starts this far above the safe area's top
    /// (5.33 pt: kouki.hatenadiary.com, 2022-10-18, measured on an iPhone 14 Pro;
    /// docs/semantics.md#proposals-implemented). [PROPOSED: one measurement]
    static let dynamicIslandNavigationBarOverlap = 16.0 / 3
    /// A NavigationStack whose content sets no title still has its bar; taken as inline. [PROPOSED]
    static let untitledNavigationBarHeight = navigationBarHeight
    /// Bar items: at least 44×44 pt to hit (Apple, "at least 44 points x 44 points"), 8 pt apart
    /// (iOS 15 fixed space; riverli.me), from the layout margins. [DEVICE]
    static let barItemMinimumSide = 44.0
    static let barItemSpacing = 8.0
    /// A tab bar: 49 pt above the home indicator, which it extends over (docs/scene-format.md#layout:
    /// 83 = 49 + 34 on a phone with one). [DEVICE]
    static let tabBarHeight = 49.0

    /// A List row's minimum height, in points (UITableView's default row height,
    /// docs/scene-format.md#layout). A row's content is inset from its cell's edge by the layout margin
    /// (16 compact, 20 regular): a SwiftUI List's view hierarchy dumped on the iOS 16 simulator
    /// puts a row's text 16 pt into its card (getsentry/sentry-cocoa@8bb64c2,
    /// `Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift`: `CGDrawingView
    /// … frame = (16 12; 45.3333 20.3333)` in a cell at x 16). [DEVICE]
    static let listRowMinimumHeight = 44.0
    /// Above and below a row's content: a row is its content and 2 × this, at least 44 pt (a
    /// 22-pt line in a 44-pt row). [PROPOSED]
    static let listRowVerticalInset = 11.0
    /// The gap before each section of a grouped List, and after the last: 35.333 pt between two
    /// sections in the same iOS 16 dump (a row ending at 82.667, the next section's first row at
    /// 118); about 35 above the first (docs/semantics.md#proposals-implemented; Eureka #863; Flutter's 20
    /// conflicts). [DEVICE between sections; PROPOSED above the first]
    static let listSectionGap = 106.0 / 3
    /// A grouped section's header sits at the foot of the gap before it, this far above the
    /// rows, and the gap grows to at least this much above it; a footer sits this far below
    /// the rows. The same dump's header cell is 38.667 tall above its first row: 17 + a 15.667
    /// footnote line + 6 (the 6 is Flutter's `list_section.dart`, "determined from SwiftUI's
    /// Forms"). [DEVICE total; PROPOSED split]
    static let listHeaderTopPadding = 17.0
    static let listHeaderBottomPadding = 6.0
    static let listFooterTopPadding = 6.0
    /// A plain List's section header row, at least this tall (UITableView's plain header). [PROPOSED]
    static let plainListHeaderMinimumHeight = 28.0
    /// A bordered button's padding around its label (`.buttonStyle(.bordered)`, `.borderedProminent`),
    /// vertical and horizontal, by control size, in points: a body label is then about 28, 34
    /// and 50 pt tall (small, regular, large). No citable measurement was found
    /// (docs/semantics.md#proposals-implemented). [PROPOSED]
    static func borderedButtonPadding(_ size: ControlSize) -> (vertical: Double, horizontal: Double) {
        switch size {
        case .mini, .small: (23.0 / 6, 10)
        case .regular: (41.0 / 6, 12)
        case .large, .extraLarge: (89.0 / 6, 20)
        }
    }

    /// A Stepper's − and + (UIStepper, 94×32 since iOS 13), and a segmented Picker's height
    /// (UISegmentedControl, 32), in points. [DEVICE]
    static let stepperSize = CGSize(width: 94, height: 32)
    static let segmentedControlHeight = 32.0

    /// A sheet presented at the large detent starts this far below the safe area's top (the
    /// presenting screen shows above it), in points; at the medium detent it starts at this share
    /// of the screen's height (Apple, `PresentationDetent.medium`: "approximately half the height
    /// of the screen"). [PROPOSED]
    static let largeSheetTopGap = 10.0
    static let mediumSheetShare = 0.5

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
