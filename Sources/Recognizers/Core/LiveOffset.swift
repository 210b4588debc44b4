/// A view's offset that app state sets while a trace replays (`.offset(dragOffset)` after
/// `.updating($dragOffset)`): shared by the scene and whoever evaluates the state, so later
/// touches hit the view where it is now and `.local` locations follow it.
/// Unchecked: docs/architecture.md#threads says why it is safe.
package final class LiveOffset: @unchecked Sendable {
    @exclusivity(unchecked) package var value = CGPoint(x: 0, y: 0)
    package init() {}
}
