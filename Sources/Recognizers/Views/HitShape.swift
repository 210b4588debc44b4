/// Where a view is hit, when it is not its whole frame: a shape's path (a `Circle` is not hit in
/// the corners of its frame), nothing (a stack's empty space, `.allowsHitTesting(false)`), and the
/// inverse of the scale and rotation effects around it. JSON scenes have none: a view is hit on
/// its frame.
package struct HitShape: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// Not hit itself; its children still are.
        case none
        case rectangle
        case roundedRectangle(cornerRadius: Double)
        case ellipse
        /// The circle of the rectangle's shorter side, centered.
        case circle
        case capsule
    }

    package var kind: Kind
    /// The shape's bounding rectangle, in the coordinates of the view's frame.
    package var rect: CGRect
    /// A point on screen to the shape's coordinates (scale and rotation effects undone); nil: as is.
    package var transform: Transform?
    /// The same, when an effect reads state a gesture changes (`.scaleEffect(scale)`): it replaces
    /// `transform` and changes while a trace replays.
    package var live: LiveTransform?

    /// Whether the view may be hit outside its frame.
    package var isTransformed: Bool { transform != nil || live != nil }

    /// An affine map of points: `x' = a x + c y + tx`, `y' = b x + d y + ty`.
    package struct Transform: Sendable, Equatable {
        package var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

        package init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, tx: Double = 0, ty: Double = 0) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        package func apply(_ p: CGPoint) -> CGPoint { CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

        /// This transform, then `next`.
        package func then(_ next: Transform) -> Transform {
            Transform(a: next.a * a + next.c * b, b: next.b * a + next.d * b,
                      c: next.a * c + next.c * d, d: next.b * c + next.d * d,
                      tx: next.a * tx + next.c * ty + next.tx, ty: next.b * tx + next.d * ty + next.ty)
        }
    }

    package init(_ kind: Kind, rect: CGRect, transform: Transform? = nil) {
        self.kind = kind
        self.rect = rect
        self.transform = transform
    }

    /// Whether `point` (in the frame's coordinates) is inside the shape.
    package func contains(_ point: CGPoint) -> Bool {
        let p = (live.map(\.value) ?? transform)?.apply(point) ?? point
        guard rect.contains(p) else { return false }
        let w = rect.width, h = rect.height
        switch kind {
        case .none: return false
        case .rectangle: return true
        case .ellipse: return Self.inEllipse(p, center: CGPoint(x: rect.minX + w / 2, y: rect.minY + h / 2), rx: w / 2, ry: h / 2)
        case .circle:
            let r = Swift.min(w, h) / 2
            return Self.inEllipse(p, center: CGPoint(x: rect.minX + w / 2, y: rect.minY + h / 2), rx: r, ry: r)
        case .capsule: return Self.inRoundedRect(p, rect, radius: Swift.min(w, h) / 2)
        case .roundedRectangle(let radius): return Self.inRoundedRect(p, rect, radius: Swift.min(radius, Swift.min(w, h) / 2))
        }
    }

    private static func inEllipse(_ p: CGPoint, center: CGPoint, rx: Double, ry: Double) -> Bool {
        guard rx > 0, ry > 0 else { return false }
        let x = (p.x - center.x) / rx, y = (p.y - center.y) / ry
        return x * x + y * y <= 1
    }

    private static func inRoundedRect(_ p: CGPoint, _ rect: CGRect, radius: Double) -> Bool {
        guard radius > 0 else { return true }
        // Inside unless in a corner square and outside that corner's circle.
        let cx = p.x < rect.minX + radius ? rect.minX + radius : p.x > rect.maxX - radius ? rect.maxX - radius : p.x
        let cy = p.y < rect.minY + radius ? rect.minY + radius : p.y > rect.maxY - radius ? rect.maxY - radius : p.y
        let dx = p.x - cx, dy = p.y - cy
        return dx * dx + dy * dy <= radius * radius
    }
}

/// Scale and rotation effects that app state sets while a trace replays (`.scaleEffect(scale)`
/// with a magnify gesture): the inverse map of a point, as `HitShape.transform`, kept current by
/// whoever evaluates the state.
/// Unchecked: docs/architecture.md#threads says why it is safe.
package final class LiveTransform: @unchecked Sendable, Equatable {
    @exclusivity(unchecked) package var value: HitShape.Transform?
    package init(_ value: HitShape.Transform?) { self.value = value }
    package static func == (a: LiveTransform, b: LiveTransform) -> Bool { a === b }
}
