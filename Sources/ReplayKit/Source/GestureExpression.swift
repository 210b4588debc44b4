import Recognizers
import TraceFormat

/// A gesture written as SwiftUI source, parsed: a primitive and the chain of modifiers applied to
/// it. Closure bodies are not kept; what matters is where a callback is attached.
package indirect enum GestureExpression {
    case primitive(Primitive)
    case onChanged(GestureExpression)
    case onEnded(GestureExpression)
    case updating(GestureExpression, state: String)
    case map(GestureExpression, keyPath: [String], resultType: ValueType)
    case simultaneous(GestureExpression, GestureExpression)
    case sequence(GestureExpression, GestureExpression)
    case exclusive(GestureExpression, GestureExpression)

    package enum Primitive: Equatable {
        case tap(count: Int)
        case spatialTap(count: Int, coordinateSpace: CoordinateSpace)
        case longPress(minimumDuration: Double, maximumDistance: Double)
        case drag(minimumDistance: Double, coordinateSpace: CoordinateSpace)
        /// `deprecatedName` is MagnificationGesture, whose value is only the magnification.
        case magnify(minimumScaleDelta: Double, deprecatedName: Bool)
        /// `deprecatedName` is RotationGesture, whose value is only the angle.
        case rotate(minimumAngleDelta: WrittenAngle, deprecatedName: Bool)

        package var valueType: ValueType {
            switch self {
            case .tap: .void
            case .spatialTap: .spatialTap
            case .longPress: .bool
            case .drag: .drag
            case .magnify(_, let deprecated): deprecated ? .number : .magnify
            case .rotate(_, let deprecated): deprecated ? .angle : .rotate
            }
        }
    }

    /// An angle as it was written, so descriptions keep the user's unit.
    package struct WrittenAngle: Equatable {
        package var value: Double
        package var inDegrees: Bool
        package var angle: Angle { inDegrees ? .degrees(value) : .radians(value) }
        package var description: String { (inDegrees ? ".degrees(" : ".radians(") + NumberFormat.string(value) + ")" }
    }

    package var valueType: ValueType {
        switch self {
        case .primitive(let primitive): primitive.valueType
        case .onChanged(let base), .onEnded(let base), .updating(let base, _): base.valueType
        case .map(_, _, let resultType): resultType
        case .simultaneous(let first, let second): .simultaneous(first.valueType, second.valueType)
        case .sequence(let first, let second): .sequence(first.valueType, second.valueType)
        case .exclusive(let first, let second): .exclusive(first.valueType, second.valueType)
        }
    }

    /// The canonical SwiftUI spelling without callbacks: the primitive with the arguments that
    /// differ from SwiftUI's defaults, then any `.map`. This is the `gesture` field of records.
    package var description: String {
        switch self {
        case .primitive(let primitive): primitive.description
        case .onChanged(let base), .onEnded(let base), .updating(let base, _): base.description
        case .map(let base, let keyPath, _): base.description + ".map(\\." + keyPath.joined(separator: ".") + ")"
        case .simultaneous(let first, let second): first.description + ".simultaneously(with: " + second.description + ")"
        case .sequence(let first, let second): first.description + ".sequenced(before: " + second.description + ")"
        case .exclusive(let first, let second): first.description + ".exclusively(before: " + second.description + ")"
        }
    }
}

extension GestureExpression.Primitive: CustomStringConvertible {
    package var description: String {
        var arguments: [String] = []
        func add(_ label: String, _ value: Double, default defaultValue: Double) {
            if value != defaultValue { arguments.append("\(label): \(NumberFormat.string(value))") }
        }
        func add(_ space: CoordinateSpace) {
            switch space {
            case .local: break
            case .global: arguments.append("coordinateSpace: .global")
            case .named(let name): arguments.append("coordinateSpace: .named(\(Self.swiftString(name)))")
            }
        }
        let name: String
        switch self {
        case .tap(let count):
            name = "TapGesture"
            add("count", Double(count), default: 1)
        case .spatialTap(let count, let space):
            name = "SpatialTapGesture"
            add("count", Double(count), default: 1)
            add(space)
        case .longPress(let duration, let distance):
            name = "LongPressGesture"
            add("minimumDuration", duration, default: GestureConstants.longPressMinimumDuration)
            add("maximumDistance", distance, default: GestureConstants.longPressMaximumDistance)
        case .drag(let distance, let space):
            name = "DragGesture"
            add("minimumDistance", distance, default: GestureConstants.dragMinimumDistance)
            add(space)
        case .magnify(let delta, let deprecated):
            name = deprecated ? "MagnificationGesture" : "MagnifyGesture"
            add("minimumScaleDelta", delta, default: GestureConstants.magnifyMinimumScaleDelta)
        case .rotate(let delta, let deprecated):
            name = deprecated ? "RotationGesture" : "RotateGesture"
            if delta.angle != GestureConstants.rotateMinimumAngleDelta {
                arguments.append("minimumAngleDelta: \(delta.description)")
            }
        }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }

    package static func swiftString(_ text: String) -> String {
        "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }
}

extension String {
    package func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}

/// One view modifier of a scene, parsed from SwiftUI source.
package struct ModifierSpec {
    package enum Kind {
        case gesture(GestureExpression, priority: ViewGesture.Priority, mask: GestureMask)
        /// `coordinateSpace` is set for the spatial form, whose `perform` receives the location.
        case onTapGesture(count: Int, coordinateSpace: CoordinateSpace?)
        case onLongPressGesture(minimumDuration: Double, maximumDistance: Double, reportsPressing: Bool)
        case coordinateSpace(String)
        case disabled(Bool)
    }

    package var kind: Kind
    /// The modifier's name as written.
    package var name: String

    /// The gesture `onTapGesture` and `onLongPressGesture` attach, as records describe it.
    package var conveniencePrimitive: GestureExpression.Primitive? {
        switch kind {
        case .onTapGesture(let count, let space):
            space.map { .spatialTap(count: count, coordinateSpace: $0) } ?? .tap(count: count)
        case .onLongPressGesture(let duration, let distance, _):
            .longPress(minimumDuration: duration, maximumDistance: distance)
        case .gesture, .coordinateSpace, .disabled: nil
        }
    }

    /// Whether the modifier attaches a gesture, and so counts in records' `modifier` index.
    package var attachesGesture: Bool {
        switch kind {
        case .gesture, .onTapGesture, .onLongPressGesture: true
        case .coordinateSpace, .disabled: false
        }
    }
}
