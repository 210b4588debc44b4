import Recognizers
import TraceFormat

/// Reads a view's modifier chain — `.onTapGesture { … }.gesture(DragGesture(), including: .gesture)`
/// — into `ModifierSpec`s.
extension SourceReader {
    mutating func parseModifier() throws(Diagnostic) -> ModifierSpec {
        guard current.text == ".", current.kind == .punctuation else {
            throw error(at: current, "expected a modifier such as '.onTapGesture { }', found \(describe(current))")
        }
        let nameToken = try parseMemberName()
        switch nameToken.text {
        case "gesture", "highPriorityGesture", "simultaneousGesture":
            guard current.text == "(" else { throw error(at: current, "expected '(' after '\(nameToken.text)'") }
            advance()
            let expression = try parseExpression()
            var mask = GestureMask.all
            if current.text == "," {
                advance()
                let label = current
                guard peek(1).text == ":" else { throw error(at: label, "expected 'including:' or 'isEnabled:', found \(describe(label))") }
                advance(); advance()
                switch label.text {
                case "including":
                    mask = try parseMask()
                case "isEnabled":
                    guard current.text == "true" || current.text == "false" else {
                        throw error(at: current, "expected true or false for 'isEnabled:', found \(describe(current))")
                    }
                    mask = current.text == "true" ? .all : .subviews
                    advance()
                default:
                    var message = "\(nameToken.text)(_:) has no parameter '\(label.text)'"
                    if let suggestion = Suggestion.nearest(to: label.text, among: Catalog.viewModifier(named: nameToken.text)!.labels) {
                        message += "; did you mean '\(suggestion)'?"
                    }
                    throw error(at: label, message)
                }
            }
            guard current.text == ")" else { throw error(at: current, "expected ')' to close '\(nameToken.text)(…)', found \(describe(current))") }
            advance()
            let priority: ViewGesture.Priority = switch nameToken.text {
            case "highPriorityGesture": .high
            case "simultaneousGesture": .simultaneous
            default: .normal
            }
            return ModifierSpec(kind: .gesture(expression, priority: priority, mask: mask), name: nameToken.text)
        case "onTapGesture":
            let arguments = current.text == "(" ? try parseArguments() : []
            let values = try bind(arguments, to: Catalog.viewModifier(named: "onTapGesture")!.labels, of: "onTapGesture")
            let count = try integer(values[0], default: 1, minimum: 1)
            let space = try values[1].map { (tokens) throws(Diagnostic) in try coordinateSpace(tokens) }
            if values[2] == nil { try skipTrailingClosure(for: nameToken) }
            return ModifierSpec(kind: .onTapGesture(count: count, coordinateSpace: space), name: nameToken.text)
        case "onLongPressGesture":
            let arguments = current.text == "(" ? try parseArguments() : []
            let values = try bind(arguments, to: Catalog.viewModifier(named: "onLongPressGesture")!.labels,
                                  of: "onLongPressGesture")
            let duration = try number(values[0], default: GestureConstants.longPressMinimumDuration)
            let distance = try number(values[1], default: GestureConstants.longPressMaximumDistance)
            var hasPressing = values[3] != nil
            if values[2] == nil { try skipTrailingClosure(for: nameToken) }
            if current.text == "onPressingChanged", peek(1).text == ":" {
                advance(); advance()
                guard current.text == "{" else { throw error(at: current, "expected a closure after 'onPressingChanged:'") }
                try skipBalanced(open: "{", close: "}")
                hasPressing = true
            }
            return ModifierSpec(kind: .onLongPressGesture(minimumDuration: duration, maximumDistance: distance,
                                                          reportsPressing: hasPressing), name: nameToken.text)
        case "coordinateSpace":
            guard current.text == "(" else { throw error(at: current, "expected '(name: \"…\")' after 'coordinateSpace'") }
            advance()
            var name: String?
            if current.text == "name", peek(1).text == ":", peek(2).kind == .string, peek(3).text == ")" {
                name = peek(2).text
                advance(); advance(); advance()
            } else if current.text == ".", peek(1).text == "named", peek(2).text == "(", peek(3).kind == .string,
                      peek(4).text == ")", peek(5).text == ")" {
                name = peek(3).text
                advance(); advance(); advance(); advance(); advance()
            }
            guard let name else {
                throw error(at: current, "expected 'coordinateSpace(name: \"P\")' or 'coordinateSpace(.named(\"P\"))', found \(describe(current))")
            }
            advance()
            return ModifierSpec(kind: .coordinateSpace(name), name: nameToken.text)
        case "disabled":
            guard current.text == "(", peek(1).text == "true" || peek(1).text == "false", peek(2).text == ")" else {
                throw error(at: current, "expected 'disabled(true)' or 'disabled(false)'")
            }
            advance()
            let disabled = current.text == "true"
            advance(); advance()
            return ModifierSpec(kind: .disabled(disabled), name: nameToken.text)
        default:
            var message = "unknown view modifier '\(nameToken.text)'"
            if let suggestion = Suggestion.nearest(to: nameToken.text, among: Catalog.viewModifierNames) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; expected one of " + Catalog.viewModifierNames.map { "." + $0 }.joined(separator: ", ")
            }
            throw error(at: nameToken, message)
        }
    }

    mutating func parseMask() throws(Diagnostic) -> GestureMask {
        let start = current
        var names: [String] = []
        if current.text == "[" {
            advance()
            while current.text != "]" {
                guard current.text == ".", peek(1).kind == .identifier else {
                    throw error(at: current, "expected a GestureMask such as .subviews, found \(describe(current))")
                }
                names.append(peek(1).text)
                advance(); advance()
                if current.text == "," { advance() }
            }
            advance()
        } else {
            guard current.text == ".", peek(1).kind == .identifier else {
                throw error(at: current, "expected a GestureMask (.all, .gesture, .subviews or .none), found \(describe(current))")
            }
            names.append(peek(1).text)
            advance(); advance()
        }
        var mask = GestureMask.none
        for name in names {
            switch name {
            case "all": mask.formUnion(.all)
            case "gesture": mask.formUnion(.gesture)
            case "subviews": mask.formUnion(.subviews)
            case "none": break
            default:
                var message = "unknown GestureMask '.\(name)'; expected .all, .gesture, .subviews or .none"
                if let suggestion = Suggestion.nearest(to: name, among: ["all", "gesture", "subviews", "none"]) {
                    message += " (did you mean '.\(suggestion)'?)"
                }
                throw error(at: start, message)
            }
        }
        return mask
    }

    mutating func skipTrailingClosure(for name: SourceToken) throws(Diagnostic) {
        guard current.text == "{" else {
            throw error(at: current, "expected the 'perform' closure after '\(name.text)', such as '\(name.text) { }'")
        }
        try skipBalanced(open: "{", close: "}")
    }
}
