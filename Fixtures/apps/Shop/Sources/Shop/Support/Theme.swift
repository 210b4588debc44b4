import SwiftUI

/// The app's design constants, used by views in other files.
enum Theme {
    static let spacing: CGFloat = 12
    static let rowHeight: CGFloat = 64
    static let corner: CGFloat = 10
}
