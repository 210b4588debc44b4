@testable import ReplayKit
import Testing
import TestSupport
@testable import SwiftSource

@Suite("Syntax: tokens into expressions with positions, before any reader gives them meaning")
struct SyntaxTests {
    private func parse(_ text: String) throws(Diagnostic) -> (SourceReader, ExpressionSyntax, SourceToken) {
        let reader = try SourceReader(SourceText(text, origin: "test"))
        var parser = reader.syntaxParser()
        let syntax = try parser.expression()
        return (reader, syntax, parser.current)
    }

    /// The postfixes as a compact string: `.name`, `(label:,_)`, `{a,b}`, `label:{}`.
    private func shape(_ syntax: ExpressionSyntax) -> String {
        syntax.postfixes.map { postfix in
            switch postfix {
            case .member(_, let name): "." + name.text
            case .call(let list): "(" + list.arguments.map { ($0.label?.text ?? "_") + ":" }.joined(separator: ",") + ")"
            case .unwrap(let mark): mark.text
            case .subscript(let list): "[" + list.arguments.map { ($0.label?.text ?? "_") + ":" }.joined(separator: ",") + "]"
            case .trailingClosure(let label, let closure):
                (label.map { $0.text + ":" } ?? "") + "{" + closure.parameters.map(\.text).joined(separator: ",") + "}"
            }
        }.joined()
    }

    @Test("a subscript is a postfix only when '[' touches what it subscripts; after a space it starts an array")
    func subscripts() throws {
        #expect(shape(try parse("sizes[index].width").1) == "[_:].width")
        #expect(shape(try parse("grid[row][column]").1) == "[_:][_:]")
        let (_, syntax, next) = try parse("items [0]")
        #expect(shape(syntax) == "")
        #expect(next.text == "[")
    }

    @Test("a gesture chain is a name and its postfixes, each with where it starts")
    func chain() throws {
        let (reader, syntax, next) = try parse("DragGesture(minimumDistance: 5)\n  .onChanged { value in }\n  .updating($offset) { value, state, _ in }")
        guard case .name(let name) = syntax.base else { Issue.record("base is not a name"); return }
        #expect(name.text == "DragGesture")
        #expect(shape(syntax) == "(minimumDistance:).onChanged{value}.updating(_:){value,state,_}")
        #expect(next.kind == .end)
        #expect(syntax.range == 0..<reader.tokens.count - 1)
        #expect(reader.source.diagnostic(offset: syntax.postfixes[3].firstToken.offset, length: 1, "").position == SourcePosition(line: 3, column: 3))
    }

    @Test("a modifier chain starts at an implicit member; a labeled closure follows a first trailing closure")
    func modifierChain() throws {
        let (_, syntax, _) = try parse(".onLongPressGesture(minimumDuration: 1) { } onPressingChanged: { pressing in }.disabled(true)")
        guard case .implicitMember(_, let name) = syntax.base else { Issue.record("base is not an implicit member"); return }
        #expect(name.text == "onLongPressGesture")
        #expect(shape(syntax) == "(minimumDuration:){}onPressingChanged:{pressing}.disabled(_:)")
    }

    @Test("argument values are expressions: negative numbers, key paths, arrays, nested calls")
    func values() throws {
        let (reader, syntax, _) = try parse("f(a: -2, b: \\DragGesture.Value.translation, c: [.gesture, .subviews], d: .named(\"x\"))")
        guard case .call(let list) = syntax.postfixes[0] else { Issue.record("no call"); return }
        guard case .negated(_, let literal) = list.arguments[0].value.base else { Issue.record("a"); return }
        #expect(literal.text == "2")
        guard case .keyPath(_, let components, let rooted) = list.arguments[1].value.base else { Issue.record("b"); return }
        #expect(components.map(\.text) == ["DragGesture", "Value", "translation"])
        #expect(rooted)
        guard case .array(_, let elements, _) = list.arguments[2].value.base else { Issue.record("c"); return }
        #expect(elements.count == 2)
        #expect(reader.describe(list.arguments[3].value) == "'.named(\"x\")'")
    }

    @Test("what apps pass that only the value reader reads: an element with operators, a range with no lower bound, a function named with its labels, a $binding parameter")
    func valuesForTheValueReader() throws {
        let (_, processors, after) = try parse("image.processors([size == nil ? .resize(size: s) : size!, .blur])")
        #expect(shape(processors) == ".processors(_:)")
        #expect(after.kind == .end)
        guard case .call(let list) = processors.postfixes[1], case .array(_, let elements, _) = list.arguments[0].value.base else {
            Issue.record("expected an array argument")
            return
        }
        #expect(elements.count == 2)
        if case .unevaluated = elements[0].base {} else { Issue.record("the element with operators is left to the value reader") }
        #expect(shape(try parse("Array(items[..<count])").1) == "(_:)")
        #expect(shape(try parse("Row(handleAction: handleAction(action:))").1) == "(handleAction:)")
        #expect(shape(try parse("names.sorted(by: <)").1) == ".sorted(by:)")
        #expect(shape(try parse("values.reduce(0, +)").1) == ".reduce(_:,_:)")
        let (_, rows, _) = try parse("ForEach($fields) { $field in Text(field) }")
        #expect(shape(rows) == "(_:){field}")
    }

    @Test("a closure's body is a token range, parsed only when a reader asks")
    func closureBody() throws {
        let (reader, syntax, _) = try parse("x.map { v in v.translation.width }.map { $0 * 2 }")
        guard case .trailingClosure(_, let first) = syntax.postfixes[1], case .trailingClosure(_, let second) = syntax.postfixes[3] else {
            Issue.record("no closures"); return
        }
        #expect(first.parameters.map(\.text) == ["v"])
        let body = try #require(SyntaxParser.expression(inBodyOf: first, in: reader))
        #expect(reader.describe(body) == "'v.translation.width'")
        #expect(SyntaxParser.expression(inBodyOf: second, in: reader) == nil)
    }

    @Test("a token that starts no expression is a missing base for the reader to name; the parser stops before it")
    func missing() throws {
        let (_, syntax, next) = try parse(")")
        #expect(syntax.isMissing)
        #expect(syntax.firstToken.text == ")")
        let (_, call, after) = try parse("TapGesture() TapGesture()")
        #expect(shape(call) == "()")
        #expect(after.text == "TapGesture")
        #expect(next.text == ")")
    }

    @Test("malformed structure is the parser's error, located at the bracket or token", arguments: [
        ("TapGesture(count: 2", "test:1:11: error: '(' is never closed; expected a matching ')'"),
        ("f(a: 1 2]", "test:1:9: error: unexpected ']' in the argument list"),
        ("f(a: )", "test:1:6: error: expected a value for 'a'"),
        ("f([.all 2])", "test:1:9: error: expected ',' or ']' in the array, found '2'"),
        ("f(x: \\.)", "test:1:8: error: expected a member name after '.'"),
    ] as [(String, String)])
    func errors(text: String, expected: String) {
        do {
            _ = try parse(text)
            Issue.record("parsed")
        } catch {
            #expect(error.description.split(separator: "\n").first.map(String.init) == expected)
        }
    }

    @Test("nesting stops at the limit before the stack does")
    func depth() {
        let text = String(repeating: "f(x: ", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        do {
            _ = try parse(text)
            Issue.record("parsed")
        } catch {
            #expect(error.message.hasPrefix("the source is nested more than 128 levels deep"))
            #expect(error.position == SourcePosition(line: 1, column: 5 * 128 + 1))
        }
    }
}
