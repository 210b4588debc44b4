#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TraceFormat

/// A tablet's pen (Wacom, UC-Logic, a Dell Canvas): `BTN_TOOL_PEN` (or another tool) for
/// proximity, `BTN_TOUCH` for the tip, `ABS_PRESSURE`, `ABS_DISTANCE` and `ABS_TILT_X/Y`. In
/// proximity without the tip it hovers; the tip down is a Pencil's `down`, up again a `hover`,
/// out of proximity a `leave` — the mapping of evdev's tablet events in docs/recording.md#2-import-linux-recordings-evemu-and-libinput-record.
struct PenTracker: ContactTracker {
    private let pressureAxis: EvdevDevice.Axis?
    private let distanceAxis: EvdevDevice.Axis?
    private let tiltX: EvdevDevice.Axis?
    private let tiltY: EvdevDevice.Axis?

    private var inProximity = false
    private var touching = false
    private var x: Int32 = 0, y: Int32 = 0
    /// The frame's position, taken at its end only while the pen is still there: a tablet zeroes
    /// `ABS_X`/`ABS_Y` in the frame the pen leaves (a Wacom Cintiq does), which is no place it was.
    private var reportedX: Int32?, reportedY: Int32?
    private var pressure: Int32 = 0, distance: Int32 = 0, tilt: (x: Int32, y: Int32) = (0, 0)
    /// The contact in proximity, whether its tip is down, and what was last reported of it.
    private var reported: (contact: Int, down: Bool, last: ContactAction)?
    private var nextContact = 0

    init(device: EvdevDevice) {
        pressureAxis = device.axes[Evdev.absPressure]
        distanceAxis = device.axes[Evdev.absDistance]
        tiltX = device.axes[Evdev.absTiltX]
        tiltY = device.axes[Evdev.absTiltY]
    }

    /// In proximity counts as down for splitting sessions: a hovering pen is still there.
    var contactsDown: Int { reported == nil ? 0 : 1 }

    mutating func receive(_ event: EvdevEvent) -> [ContactAction] {
        switch (event.type, event.code) {
        case (Evdev.evAbs, Evdev.absX): reportedX = event.value
        case (Evdev.evAbs, Evdev.absY): reportedY = event.value
        case (Evdev.evAbs, Evdev.absPressure): pressure = event.value
        case (Evdev.evAbs, Evdev.absDistance): distance = event.value
        case (Evdev.evAbs, Evdev.absTiltX): tilt.x = event.value
        case (Evdev.evAbs, Evdev.absTiltY): tilt.y = event.value
        case (Evdev.evKey, Evdev.btnTouch): touching = event.value != 0
        case (Evdev.evKey, let code) where Evdev.penTools.contains(code): inProximity = event.value != 0
        default: break
        }
        return []
    }

    mutating func synReport() -> [ContactAction] {
        // A tip down out of proximity is the tablet's report order; it counts as in proximity.
        let present = inProximity || touching
        if present {
            x = reportedX ?? x
            y = reportedY ?? y
        }
        reportedX = nil
        reportedY = nil
        guard present else {
            guard let current = reported else { return [] }
            reported = nil
            var actions: [ContactAction] = []
            if current.down { actions.append(action(.up, current.contact)) }
            actions.append(ContactAction(phase: .leave, contact: current.contact, x: x, y: y, input: .pencil))
            return actions
        }
        let contact: Int
        if let current = reported {
            contact = current.contact
        } else {
            contact = nextContact
            nextContact += 1
        }
        let phase: PointerPhase = switch (reported?.down, touching) {
        case (true?, true): .move
        case (true?, false): .up
        case (_, true): .down
        case (_, false): .hover
        }
        let now = action(phase, contact)
        if let current = reported, phase == .move || phase == .hover, Self.same(current.last, now) { return [] }
        reported = (contact, touching, now)
        return [now]
    }

    func contactsStillDown() -> [ContactAction] {
        guard let current = reported else { return [] }
        return [current.down ? action(.cancel, current.contact) : ContactAction(phase: .leave, contact: current.contact, x: x, y: y, input: .pencil)]
    }

    private static func same(_ a: ContactAction, _ b: ContactAction) -> Bool {
        var b = b
        b.phase = a.phase
        return a == b
    }

    private func action(_ phase: PointerPhase, _ contact: Int) -> ContactAction {
        var action = ContactAction(phase: phase, contact: contact, x: x, y: y, input: .pencil)
        if phase == .hover {
            action.zOffset = Self.fraction(distance, of: distanceAxis)
        } else {
            action.pressure = Self.fraction(pressure, of: pressureAxis)
        }
        if let tiltX, let tiltY {
            (action.altitude, action.azimuth) = Self.pose(tiltX: Self.radians(tilt.x, tiltX), tiltY: Self.radians(tilt.y, tiltY))
        }
        return action
    }

    /// `value` as a fraction of the axis's range; NaN without the axis.
    private static func fraction(_ value: Int32, of axis: EvdevDevice.Axis?) -> Double {
        guard let axis, axis.maximum > axis.minimum else { return .nan }
        return min(1, max(0, (Double(value) - Double(axis.minimum)) / (Double(axis.maximum) - Double(axis.minimum))))
    }

    /// A tilt in radians: evdev gives the axis's units per radian as its resolution; without one,
    /// a unit is a degree, as libinput takes it.
    private static func radians(_ value: Int32, _ axis: EvdevDevice.Axis) -> Double {
        axis.resolution > 0 ? Double(value) / Double(axis.resolution) : Double(value) * .pi / 180
    }

    /// The pen's altitude (0 flat, π/2 upright) and azimuth (0 along +x, toward +y) from its tilt
    /// toward +x and +y: the W3C Pointer Events conversion of `tiltX`/`tiltY`.
    static func pose(tiltX: Double, tiltY: Double) -> (altitude: Double, azimuth: Double) {
        if tiltX == 0 && tiltY == 0 { return (.pi / 2, 0) }
        let tx = tan(tiltX), ty = tan(tiltY)
        var azimuth = atan2(ty, tx)
        if azimuth < 0 { azimuth += 2 * .pi }
        return (atan(1 / (tx * tx + ty * ty).squareRoot()), azimuth)
    }
}
