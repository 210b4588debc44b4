import Testing
@testable import SwiftSource

/// A callback's body is read into statements once, at load; a replay only evaluates them.
@Suite("CallbackProgram: a callback's statements, read at load")
struct CallbackProgramTests {
    private func program(_ body: String) throws -> CallbackProgram {
        let expression = try ExpressionParser.parse("DragGesture().onEnded { value in\n\(body)\n}", origin: "test")
        guard case .onEnded(_, let callback?) = expression else {
            Issue.record("no callback read")
            throw CancellationError()
        }
        return try #require(callback.program)
    }

    /// The statements execution meets from the body's start, taking each assignment as evaluated.
    private func walk(_ program: CallbackProgram) -> [String] {
        var kinds: [String] = []
        let body = program.closure.body
        var position = body.lowerBound
        while position < body.upperBound {
            switch program.statement(at: position, limit: body.upperBound) {
            case .skip(let next): kinds.append("skip"); position = next
            case .block(_, let next): kinds.append("block"); position = next
            case .exit: kinds.append("return"); position = body.upperBound
            case .branch(let arms, let otherwise, let next):
                kinds.append(arms == nil ? "branch?" : (arms!.count > 1 ? "if×\(arms!.count)" : "if") + (otherwise == nil ? "" : "-else")); position = next
            case .guard(let conditions, _, let next): kinds.append(conditions == nil ? "guard?" : "guard"); position = next
            case .switch(_, let cases, let next): kinds.append(cases.map { "switch \($0.count)" } ?? "switch?"); position = next
            case .brokenBranch: kinds.append("broken"); position = body.upperBound
            case .assignment(let assignment?, _): kinds.append("\(assignment.target.text) \(assignment.op)"); position = assignment.next
            case .assignment(nil, let failureNext): kinds.append("not an assignment"); position = failureNext
            }
        }
        return kinds
    }

    @Test("assignments, logging, if/else, withAnimation and anything else, in order")
    func statements() throws {
        let read = try program("""
            offset = value.translation
            print(value)
            if flag { x = 1 } else { y = 2 }
            withAnimation(.spring()) { z = 3 }
            self.total += value.translation.width; position.width -= 1
            if ready { go() }
            save(value)
            """)
        #expect(walk(read) == ["offset =", "skip", "if-else", "block", "total +=", "skip", "position -=", "if", "not an assignment"])
    }

    @Test("guard, if let, if case, else if, switch with patterns, toggle() and return are statements; a case with 'where' is read with its clause")
    func controlFlow() throws {
        let read = try program("""
            guard value.translation.width > 0, let last = previous else { return }
            if let saved { x = saved } else if y > 2 { y = 0 } else { y = 1 }
            switch mode {
            case 0, 1: x = 1
            case 2..<5:
                x = 2
                y = 3
            default: break
            }
            switch state { case .dragging(let t): x = t
            case .pressing where y > 1: x = 2
            default: break }
            isOn.toggle()
            if case .second(true, let drag?) = value { x = 1 }
            return
            """)
        #expect(walk(read) == ["guard", "if×2-else", "switch 3", "switch 3", "isOn =", "if", "return"])
    }

    @Test("an if whose body is not a block stops the block; the note spans to its end")
    func brokenBranch() throws {
        let read = try program("if flag\noffset = .zero")
        #expect(walk(read) == ["broken"])
        let body = read.closure.body
        #expect(read.note(from: body.lowerBound, to: body.upperBound) == "test:2:1: note: not evaluated: if flag offset = .zero")
    }

    @Test("a line of 30,000 statements is read in one walk of the line (the review's quadratic load), and an empty body has no program")
    func longLine() throws {
        let read = try program(String(repeating: "a = 1 ", count: 30_000))
        #expect(walk(read).count == 30_000)
        let expression = try ExpressionParser.parse("DragGesture().onEnded { _ in }", origin: "test")
        guard case .onEnded(_, let callback?) = expression else {
            Issue.record("no callback read")
            return
        }
        #expect(callback.program == nil)
    }
}
