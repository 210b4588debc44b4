import Recognizers
import TraceFormat
import SwiftSource

/// What each modifier and primitive of the catalog attaches, with callbacks that write records:
/// exhaustive switches, so a new `ModifierSpec.Kind` or `GestureExpression.Primitive` case is a
/// compile error here until it is recorded. The catalog reads and spells; this builds.
extension RecordingBuilder {
    /// The view gesture for one parsed modifier; nil for modifiers that attach none.
    package func attachment(for spec: ModifierSpec) -> Attachment? {
        var attachment: Attachment
        switch spec.kind {
        case .gesture(let expression, let priority, let mask):
            let gesture = build(expression, path: "")
            let viewGesture: ViewGesture = switch priority {
            case .normal: .gesture(gesture, including: mask)
            case .high: .highPriorityGesture(gesture, including: mask)
            case .simultaneous: .simultaneousGesture(gesture, including: mask)
            }
            attachment = Attachment(viewGesture: viewGesture, sites: sites(of: expression, path: ""),
                                    callbackLabels: callbackLabels(of: expression))
        case .platformGesture(let platform):
            attachment = self.attachment(for: platform)
        case .onTapGesture(let count, let space, let perform):
            attachment = naming(spec.written).tapAttachment(count: count, coordinateSpace: space, perform: perform)
        case .onLongPressGesture(let duration, let distance, let reportsPressing, let perform, let pressing):
            attachment = naming(spec.written).longPressAttachment(minimumDuration: duration, maximumDistance: distance, reportsPressing: reportsPressing,
                                             perform: perform, onPressingChanged: pressing)
        case .hover(let hover):
            return hoverAttachment(hover)
        case .pencil(let pencil):
            return pencilAttachment(pencil)
        case .keyPress(let press):
            return keyPressAttachment(press)
        case .focus(let focus):
            return focus.binding == nil ? nil : focusAttachment(focus)
        case .accessibility(let accessibility):
            return accessibilityAttachment(accessibility)
        case .coordinateSpace, .disabled, .keyboardShortcut, .opaqueGesture, .contextMenu:
            return nil
        }
        // iOS 18 explanations name the other attached gesture as its records do.
        if let outermost = attachment.sites.first, let gesture = attachment.viewGesture {
            attachment.attached = .gesture(gesture.labeled(outermost.gesture))
        }
        return attachment
    }

    /// `.onTapGesture`: a TapGesture, or with a coordinate space a SpatialTapGesture whose
    /// `perform` receives the location.
    private func tapAttachment(count: Int, coordinateSpace space: CoordinateSpace?, perform: CallbackBody?) -> Attachment {
        let primitive: GestureExpression.Primitive = space.map { .spatialTap(count: count, coordinateSpace: $0) } ?? .tap(count: count)
        let site = site(primitive.description, path: "")
        let recorder = self.recorder
        let effects = effects(perform)
        let gesture = observed(Self.gesture(for: primitive), site: site)
            .onEnded { value in
                if case .spatialTap(let tap) = value {
                    recorder.write(site, .perform, value: .point(tap.location))
                    effects?(.point(tap.location))
                } else {
                    recorder.write(site, .perform, value: nil)
                    effects?(nil)
                }
            }
        return Attachment(viewGesture: .gesture(gesture), sites: [site], callbackLabels: [CallbackKind.perform.rawValue])
    }

    /// `.onHover` and `.onContinuousHover`: an `action` record at each callback, with
    /// `true`/`false`, or `{"phase": "active", "location": P}` / `{"phase": "ended"}`
    /// (docs/output-format.md#values).
    private func hoverAttachment(_ hover: HoverModifier) -> Attachment {
        let site = site(hover.spelling, path: "")
        let recorder = self.recorder
        let effects = effects(hover.perform)
        let handler: HoverHandler
        if hover.continuous {
            handler = HoverHandler(.continuous(hover.coordinateSpace, { phase in
                let value: ReplayValue = switch phase {
                case .active(let location): .fields(keys: ["phase", "location"], values: [.text("active"), .point(location)])
                case .ended: .fields(keys: ["phase"], values: [.text("ended")])
                }
                recorder.write(site, .action, value: value)
                effects?(value)
            }))
        } else {
            handler = HoverHandler(.hover({ hovering in
                recorder.write(site, .action, value: .bool(hovering))
                effects?(.bool(hovering))
            }))
        }
        return Attachment(.hover(handler), sites: [site], callbackLabels: [CallbackKind.action.rawValue])
    }

    /// `.onPencilSqueeze` and `.onPencilDoubleTap`: an `action` record at each callback, with
    /// `{"phase": "active"/"ended", "hoverPose": …}` / `{"phase": "failed"}`, or
    /// `{"hoverPose": …}` (docs/output-format.md#values).
    private func pencilAttachment(_ pencil: PencilModifier) -> Attachment {
        let site = site(pencil.spelling, path: "")
        let recorder = self.recorder
        let effects = effects(pencil.perform)
        let handler: PencilHandler
        if pencil.doubleTap {
            handler = PencilHandler(.doubleTap({ value in
                let record = ReplayValue.fields(keys: ["hoverPose"], values: [Self.value(of: value.hoverPose)])
                recorder.write(site, .action, value: record)
                effects?(record)
            }))
        } else {
            handler = PencilHandler(.squeeze({ phase in
                let record: ReplayValue = switch phase {
                case .active(let value): .fields(keys: ["phase", "hoverPose"], values: [.text("active"), Self.value(of: value.hoverPose)])
                case .ended(let value): .fields(keys: ["phase", "hoverPose"], values: [.text("ended"), Self.value(of: value.hoverPose)])
                case .failed: .fields(keys: ["phase"], values: [.text("failed")])
                }
                recorder.write(site, .action, value: record)
                effects?(record)
            }))
        }
        return Attachment(.pencil(handler), sites: [site], callbackLabels: [CallbackKind.action.rawValue])
    }

    /// `.onKeyPress`: an `action` record at each key it takes, with `{"key", "characters",
    /// "modifiers", "phase", "result"}` (docs/output-format.md#values). The result is the closure's
    /// literal, the one its `return` reached, or `.handled` assumed (docs/semantics.md#keys-focus-and-assistive-technologies).
    private func keyPressAttachment(_ press: KeyPressModifier) -> Attachment {
        let site = site(press.spelling, path: "")
        let recorder = self.recorder
        let state = self.state
        let perform = press.perform
        let keys: KeyPressHandler.Keys = switch press.keys {
        case .any: .any
        case .keys(let keys): .keys(Set(keys.map(KeyEquivalent.init)))
        case .characters(_, let test): .characters(test)
        }
        let fixed = press.result
        let handler = KeyPressHandler(keys: keys, phases: press.phases) { event in
            var returned: String?
            if let state, let perform {
                let value = MappedValue.keyPress(key: event.key.character, characters: event.characters,
                                                 modifiers: ModifierKeys(rawValue: event.modifiers.rawValue).names, phase: event.phase.name)
                returned = StateEffects.run(perform, value: .mapped(value), state: state)
            }
            let result: KeyPress.Result
            let written: String
            switch fixed {
            case .always(let always): (result, written) = (always, always.rawValue)
            case .reached:
                // A path that returns neither (a switch the replay cannot evaluate) is taken as handled.
                let reached = returned.flatMap(KeyPress.Result.init(rawValue:))
                (result, written) = (reached ?? .handled, reached?.rawValue ?? "assumed-handled")
            case .assumedHandled: (result, written) = (.handled, "assumed-handled")
            }
            recorder.write(site, .action, value: Self.value(of: event, result: written))
            return result
        }
        return Attachment(.keyPress(handler), sites: [site], callbackLabels: [CallbackKind.action.rawValue])
    }

    /// A key press as records carry it.
    static func value(of press: KeyPress, result: String) -> ReplayValue {
        .fields(keys: ["key", "characters", "modifiers", "phase", "result"],
                values: [.text(KeyNames.name(of: press.key.character)), .text(press.characters),
                         .list(ModifierKeys(rawValue: press.modifiers.rawValue).names.map(ReplayValue.text)),
                         .text(press.phase.name), .text(result)])
    }

    /// `.focused($f)`: a `focus` record as the view gains (`true`) or loses focus, and the
    /// `@FocusState` property set as SwiftUI sets it.
    private func focusAttachment(_ focus: FocusModifier) -> Attachment {
        let site = site(focus.spelling, path: "")
        let recorder = self.recorder
        let state = self.state
        let handler = FocusHandler(focusable: nil, onChange: { gained in
            recorder.write(site, .focus, value: .bool(gained))
            if let state { StateEffects.focusChanged(focus, gained: gained, state: state) }
        }, wanted: state.map { state in { StateEffects.focusWanted(focus, state: state) } })
        return Attachment(.focus(handler), sites: [site], callbackLabels: [CallbackKind.focus.rawValue])
    }

    /// `.accessibilityAction`, `.accessibilityAdjustableAction`, `.accessibilityScrollAction`: a
    /// record when an assistive technology runs it, `{"kind"}` or `{"name"}`, the direction or the
    /// edge (docs/output-format.md#values); the closure's statements run as a gesture's do.
    private func accessibilityAttachment(_ accessibility: AccessibilityModifier) -> Attachment? {
        guard let spelling = accessibility.spelling else { return nil }
        let site = site(spelling, path: "")
        let recorder = self.recorder
        let handler: AccessibilityHandler
        let callback: CallbackKind
        switch accessibility {
        case .action(let kind, let perform):
            let effects = effects(perform)
            let value: ReplayValue = if case .named(let name) = kind { .fields(keys: ["name"], values: [.text(name)]) }
                else { .fields(keys: ["kind"], values: [.text(kind.name)]) }
            callback = .accessibilityAction
            handler = AccessibilityHandler(.action(kind, { recorder.write(site, callback, value: value); effects?(nil) }))
        case .adjustableAction(let perform):
            let effects = effects(perform)
            callback = .accessibilityAdjustableAction
            handler = AccessibilityHandler(.adjustable({ direction in
                recorder.write(site, callback, value: .text(direction.rawValue))
                effects?(.mapped(.symbol(direction.rawValue)))
            }))
        case .scrollAction(let perform):
            let effects = effects(perform)
            callback = .accessibilityScrollAction
            handler = AccessibilityHandler(.scroll({ edge in
                recorder.write(site, callback, value: .text(edge.rawValue))
                effects?(.mapped(.symbol(edge.rawValue)))
            }))
        default: return nil
        }
        return Attachment(.accessibility(handler), sites: [site], callbackLabels: [callback.rawValue])
    }

    /// A Pencil's hover pose as records carry it; `null` when there is none.
    private static func value(of pose: PencilHoverPose?) -> ReplayValue {
        guard let pose else { return .void }
        return .fields(keys: ["location", "anchor", "zDistance", "altitude", "azimuth", "roll"],
                       values: [.point(pose.location), .unitPoint(pose.anchor), .number(pose.zDistance),
                                .angle(pose.altitude), .angle(pose.azimuth), .angle(pose.roll)])
    }

    /// `.onLongPressGesture`: SwiftUI's own modifier, whose `perform` and `onPressingChanged`
    /// are not a gesture's callbacks.
    private func longPressAttachment(minimumDuration duration: Double, maximumDistance distance: Double, reportsPressing: Bool,
                                     perform: CallbackBody?, onPressingChanged pressing: CallbackBody?) -> Attachment {
        let performEffects = effects(perform), pressingEffects = effects(pressing)
        let primitive = GestureExpression.Primitive.longPress(minimumDuration: duration, maximumDistance: distance)
        let site = site(primitive.description, path: "")
        let recorder = self.recorder
        let press = LongPressGesture(minimumDuration: duration, maximumDistance: distance)
        let observedPress = explain
            ? press._observingPhase { recorder.writePhase(site, $0) }.eraseToAnyGesture()
            : press.eraseToAnyGesture()
        let gesture = ViewGesture._onLongPressGesture(
            observedPress,
            perform: { recorder.write(site, .perform, value: nil); performEffects?(nil) },
            onPressingChanged: reportsPressing ? { recorder.write(site, .onPressingChanged, value: .bool($0)); pressingEffects?(.bool($0)) } : nil)
        return Attachment(viewGesture: gesture, sites: [site],
                          callbackLabels: [CallbackKind.perform.rawValue, CallbackKind.onPressingChanged.rawValue])
    }

    /// The real gesture for a primitive, its value as the records carry it.
    package static func gesture(for primitive: GestureExpression.Primitive) -> AnyGesture<ReplayValue> {
        switch primitive {
        case .tap(let count):
            TapGesture(count: count).map { ReplayValue.void }.eraseToAnyGesture()
        case .spatialTap(let count, let space):
            SpatialTapGesture(count: count, coordinateSpace: space).map { ReplayValue.spatialTap($0) }.eraseToAnyGesture()
        case .longPress(let duration, let distance):
            LongPressGesture(minimumDuration: duration, maximumDistance: distance).map { ReplayValue.bool($0) }.eraseToAnyGesture()
        case .drag(let distance, let space):
            DragGesture(minimumDistance: distance, coordinateSpace: space).map { ReplayValue.drag($0) }.eraseToAnyGesture()
        // MagnificationGesture and RotationGesture are MagnifyGesture's and RotateGesture's
        // recognizers with only the magnification or the angle as their value; building them
        // so keeps the tool free of deprecated calls.
        case .magnify(let delta, let deprecatedName):
            deprecatedName ? MagnifyGesture(minimumScaleDelta: delta).map { ReplayValue.number($0.magnification) }.eraseToAnyGesture()
                : MagnifyGesture(minimumScaleDelta: delta).map { ReplayValue.magnify($0) }.eraseToAnyGesture()
        case .rotate(let delta, let deprecatedName):
            deprecatedName ? RotateGesture(minimumAngleDelta: delta.angle).map { ReplayValue.angle($0.rotation) }.eraseToAnyGesture()
                : RotateGesture(minimumAngleDelta: delta.angle).map { ReplayValue.rotate($0) }.eraseToAnyGesture()
        }
    }
}
