import Recognizers
import TraceFormat

/// Everything the tool knows about each gesture primitive and each modifier, one entry each: the
/// reader binds arguments with it, records spell gestures with it, and `--help` lists it. Adding a
/// primitive is one entry here and its case in `GestureExpression.Primitive`; the compiler then
/// points at the switch that builds it (`RecordingBuilder.gesture(for:)`).
package enum Catalog {
    /// A primitive gesture type, as SwiftUI declares it.
    package struct Gesture: Sendable {
        package let name: String
        /// Argument labels in the order Swift requires them.
        package let labels: [String]
        /// The type of the gesture's `Value`.
        package let valueType: ValueType
        /// The primitive from the values bound to `labels` (nil: not written, SwiftUI's default).
        let read: @Sendable (SourceReader, [ExpressionSyntax?]) throws(Diagnostic) -> GestureExpression.Primitive
        /// The arguments that differ from SwiftUI's defaults, as `label: value`, for the canonical
        /// spelling in records.
        let arguments: @Sendable (GestureExpression.Primitive) -> [String]
        /// Labels that are another initializer's, not this one's: written instead of the one
        /// before them (`coordinateSpace3D:` for `coordinateSpace:`).
        var alternativeLabels: [String] = []

        /// `DragGesture(minimumDistance:coordinateSpace:)`, for help: one per initializer.
        package var signatures: [String] {
            var signatures = [name + "(" + labels.filter { !alternativeLabels.contains($0) }.map { $0 + ":" }.joined() + ")"]
            if !alternativeLabels.isEmpty {
                // Each alternative label takes the place of the label before it.
                var alternative = labels
                for label in alternativeLabels {
                    if let index = alternative.firstIndex(of: label), index > 0 { alternative.remove(at: index - 1) }
                }
                signatures.append(name + "(" + alternative.map { $0 + ":" }.joined() + ")")
            }
            return signatures
        }
    }

    package static let gestures: [Gesture] = [
        Gesture(name: "TapGesture", labels: ["count"], valueType: .void,
                read: { reader, values throws(Diagnostic) in .tap(count: try reader.integer(values[0], default: 1, minimum: 1)) },
                arguments: { primitive in
                    guard case .tap(let count) = primitive else { return [] }
                    return argument("count", Double(count), default: 1)
                }),
        Gesture(name: "SpatialTapGesture", labels: ["count", "coordinateSpace"], valueType: .spatialTap,
                read: { reader, values throws(Diagnostic) in
                    .spatialTap(count: try reader.integer(values[0], default: 1, minimum: 1),
                                coordinateSpace: try reader.coordinateSpace(values[1]))
                },
                arguments: { primitive in
                    guard case .spatialTap(let count, let space) = primitive else { return [] }
                    return argument("count", Double(count), default: 1) + argument(space)
                }),
        Gesture(name: "LongPressGesture", labels: ["minimumDuration", "maximumDistance"], valueType: .bool,
                read: { reader, values throws(Diagnostic) in
                    .longPress(minimumDuration: try reader.number(values[0], default: GestureConstants.longPressMinimumDuration),
                               maximumDistance: try reader.distance(values[1], default: GestureConstants.longPressMaximumDistance))
                },
                arguments: { primitive in
                    guard case .longPress(let duration, let distance) = primitive else { return [] }
                    return argument("minimumDuration", duration, default: GestureConstants.longPressMinimumDuration)
                        + argument("maximumDistance", distance, default: GestureConstants.longPressMaximumDistance)
                }),
        // visionOS 26's `DragGesture(minimumDistance:coordinateSpace3D:)` defaults its distance to
        // 0 (docs/semantics.md#profiles); its value's 2D location is in the matching 2D space.
        Gesture(name: "DragGesture", labels: ["minimumDistance", "coordinateSpace", "coordinateSpace3D"], valueType: .drag,
                read: { reader, values throws(Diagnostic) in
                    if let space3D = values[2] {
                        if let space = values[1] {
                            throw reader.error(at: space.firstToken, "a DragGesture takes 'coordinateSpace:' or 'coordinateSpace3D:', not both")
                        }
                        return .drag(minimumDistance: try reader.number(values[0], default: GestureConstants.dragMinimumDistance3D),
                                     coordinateSpace: try reader.coordinateSpace3D(space3D))
                    }
                    return .drag(minimumDistance: try reader.number(values[0], default: GestureConstants.dragMinimumDistance),
                                 coordinateSpace: try reader.coordinateSpace(values[1]))
                },
                arguments: { primitive in
                    guard case .drag(let distance, let space) = primitive else { return [] }
                    return argument("minimumDistance", distance, default: GestureConstants.dragMinimumDistance) + argument(space)
                },
                alternativeLabels: ["coordinateSpace3D"]),
        magnify(name: "MagnifyGesture", deprecatedName: false, valueType: .magnify),
        // MagnificationGesture is MagnifyGesture's recognizer with only the magnification as its
        // value (RecordingBuilder.gesture(for:) builds it so).
        magnify(name: "MagnificationGesture", deprecatedName: true, valueType: .number),
        rotate(name: "RotateGesture", deprecatedName: false, valueType: .rotate),
        rotate(name: "RotationGesture", deprecatedName: true, valueType: .angle),
    ]

    private static func magnify(name: String, deprecatedName: Bool, valueType: ValueType) -> Gesture {
        Gesture(name: name, labels: ["minimumScaleDelta"], valueType: valueType,
                read: { reader, values throws(Diagnostic) in
                    .magnify(minimumScaleDelta: try reader.number(values[0], default: GestureConstants.magnifyMinimumScaleDelta),
                             deprecatedName: deprecatedName)
                },
                arguments: { primitive in
                    guard case .magnify(let delta, _) = primitive else { return [] }
                    return argument("minimumScaleDelta", delta, default: GestureConstants.magnifyMinimumScaleDelta)
                })
    }

    private static func rotate(name: String, deprecatedName: Bool, valueType: ValueType) -> Gesture {
        Gesture(name: name, labels: ["minimumAngleDelta"], valueType: valueType,
                read: { reader, values throws(Diagnostic) in
                    let written = try values[0].map { (syntax) throws(Diagnostic) in try reader.angle(syntax) }
                    return .rotate(minimumAngleDelta: written ?? GestureExpression.WrittenAngle(value: 1, inDegrees: true),
                                   deprecatedName: deprecatedName)
                },
                arguments: { primitive in
                    guard case .rotate(let delta, _) = primitive, delta.angle != GestureConstants.rotateMinimumAngleDelta else { return [] }
                    return ["minimumAngleDelta: \(delta.description)"]
                })
    }

    package static func gesture(named name: String) -> Gesture? { gestures.first { $0.name == name } }

    package static var gestureNames: [String] { gestures.map(\.name) }

    /// A gesture modifier or combinator, as written after a gesture.
    package struct GestureModifier: Sendable {
        package let name: String
        /// How it is written, for help.
        package let spelling: String
        /// For combinators, the label of the other gesture.
        package let combinatorLabel: String?
    }

    package static let gestureModifiers: [GestureModifier] = [
        GestureModifier(name: "onChanged", spelling: ".onChanged { }", combinatorLabel: nil),
        GestureModifier(name: "onEnded", spelling: ".onEnded { }", combinatorLabel: nil),
        GestureModifier(name: "updating", spelling: ".updating($state) { }", combinatorLabel: nil),
        GestureModifier(name: "map", spelling: ".map(\\.keyPath)", combinatorLabel: nil),
        GestureModifier(name: "recorded", spelling: ".recorded(\"name\")", combinatorLabel: nil),
        GestureModifier(name: "simultaneously", spelling: ".simultaneously(with:)", combinatorLabel: "with"),
        GestureModifier(name: "sequenced", spelling: ".sequenced(before:)", combinatorLabel: "before"),
        GestureModifier(name: "exclusively", spelling: ".exclusively(before:)", combinatorLabel: "before"),
    ]

    package static var modifierNames: [String] { gestureModifiers.filter { $0.combinatorLabel == nil }.map(\.name) }
    package static var combinatorNames: [String] { gestureModifiers.filter { $0.combinatorLabel != nil }.map(\.name) }

    /// The GESTURES section of `--help`, from the entries.
    package static var helpText: String {
        var lines = packed(gestures.flatMap(\.signatures), width: 78)
        lines.append("modified with " + gestureModifiers.filter { $0.combinatorLabel == nil }.map(\.spelling).joined(separator: ", ") + ",")
        lines.append("combined with " + gestureModifiers.filter { $0.combinatorLabel != nil }.map(\.spelling).joined(separator: ", "))
        let spellings = viewModifiers.filter { !$0.name.hasPrefix("accessibility") }.map(\.spelling) + [".accessibility…(…) (actions run on a trace's a11y lines; the rest read by lint)"]
        lines += packed(["View modifiers in scenes:"] + spellings, width: 91, separator: " ")
        return lines.joined(separator: "\n")
    }

    /// Words packed greedily into lines of at most `width` characters.
    private static func packed(_ words: [String], width: Int, separator: String = "  ") -> [String] {
        var lines: [String] = []
        for word in words {
            if let last = lines.last, last.count + separator.count + word.count <= width {
                lines[lines.count - 1] = last + separator + word
            } else {
                lines.append(word)
            }
        }
        return lines
    }

    // MARK: - Spelling arguments

    private static func argument(_ label: String, _ value: Double, default defaultValue: Double) -> [String] {
        // `.infinity` is read as the largest finite distance (`SourceReader.distance`): said as written.
        value == defaultValue ? [] : ["\(label): \(value == .greatestFiniteMagnitude ? ".infinity" : NumberFormat.string(value))"]
    }

    /// A coordinate-space argument as Swift spells it; none for the default `.local`.
    static func argument(_ space: CoordinateSpace) -> [String] {
        switch space {
        case .local: []
        case .global: ["coordinateSpace: .global"]
        case .named(let name): ["coordinateSpace: .named(\(name.swiftLiteral))"]
        }
    }
}

extension GestureExpression.Primitive {
    /// The primitive's catalog entry.
    package var entry: Catalog.Gesture {
        let name = switch self {
        case .tap: "TapGesture"
        case .spatialTap: "SpatialTapGesture"
        case .longPress: "LongPressGesture"
        case .drag: "DragGesture"
        case .magnify(_, let deprecated): deprecated ? "MagnificationGesture" : "MagnifyGesture"
        case .rotate(_, let deprecated): deprecated ? "RotationGesture" : "RotateGesture"
        }
        // Cannot trap: the names above are the catalog's own entries.
        return Catalog.gesture(named: name)!
    }

    /// The arguments that differ from SwiftUI's defaults, as `label: value`.
    package var writtenArguments: [String] { entry.arguments(self) }
}
