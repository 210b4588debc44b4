import Recognizers
import TraceFormat

extension Catalog {
    /// A view modifier a scene's `modifiers` can use: how it is read after its name and what it
    /// does to the view. Adding one is an entry here and its case in `ModifierSpec.Kind`.
    package struct ViewModifier: Sendable {
        package let name: String
        /// How it is written, for help.
        package let spelling: String
        /// The labels of the arguments after the first, unlabeled one (the gesture modifiers'
        /// `including:`/`isEnabled:` alternatives), or of all of them, in Swift's order.
        package let labels: [String]
        /// The modifier from the tokens after its name (the name token is given for messages).
        let read: @Sendable (inout SourceReader, SourceToken) throws(Diagnostic) -> ModifierSpec.Kind
        let effect: Effect

        enum Effect: Sendable {
            /// Attaches a gesture, built with callbacks that write records; counts in the records'
            /// `modifier` index.
            case attachesGesture(@Sendable (RecordingBuilder, ModifierSpec.Kind) -> RecordingBuilder.Attachment)
            /// Changes the view it is written on.
            case changesView(@Sendable (SceneView, ModifierSpec.Kind) -> SceneView)
        }

        package var attachesGesture: Bool {
            if case .attachesGesture = effect { true } else { false }
        }
    }

    package static let viewModifiers: [ViewModifier] = [
        gestureModifier(name: "gesture", spelling: ".gesture(_:including:)", priority: .normal),
        gestureModifier(name: "highPriorityGesture", spelling: ".highPriorityGesture", priority: .high),
        gestureModifier(name: "simultaneousGesture", spelling: ".simultaneousGesture", priority: .simultaneous),
        ViewModifier(
            name: "onTapGesture", spelling: ".onTapGesture(count:coordinateSpace:perform:)",
            labels: ["count", "coordinateSpace", "perform"],
            read: { reader, name throws(Diagnostic) in
                let arguments = reader.current.text == "(" ? try reader.parseArguments() : []
                let values = try reader.bind(arguments, to: ["count", "coordinateSpace", "perform"], of: name.text)
                let count = try reader.integer(values[0], default: 1, minimum: 1)
                let space = try values[1].map { (tokens) throws(Diagnostic) in try reader.coordinateSpace(tokens) }
                if values[2] == nil { try reader.skipTrailingClosure(for: name) }
                return .onTapGesture(count: count, coordinateSpace: space)
            },
            effect: .attachesGesture { builder, kind in
                guard case .onTapGesture(let count, let space) = kind else { preconditionFailure() }
                // With a coordinate space, `perform` receives the location: SpatialTapGesture's.
                let primitive: GestureExpression.Primitive = space.map { .spatialTap(count: count, coordinateSpace: $0) }
                    ?? .tap(count: count)
                let site = builder.site(primitive.description, path: "")
                let recorder = builder.recorder
                let gesture = builder.observed(RecordingBuilder.gesture(for: primitive), site: site)
                    .onEnded { value in
                        if case .spatialTap(let tap) = value {
                            recorder.write(site, .perform, value: .point(tap.location))
                        } else {
                            recorder.write(site, .perform, value: nil)
                        }
                    }
                return .init(viewGesture: .gesture(gesture), sites: [site], callbackLabels: [CallbackKind.perform.rawValue])
            }),
        ViewModifier(
            name: "onLongPressGesture", spelling: ".onLongPressGesture(…)",
            labels: ["minimumDuration", "maximumDistance", "perform", "onPressingChanged"],
            read: { reader, name throws(Diagnostic) in
                let arguments = reader.current.text == "(" ? try reader.parseArguments() : []
                let values = try reader.bind(arguments, to: ["minimumDuration", "maximumDistance", "perform", "onPressingChanged"],
                                             of: name.text)
                let duration = try reader.number(values[0], default: GestureConstants.longPressMinimumDuration)
                let distance = try reader.number(values[1], default: GestureConstants.longPressMaximumDistance)
                var reportsPressing = values[3] != nil
                if values[2] == nil { try reader.skipTrailingClosure(for: name) }
                // The second trailing closure: `.onLongPressGesture { } onPressingChanged: { }`.
                if reader.current.text == "onPressingChanged", reader.peek(1).text == ":" {
                    reader.advance(); reader.advance()
                    guard reader.current.text == "{" else {
                        throw reader.error(at: reader.current, "expected a closure after 'onPressingChanged:'")
                    }
                    try reader.skipBalanced(open: "{", close: "}")
                    reportsPressing = true
                }
                return .onLongPressGesture(minimumDuration: duration, maximumDistance: distance, reportsPressing: reportsPressing)
            },
            effect: .attachesGesture { builder, kind in
                guard case .onLongPressGesture(let duration, let distance, let reportsPressing) = kind else { preconditionFailure() }
                let primitive = GestureExpression.Primitive.longPress(minimumDuration: duration, maximumDistance: distance)
                let site = builder.site(primitive.description, path: "")
                let recorder = builder.recorder
                let press = LongPressGesture(minimumDuration: duration, maximumDistance: distance)
                let observedPress = builder.explain
                    ? press._observingPhase { recorder.writePhase(site, $0) }.eraseToAnyGesture()
                    : press.eraseToAnyGesture()
                let gesture = ViewGesture._onLongPressGesture(
                    observedPress,
                    perform: { recorder.write(site, .perform, value: nil) },
                    onPressingChanged: reportsPressing ? { recorder.write(site, .onPressingChanged, value: .bool($0)) } : nil)
                return .init(viewGesture: gesture, sites: [site],
                             callbackLabels: [CallbackKind.perform.rawValue, CallbackKind.onPressingChanged.rawValue])
            }),
        ViewModifier(
            name: "coordinateSpace", spelling: ".coordinateSpace(name:)", labels: ["name"],
            read: { reader, _ throws(Diagnostic) in
                guard reader.current.text == "(" else {
                    throw reader.error(at: reader.current, "expected '(name: \"…\")' after 'coordinateSpace'")
                }
                reader.advance()
                var name: String?
                if reader.current.text == "name", reader.peek(1).text == ":", reader.peek(2).kind == .string, reader.peek(3).text == ")" {
                    name = reader.peek(2).text
                    for _ in 0..<3 { reader.advance() }
                } else if reader.current.text == ".", reader.peek(1).text == "named", reader.peek(2).text == "(",
                          reader.peek(3).kind == .string, reader.peek(4).text == ")", reader.peek(5).text == ")" {
                    name = reader.peek(3).text
                    for _ in 0..<5 { reader.advance() }
                }
                guard let name else {
                    throw reader.error(at: reader.current, "expected 'coordinateSpace(name: \"P\")' or 'coordinateSpace(.named(\"P\"))', found \(reader.describe(reader.current))")
                }
                reader.advance()
                return .coordinateSpace(name)
            },
            effect: .changesView { view, kind in
                guard case .coordinateSpace(let name) = kind else { preconditionFailure() }
                return view.coordinateSpace(name: name)
            }),
        ViewModifier(
            name: "disabled", spelling: ".disabled(_:)", labels: [],
            read: { reader, _ throws(Diagnostic) in
                guard reader.current.text == "(", reader.peek(1).text == "true" || reader.peek(1).text == "false",
                      reader.peek(2).text == ")" else {
                    throw reader.error(at: reader.current, "expected 'disabled(true)' or 'disabled(false)'")
                }
                reader.advance()
                let disabled = reader.current.text == "true"
                reader.advance(); reader.advance()
                return .disabled(disabled)
            },
            effect: .changesView { view, kind in
                guard case .disabled(let disabled) = kind else { preconditionFailure() }
                return view.disabled(disabled)
            }),
    ]

    /// `.gesture`, `.highPriorityGesture` and `.simultaneousGesture`: one gesture expression and
    /// an optional `including:` mask or `isEnabled:` flag.
    private static func gestureModifier(name: String, spelling: String, priority: ViewGesture.Priority) -> ViewModifier {
        let labels = ["including", "isEnabled"]
        return ViewModifier(
            name: name, spelling: spelling, labels: labels,
            read: { reader, nameToken throws(Diagnostic) in
                guard reader.current.text == "(" else { throw reader.error(at: reader.current, "expected '(' after '\(name)'") }
                reader.advance()
                let expression = try reader.parseExpression()
                var mask = GestureMask.all
                if reader.current.text == "," {
                    reader.advance()
                    let label = reader.current
                    guard reader.peek(1).text == ":" else {
                        throw reader.error(at: label, "expected 'including:' or 'isEnabled:', found \(reader.describe(label))")
                    }
                    reader.advance(); reader.advance()
                    switch label.text {
                    case "including":
                        mask = try reader.parseMask()
                    case "isEnabled":
                        guard reader.current.text == "true" || reader.current.text == "false" else {
                            throw reader.error(at: reader.current, "expected true or false for 'isEnabled:', found \(reader.describe(reader.current))")
                        }
                        // A disabled gesture still lets the view's subviews' gestures run.
                        mask = reader.current.text == "true" ? .all : .subviews
                        reader.advance()
                    default:
                        var message = "\(name)(_:) has no parameter '\(label.text)'"
                        if let suggestion = Suggestion.nearest(to: label.text, among: labels) {
                            message += "; did you mean '\(suggestion)'?"
                        }
                        throw reader.error(at: label, message)
                    }
                }
                guard reader.current.text == ")" else {
                    throw reader.error(at: reader.current, "expected ')' to close '\(name)(…)', found \(reader.describe(reader.current))")
                }
                reader.advance()
                return .gesture(expression, priority: priority, mask: mask)
            },
            effect: .attachesGesture { builder, kind in
                guard case .gesture(let expression, let priority, let mask) = kind else { preconditionFailure() }
                let gesture = builder.build(expression, path: "")
                let viewGesture: ViewGesture = switch priority {
                case .normal: .gesture(gesture, including: mask)
                case .high: .highPriorityGesture(gesture, including: mask)
                case .simultaneous: .simultaneousGesture(gesture, including: mask)
                }
                return .init(viewGesture: viewGesture, sites: builder.sites(of: expression, path: ""),
                             callbackLabels: builder.callbackLabels(of: expression))
            })
    }

    package static var viewModifierNames: [String] { viewModifiers.map(\.name) }

    package static func viewModifier(named name: String) -> ViewModifier? { viewModifiers.first { $0.name == name } }
}

extension ModifierSpec {
    /// The modifier's catalog entry.
    package var entry: Catalog.ViewModifier { Catalog.viewModifier(named: name)! }
}
