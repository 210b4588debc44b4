import Recognizers
import TraceFormat

/// The static type of a gesture's value as SwiftUI source names it, so an expression like
/// `.map(\.translation.width)` or `value.translatoin` in `.onChanged` is checked before anything
/// runs.
package indirect enum ValueType: Equatable, Sendable {
    case void, bool, number, date, point, size, unitPoint, angle
    case drag, magnify, rotate, spatialTap
    case simultaneous(ValueType, ValueType)
    case sequence(ValueType, ValueType)
    case exclusive(ValueType, ValueType)
    /// A type of the user's project that a `.map { … }` closure makes (`SwipeDirection`): its
    /// members are not checked, as only the project declares them.
    case project(String)

    /// The Swift spelling, for diagnostics.
    package var swiftName: String {
        switch self {
        case .void: "Void"
        case .bool: "Bool"
        case .number: "CGFloat"
        case .date: "Date"
        case .point: "CGPoint"
        case .size: "CGSize"
        case .unitPoint: "UnitPoint"
        case .angle: "Angle"
        case .drag: "DragGesture.Value"
        case .magnify: "MagnifyGesture.Value"
        case .rotate: "RotateGesture.Value"
        case .spatialTap: "SpatialTapGesture.Value"
        case .simultaneous: "SimultaneousGesture.Value"
        case .sequence: "SequenceGesture.Value"
        case .exclusive: "ExclusiveGesture.Value"
        case .project(let name): name
        }
    }

    /// SwiftUI's `onChanged` needs an Equatable value; `Void` is not, nor a combination holding it.
    package var isEquatable: Bool {
        switch self {
        case .void: false
        case .simultaneous(let a, let b), .sequence(let a, let b), .exclusive(let a, let b): a.isEquatable && b.isEquatable
        default: true
        }
    }
}

// MARK: - Members

extension ValueType {
    /// A member this tool reads: its Swift name, its type and how to read it from a value of
    /// the type. The one table that the type checker, `.map`, the evaluator and the "did you
    /// mean" suggestions all use.
    package struct Member: Sendable {
        package let name: String
        package let type: ValueType
        /// nil only for a value of another type, which the type checker keeps out.
        package let read: @Sendable (ReplayValue) -> ReplayValue?
    }

    /// The members a key path or a callback may read, in SwiftUI's declaration order (the
    /// order records write them in).
    package var members: [Member] {
        switch self {
        case .point: Self.pointMembers
        case .unitPoint: Self.unitPointMembers
        case .size: Self.sizeMembers
        case .angle: Self.angleMembers
        case .drag: Self.dragMembers
        case .magnify: Self.magnifyMembers
        case .rotate: Self.rotateMembers
        case .spatialTap: Self.spatialTapMembers
        case .void, .bool, .number, .date, .simultaneous, .sequence, .exclusive, .project: []
        }
    }

    /// Members Swift has that this tool does not read: a callback that reads one is noted
    /// `not evaluated` at the statement, and `.map` refuses it. Sources: the CoreGraphics
    /// overlay (`applying`, `equalTo`, `dictionaryRepresentation`), Hashable, SwiftUI's
    /// Animatable (`animatableData`), and SimultaneousGesture.Value's optional sides.
    package var unmodelledMembers: [String] {
        switch self {
        case .point, .size:
            ["applying", "equalTo", "dictionaryRepresentation", "debugDescription", "customMirror", "hashValue", "hash", "animatableData"]
        case .unitPoint: ["animatableData", "hashValue", "hash"]
        case .angle: ["animatableData", "magnitudeSquared", "scale", "hashValue", "hash"]
        case .simultaneous: ["first", "second"]
        case .void, .bool, .number, .date, .drag, .magnify, .rotate, .spatialTap, .sequence, .exclusive, .project: []
        }
    }

    /// Whether `members` and `unmodelledMembers` are every member the type has, so any other
    /// name is an error, as Swift's compiler would say. `Bool`, `CGFloat` and `Date` have more
    /// API than is worth listing: a name this tool does not know there is only not evaluated.
    package var hasClosedMembers: Bool {
        switch self {
        case .bool, .number, .date, .project: false
        default: true
        }
    }

    /// What `name` is on this type.
    package enum Lookup {
        case member(Member)
        /// A member Swift has that this tool does not read.
        case unmodelled
        /// No such member: the message says so and suggests the nearest name.
        case unknown(message: String)
    }

    package func lookup(_ name: String) -> Lookup {
        if let member = members.first(where: { $0.name == name }) { return .member(member) }
        if unmodelledMembers.contains(name) || !hasClosedMembers { return .unmodelled }
        let names = members.map(\.name) + unmodelledMembers
        var message = "value of type '\(swiftName)' has no member '\(name)'"
        if let suggestion = Suggestion.nearest(to: name, among: names) {
            message += "; did you mean '\(suggestion)'?"
        } else if !names.isEmpty {
            message += "; its members are " + names.joined(separator: ", ")
        }
        return .unknown(message: message)
    }

    private static func point(_ name: String, _ read: @escaping @Sendable (CGPoint) -> Double) -> Member {
        Member(name: name, type: .number) { if case .point(let point) = $0 { .number(read(point)) } else { nil } }
    }

    private static func size(_ name: String, _ read: @escaping @Sendable (CGSize) -> Double) -> Member {
        Member(name: name, type: .number) { if case .size(let size) = $0 { .number(read(size)) } else { nil } }
    }

    private static func drag(_ name: String, _ type: ValueType, _ read: @escaping @Sendable (DragGesture.Value) -> ReplayValue) -> Member {
        Member(name: name, type: type) { if case .drag(let value) = $0 { read(value) } else { nil } }
    }

    private static func magnify(_ name: String, _ type: ValueType, _ read: @escaping @Sendable (MagnifyGesture.Value) -> ReplayValue) -> Member {
        Member(name: name, type: type) { if case .magnify(let value) = $0 { read(value) } else { nil } }
    }

    private static func rotate(_ name: String, _ type: ValueType, _ read: @escaping @Sendable (RotateGesture.Value) -> ReplayValue) -> Member {
        Member(name: name, type: type) { if case .rotate(let value) = $0 { read(value) } else { nil } }
    }

    private static let pointMembers = [point("x", \.x), point("y", \.y)]
    private static let unitPointMembers = [
        Member(name: "x", type: .number) { if case .unitPoint(let point) = $0 { .number(point.x) } else { nil } },
        Member(name: "y", type: .number) { if case .unitPoint(let point) = $0 { .number(point.y) } else { nil } },
    ]
    private static let sizeMembers = [size("width", \.width), size("height", \.height)]
    private static let angleMembers = [
        Member(name: "radians", type: .number) { if case .angle(let angle) = $0 { .number(angle.radians) } else { nil } },
        Member(name: "degrees", type: .number) { if case .angle(let angle) = $0 { .number(angle.degrees) } else { nil } },
    ]
    private static let dragMembers = [
        drag("time", .date) { .date($0.timestamp) },
        drag("location", .point) { .point($0.location) },
        drag("startLocation", .point) { .point($0.startLocation) },
        drag("translation", .size) { .size($0.translation) },
        drag("velocity", .size) { .size($0.velocity) },
        drag("predictedEndLocation", .point) { .point($0.predictedEndLocation) },
        drag("predictedEndTranslation", .size) { .size($0.predictedEndTranslation) },
    ]
    private static let magnifyMembers = [
        magnify("time", .date) { .date($0.timestamp) },
        magnify("magnification", .number) { .number($0.magnification) },
        magnify("velocity", .number) { .number($0.velocity) },
        magnify("startAnchor", .unitPoint) { .unitPoint($0.startAnchor) },
        magnify("startLocation", .point) { .point($0.startLocation) },
    ]
    private static let rotateMembers = [
        rotate("time", .date) { .date($0.timestamp) },
        rotate("rotation", .angle) { .angle($0.rotation) },
        rotate("velocity", .angle) { .angle($0.velocity) },
        rotate("startAnchor", .unitPoint) { .unitPoint($0.startAnchor) },
        rotate("startLocation", .point) { .point($0.startLocation) },
    ]
    private static let spatialTapMembers = [
        Member(name: "location", type: .point) { if case .spatialTap(let value) = $0 { .point(value.location) } else { nil } },
    ]
}
