import Recognizers
import TraceFormat

/// Reads typed control keys, with an error at the value when its type is wrong.
struct ControlKeyReader {
    let file: String
    let control: String
    var values: [String: JSONNode] = [:]

    private func mismatch(_ key: String, _ node: JSONNode, _ expected: String) -> Diagnostic {
        Diagnostic(file: file, position: node.position, message: "expected \(expected) for \"\(key)\" of a \(control), found \(node.kindName)")
    }

    func bool(_ key: String) throws(Diagnostic) -> Bool? {
        guard let node = values[key] else { return nil }
        guard case .bool(let value, _) = node else { throw mismatch(key, node, "true or false") }
        return value
    }

    func number(_ key: String) throws(Diagnostic) -> Double? {
        guard let node = values[key] else { return nil }
        guard case .number(let value, _) = node, value.isFinite else { throw mismatch(key, node, "a number") }
        return value
    }

    func integer(_ key: String, minimum: Int) throws(Diagnostic) -> Int? {
        guard let node = values[key] else { return nil }
        guard case .number(let value, _) = node, value == value.rounded(), value >= Double(minimum), value < 1e9 else {
            throw mismatch(key, node, "a whole number, at least \(minimum)")
        }
        return Int(value)
    }

    func string(_ key: String, among allowed: [String]?) throws(Diagnostic) -> String? {
        guard let node = values[key] else { return nil }
        guard case .string(let text, let at) = node else { throw mismatch(key, node, "a string") }
        if let allowed, !allowed.contains(text) {
            throw Diagnostic(file: file, position: at,
                             message: "\"\(key)\" is one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", ") + "; found \"\(text)\"")
        }
        return text
    }

    func strings(_ key: String) throws(Diagnostic) -> [String]? {
        guard let node = values[key] else { return nil }
        guard case .array(let elements, _) = node else { throw mismatch(key, node, "an array of strings") }
        var texts: [String] = []
        for element in elements {
            guard case .string(let text, _) = element else { throw mismatch(key, element, "an array of strings") }
            texts.append(text)
        }
        return texts
    }

    func pair(_ key: String) throws(Diagnostic) -> (Double, Double)? {
        guard let node = values[key] else { return nil }
        guard case .array(let elements, _) = node, elements.count == 2 else { throw mismatch(key, node, "two numbers [a, b]") }
        var numbers: [Double] = []
        for element in elements {
            guard case .number(let value, _) = element, value.isFinite, value >= 0 || key == "range" else {
                throw mismatch(key, element, key == "range" ? "a number" : "a number, at least 0")
            }
            numbers.append(value)
        }
        return (numbers[0], numbers[1])
    }
}
