import Recognizers
import TraceFormat

/// `Slider(value: $value, in: 0...100)`: a track as wide as offered; in JSON `"control":
/// "Slider"` with its value and range.
enum SliderDefinition: ControlDefinition {
    static let name = "Slider"
    static let isActedOn = true
    static let isSystemSized = true
    static let keys = ["value", "range", "step", "disabled"]

    static func control(_ keys: ControlKeyReader, at position: SourcePosition) throws(Diagnostic) -> Control {
        let range = try keys.pair("range") ?? (0, 1)
        guard range.0 < range.1 else {
            // Cannot trap: the default (0, 1) passes the check above, so a failing range was written.
            throw Diagnostic(file: keys.file, position: keys.values["range"]!.position, message: "a Slider's \"range\" is [lower, upper] with lower < upper")
        }
        let value = try keys.number("value") ?? range.0
        let step = try keys.number("step")
        if let step, !(step > 0 && step.isFinite) {
            // Cannot trap: `step` was read from this key.
            throw Diagnostic(file: keys.file, position: keys.values["step"]!.position, message: "a Slider's \"step\" is a finite number more than 0")
        }
        return .slider(value: value, range: range.0...range.1, step: step)
    }

    static let swiftTypes = ["Slider"]

    /// Its value from its binding's initial state; its range from `in:`, whose bounds are all
    /// it needs however many whole numbers lie between.
    static func read(_ call: ViewCall, with reader: ViewReader) throws(Diagnostic) -> ViewNode {
        var value = 0.0
        if let binding = call.values["value"], case .binding(let name) = binding.base, let bound = call.scope.lookup(name.text)?.asNumber { value = bound }
        var range: ClosedRange<Double> = 0...1
        if let syntax = call.values["in"] {
            var bounds: (Double?, Double?)
            switch try reader.reader.valueParser.value(of: syntax) {
            case .binary(let lowSyntax, "...", _, let highSyntax):
                bounds = (try reader.reader.evaluator.evaluate(lowSyntax, in: call.scope).asNumber, try reader.reader.evaluator.evaluate(highSyntax, in: call.scope).asNumber)
            case let value:
                if case .array(let elements) = try reader.reader.evaluator.evaluate(value, in: call.scope) { bounds = (elements.first?.asNumber, elements.last?.asNumber) }
            }
            if let low = bounds.0, let high = bounds.1, low < high { range = low...high }
        }
        var step: Double?
        if let syntax = call.values["step"] {
            step = (try? reader.reader.evaluator.evaluate(try reader.reader.valueParser.value(of: syntax), in: call.scope))?.asNumber.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
            if step == nil {
                reader.reader.warn(at: syntax.firstToken, "cannot evaluate the Slider's step \(reader.reader.describe(syntax)) to a number above 0; it is taken as continuous")
            }
        }
        return call.node(.control(ControlNode(control: .slider(value: value, range: range, step: step), definition: self)))
    }
}
