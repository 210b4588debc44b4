import Recognizers
import TraceFormat

/// A device a scene is laid out on (`--device`, a trace header's `"device"`): its screen in
/// points, in portrait, and the safe area UIKit gives a full-screen view in each orientation.
/// The presets are `LayoutConstants.devices`, with their sources.
package struct Device: Sendable {
    /// The preset's name, as `--device` takes it: `iphone-14`.
    package var name: String
    /// The models with this screen and safe area, as Apple names them.
    package var models: [String]
    /// Portrait width and height, in points.
    package var size: CGSize
    package var portrait: SafeArea
    package var landscape: SafeArea
    /// Regular width in both orientations (an iPad): 20-pt margins instead of 16.
    package var regularWidth = false
    /// A Dynamic Island: the navigation bar starts a little above the safe area's top.
    package var dynamicIsland = false

    /// Insets from each edge of the screen, in points.
    package struct SafeArea: Sendable, Equatable {
        package var top: Double, left: Double, bottom: Double, right: Double

        package init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }
    }

    /// The Mac window preset, where a Mac profile's scene is laid out unless `--device` or `--screen` says.
    package static let macWindowName = "mac-window"

    /// Every preset, in the order `--device list` prints them.
    package static var presets: [Device] { LayoutConstants.devices }

    /// The screen and safe area of one orientation.
    package func screen(landscape: Bool) -> Screen {
        Screen(size: landscape ? CGSize(width: size.height, height: size.width) : size,
               safeArea: landscape ? self.landscape : portrait, device: self, landscape: landscape)
    }

    /// `--device` names: the preset's name, or a model's in any case with spaces or hyphens
    /// (`"iPhone 15 Pro"`, `iphone-15-pro`), with `-landscape` for the other orientation.
    package static func named(_ text: String) -> Screen? {
        var key = normalized(text)
        let landscape = key.hasSuffix("landscape")
        if landscape { key.removeLast("landscape".count) }
        for device in LayoutConstants.devices where normalized(device.name) == key || device.models.contains(where: { normalized($0) == key }) {
            return device.screen(landscape: landscape)
        }
        return nil
    }

    /// Letters and digits only, lowercased: how names are compared.
    private static func normalized(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") }.map(Character.init))
    }

    /// The screen of `--screen WxH`: a preset's when one has that size (the first listed, in
    /// the orientation the size says), else `LayoutConstants.unknownScreen`'s rule.
    package static func screen(of size: CGSize) -> Screen {
        for device in LayoutConstants.devices {
            if device.size == size { return device.screen(landscape: false) }
            if device.size.width == size.height, device.size.height == size.width { return device.screen(landscape: true) }
        }
        return LayoutConstants.unknownScreen(size)
    }

    /// The presets as `--device list` prints them.
    package static var listing: String {
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(1, width - text.count)) }
        func insets(_ values: [Double]) -> String { values.map(NumberFormat.string).joined(separator: "/") }
        var lines = [pad("NAME", 19) + pad("SIZE", 11) + pad("PORTRAIT", 10) + pad("LANDSCAPE", 13) + "MODELS"]
        for device in presets {
            lines.append(pad(device.name, 19) + pad(NumberFormat.string(device.size.width) + "x" + NumberFormat.string(device.size.height), 11)
                         + pad(insets([device.portrait.top, device.portrait.bottom]), 10)
                         + pad(insets([device.landscape.top, device.landscape.left, device.landscape.bottom, device.landscape.right]), 13)
                         + device.models.joined(separator: ", "))
        }
        lines += ["", "Sizes in points (portrait). Safe areas: portrait top/bottom, landscape top/left/bottom/right.",
                  "Add -landscape to a name for landscape (--device ipad-landscape); a model's name works too",
                  "(--device \"iPhone 15 Pro\"). --screen WxH of a size above gets that device's safe area."]
        return lines.joined(separator: "\n")
    }
}

/// The screen a scene is laid out on: its size, its safe area, and the device it is, if any.
package struct Screen: Sendable {
    package var size: CGSize
    package var safeArea: Device.SafeArea
    package var device: Device?
    package var landscape = false

    /// A Mac's window: text takes macOS's sizes, and Buttons are AppKit's.
    package var isMacWindow: Bool { device?.name == Device.macWindowName }

    /// The name a trace header's `"device"` takes for it (`iphone-14-landscape`); nil for a size
    /// no preset has.
    package var presetName: String? { device.map { $0.name + (landscape ? "-landscape" : "") } }

    /// The default: an iPhone 14 in portrait.
    package static var standard: Screen { Device.screen(of: LayoutConstants.screenSize) }

    /// The screen less its safe area.
    package var safeFrame: CGRect {
        CGRect(x: safeArea.left, y: safeArea.top, width: max(0, size.width - safeArea.left - safeArea.right),
               height: max(0, size.height - safeArea.top - safeArea.bottom))
    }

    /// The margin of lists and bars: 20 pt on a regular-width screen, 16 on a compact one.
    package var layoutMargin: Double {
        // A screen of no preset is regular when it is iPad-sized both ways.
        device?.regularWidth ?? (min(size.width, size.height) >= LayoutConstants.regularWidthMinimum)
            ? LayoutConstants.regularLayoutMargin : LayoutConstants.compactLayoutMargin
    }
}
