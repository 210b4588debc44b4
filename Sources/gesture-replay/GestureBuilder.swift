import Recognizers

/// Turns a parsed expression into a real gesture of the Recognizers library — the same types a
/// Swift user writes — whose callbacks write records instead of running app code.
struct GestureBuilder {
    let writer: RecordWriter
    let view: String
    let modifier: Int

    /// The `.gesture(expression)` modifier for the view.
    func viewGesture(for expression: GestureExpression) -> ViewGesture {
        .gesture(build(expression))
    }

    /// Every place a record can come from, for aligning text columns.
    func sites(of expression: GestureExpression) -> [CallbackSite] {
        [site(expression)]
    }

    /// Every callback column a record from `expression` can show.
    func callbackLabels(of expression: GestureExpression) -> [String] {
        switch expression {
        case .primitive: []
        case .onChanged(let base): callbackLabels(of: base) + [CallbackKind.onChanged.rawValue]
        case .onEnded(let base): callbackLabels(of: base) + [CallbackKind.onEnded.rawValue]
        case .map(let base, _, _): callbackLabels(of: base)
        case .updating(let base, let state):
            callbackLabels(of: base) + [RecordWriter.callbackColumn(.updating, state: state),
                                        RecordWriter.callbackColumn(.reset, state: state)]
        }
    }

    private func site(_ expression: GestureExpression) -> CallbackSite {
        CallbackSite(view: view, modifier: modifier, path: "", gesture: expression.description)
    }

    private func build(_ expression: GestureExpression) -> AnyGesture<ReplayValue> {
        let writer = self.writer
        switch expression {
        case .primitive(let primitive):
            return Self.gesture(for: primitive)
        case .onChanged(let base):
            let site = site(base)
            return build(base).onChanged { writer.write(site, .onChanged, value: $0) }.eraseToAnyGesture()
        case .onEnded(let base):
            let site = site(base)
            return build(base).onEnded { writer.write(site, .onEnded, value: $0) }.eraseToAnyGesture()
        case .updating(let base, let name):
            let site = site(base)
            let state = GestureState(wrappedValue: 0, reset: { _, _ in writer.write(site, .reset, state: name, value: nil) })
            return build(base).updating(state) { value, _, _ in
                writer.write(site, .updating, state: name, value: value)
            }.eraseToAnyGesture()
        case .map(let base, let keyPath, _):
            return build(base).map { value in keyPath.reduce(value) { $0.member($1) } }.eraseToAnyGesture()
        }
    }

    static func gesture(for primitive: GestureExpression.Primitive) -> AnyGesture<ReplayValue> {
        switch primitive {
        case .tap(let count):
            return TapGesture(count: count).map { ReplayValue.void }.eraseToAnyGesture()
        case .spatialTap(let count, let space):
            return SpatialTapGesture(count: count, coordinateSpace: space).map { ReplayValue.spatialTap($0) }.eraseToAnyGesture()
        case .longPress(let duration, let distance):
            return LongPressGesture(minimumDuration: duration, maximumDistance: distance).map { ReplayValue.bool($0) }.eraseToAnyGesture()
        case .drag(let distance, let space):
            return DragGesture(minimumDistance: distance, coordinateSpace: space).map { ReplayValue.drag($0) }.eraseToAnyGesture()
        case .magnify(let delta, let deprecatedName):
            // MagnificationGesture is MagnifyGesture's recognizer with only the magnification as
            // its value; building it from MagnifyGesture keeps the CLI free of deprecated calls.
            let gesture = MagnifyGesture(minimumScaleDelta: delta)
            return deprecatedName ? gesture.map { ReplayValue.number($0.magnification) }.eraseToAnyGesture()
                : gesture.map { ReplayValue.magnify($0) }.eraseToAnyGesture()
        case .rotate(let delta, let deprecatedName):
            let gesture = RotateGesture(minimumAngleDelta: delta.angle)
            return deprecatedName ? gesture.map { ReplayValue.angle($0.rotation) }.eraseToAnyGesture()
                : gesture.map { ReplayValue.rotate($0) }.eraseToAnyGesture()
        }
    }
}
