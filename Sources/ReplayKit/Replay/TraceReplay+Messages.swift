import Recognizers
import SwiftSource
import TraceFormat

/// What a replay says in words: profiles, empty traces, refused inputs, and why a touch made
/// nothing fire.
extension TraceReplay {
    /// The error for a trace with no pointer events: replay stops on it, validate reports it.
    package static func noEvents(file: String, hasHeader: Bool) -> TraceError {
        hasHeader
            ? TraceError(file: file, line: 1, column: 1,
                         message: "the trace has a header but no pointer events; add lines such as {\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":10,\"y\":10}")
            : TraceError(file: file, line: 0, column: 0,
                         message: "the trace has no pointer events; a trace is JSON Lines such as {\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":10,\"y\":10}")
    }

    /// Why a touch made nothing fire: what it hit, or that it hit nothing, and the nearest view
    /// that would have acted.
    package static func explanation(of touch: UnreachedTouch) -> String {
        let at = "(\(NumberFormat.string(touch.location.x)), \(NumberFormat.string(touch.location.y)))"
        var text = "pointer \(touch.pointer) goes down at \(at) and reaches no gesture: "
        if let hit = touch.hitView, let disabled = touch.disabledView {
            text += "it hits '\(hit)'" + (disabled == hit ? ", whose" : ", and the") + " gestures" + (disabled == hit ? "" : " of '\(disabled)'")
                + " are disabled by .disabled(true) written after them or on a view containing them"
        } else if let hit = touch.hitView {
            text += "it hits '\(hit)', which has none, nor do the views that contain it"
        } else if let nearest = touch.nearest, nearest.distance == 0 {
            // Under the finger, yet not hit: hit testing is off for it.
            return text + "'\(nearest.view)' is under the finger but takes no touches: .disabled(true) or .allowsHitTesting(false) on it or on a view containing it"
        } else {
            text += "no view is hit there"
        }
        // Under the finger and disabled too: that is said already.
        if let nearest = touch.nearest, nearest.view != touch.disabledView, !(touch.disabledView != nil && nearest.distance == 0) {
            text += "; the nearest view with one is '\(nearest.view)', \(NumberFormat.string((nearest.distance * 10).rounded() / 10)) pt away"
        }
        if touch.hitView == nil {
            text += ". A Spacer, a stack's gaps and a clear color are not hit: add .contentShape(Rectangle()) to the view whose gesture should take them"
        }
        return text
    }

    /// A touch in a List row's cell outside the row's content (docs/semantics.md#list-rows-cells-and-content):
    /// the cell's own interactions take it, the content's gestures do not.
    package static func cellExplanation(of touch: UnreachedTouch) -> String {
        let at = "(\(NumberFormat.string(touch.location.x)), \(NumberFormat.string(touch.location.y)))"
        let cell = touch.hitView ?? ""
        let content = touch.nearest?.view ?? LaidOutView.contentID(ofCell: cell) ?? cell
        return "pointer \(touch.pointer) goes down at \(at) in the List cell '\(cell)' but outside its content: the row's swipe actions "
            + "and the list's scrolling take it, the gestures of '\(content)' do not — a row's content is hit on its own frame, "
            + "not the cell's; give the content the row's width (.frame(maxWidth: .infinity, alignment: .leading)) "
            + "and .contentShape(Rectangle()) to take more of it"
    }

    /// The error for a pointer line whose input `profile` lacks, with the profile that has it.
    package static func inputRefusal(_ input: InputKind, under profile: ArbitrationProfile) -> String {
        var message = "input '\(input)' is not available under profile '\(profile.rawValue)' (\(profile.platform.rawValue))"
        let kind = PointerInput(rawValue: input.rawValue)!
        if let other = profile.suggestion(for: kind) { message += "; use '\(other.rawValue)'" }
        return message
    }
}
