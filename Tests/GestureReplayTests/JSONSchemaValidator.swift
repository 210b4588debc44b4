@testable import ReplayKit
@testable import SwiftSource

/// The part of JSON Schema (draft 2020-12) that `docs/output-schema.json` and
/// `docs/layout-schema.json` are written in, so the
/// golden files can be checked against it with no package dependency. A keyword outside this part
/// is reported as an error rather than skipped: a schema that used one would otherwise pass
/// everything it says about.
struct JSONSchemaValidator {
    /// Keywords that say nothing about validity.
    private static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description"]
    private static let assertions: Set<String> = [
        "$ref", "type", "enum", "const", "properties", "required", "additionalProperties", "pattern",
        "minimum", "minLength", "items", "prefixItems", "minItems", "maxItems",
        "allOf", "anyOf", "oneOf", "not", "if", "then", "else",
    ]

    let root: JSONNode

    init(schemaText: String, file: String) throws {
        root = try JSONParser.parse(schemaText, file: file)
    }

    /// Every keyword of every subschema the validator does not know, as `pointer: keyword`.
    func unsupportedKeywords() -> [String] {
        var found: [String] = []
        func walk(_ schema: JSONNode, _ pointer: String) {
            guard case .object(let members, _) = schema else { return }
            for member in members {
                let here = pointer + "/" + member.key
                if !Self.annotations.contains(member.key) && !Self.assertions.contains(member.key) {
                    found.append("\(pointer): \(member.key)")
                }
                switch member.key {
                case "properties", "$defs":
                    if case .object(let children, _) = member.value {
                        for child in children { walk(child.value, here + "/" + child.key) }
                    }
                case "allOf", "anyOf", "oneOf", "prefixItems":
                    if case .array(let children, _) = member.value {
                        for (index, child) in children.enumerated() { walk(child, here + "/\(index)") }
                    }
                case "additionalProperties", "items", "not", "if", "then", "else":
                    walk(member.value, here)
                default:
                    break
                }
            }
        }
        walk(root, "#")
        return found
    }

    /// Why `instance` does not match the schema; empty when it does.
    func errors(in instance: JSONNode) -> [String] {
        var errors: [String] = []
        check(instance, against: root, at: "", into: &errors)
        return errors
    }

    private func check(_ instance: JSONNode, against schema: JSONNode, at location: String, into errors: inout [String]) {
        switch schema {
        case .bool(true, _): return
        case .bool(false, _): errors.append("\(location): nothing is allowed here"); return
        case .object: break
        default: errors.append("\(location): the schema is \(schema.kindName), not a schema"); return
        }
        let here = location.isEmpty ? "the record" : location
        if let reference = member("$ref", of: schema) {
            if case .string(let pointer, _) = reference, let target = resolve(pointer) {
                check(instance, against: target, at: location, into: &errors)
            } else {
                errors.append("\(here): unresolvable $ref")
            }
        }
        if let type = member("type", of: schema) {
            let allowed: [String]
            switch type {
            case .string(let name, _): allowed = [name]
            case .array(let names, _): allowed = names.compactMap { if case .string(let s, _) = $0 { s } else { nil } }
            default: allowed = []
            }
            if !allowed.contains(where: { Self.instance(instance, isOfType: $0) }) {
                errors.append("\(here): expected \(allowed.joined(separator: " or ")), found \(instance.kindName)")
                return
            }
        }
        if let options = member("enum", of: schema), case .array(let values, _) = options,
           !values.contains(where: { Self.equal($0, instance) }) {
            errors.append("\(here): \(RecordDiff.text(instance)) is not one of \(RecordDiff.text(options))")
        }
        if let constant = member("const", of: schema), !Self.equal(constant, instance) {
            errors.append("\(here): expected \(RecordDiff.text(constant)), found \(RecordDiff.text(instance))")
        }
        if case .string(let string, _) = instance {
            if case .number(let minimum, _)? = member("minLength", of: schema), Double(string.unicodeScalars.count) < minimum {
                errors.append("\(here): shorter than \(minimum) characters")
            }
            if case .string(let pattern, _)? = member("pattern", of: schema) {
                if let regex = try? Regex(pattern) {
                    if string.firstMatch(of: regex) == nil {
                        errors.append("\(here): \(RecordDiff.text(instance)) does not match \(pattern)")
                    }
                } else {
                    errors.append("\(here): the schema's pattern \(pattern) is not a regular expression")
                }
            }
        }
        if case .number(let number, _) = instance, case .number(let minimum, _)? = member("minimum", of: schema), number < minimum {
            errors.append("\(here): \(RecordDiff.text(instance)) is less than \(RecordDiff.text(.number(minimum, instance.position)))")
        }
        if case .object(let members, _) = instance {
            checkObject(members, against: schema, at: location, into: &errors)
        }
        if case .array(let elements, _) = instance {
            checkArray(elements, against: schema, at: location, into: &errors)
        }
        if case .array(let all, _)? = member("allOf", of: schema) {
            for subschema in all { check(instance, against: subschema, at: location, into: &errors) }
        }
        if case .array(let any, _)? = member("anyOf", of: schema) {
            let attempts = any.map { attempt(instance, $0, at: location) }
            if !attempts.contains(where: \.isEmpty) {
                errors.append("\(here): matches none of the shapes allowed here")
                errors += closest(attempts, at: here)
            }
        }
        if case .array(let one, _)? = member("oneOf", of: schema) {
            let attempts = one.map { attempt(instance, $0, at: location) }
            switch attempts.filter(\.isEmpty).count {
            case 1: break
            case 0:
                errors.append("\(here): matches none of the shapes allowed here")
                errors += closest(attempts, at: here)
            case let matching:
                errors.append("\(here): matches \(matching) of the shapes allowed here, not exactly one")
            }
        }
        if let negated = member("not", of: schema), matches(instance, negated) {
            errors.append("\(here): matches a shape that is not allowed here")
        }
        if let condition = member("if", of: schema) {
            if matches(instance, condition) {
                if let then = member("then", of: schema) { check(instance, against: then, at: location, into: &errors) }
            } else if let otherwise = member("else", of: schema) {
                check(instance, against: otherwise, at: location, into: &errors)
            }
        }
    }

    private func checkObject(_ members: [JSONNode.Member], against schema: JSONNode, at location: String, into errors: inout [String]) {
        let here = location.isEmpty ? "the record" : location
        if case .array(let required, _)? = member("required", of: schema) {
            for case .string(let key, _) in required where !members.contains(where: { $0.key == key }) {
                errors.append("\(here): missing key \(key)")
            }
        }
        let properties = member("properties", of: schema)
        for entry in members {
            let at = location.isEmpty ? entry.key : location + "." + entry.key
            if let properties, let propertySchema = member(entry.key, of: properties) {
                check(entry.value, against: propertySchema, at: at, into: &errors)
            } else if let additional = member("additionalProperties", of: schema) {
                if case .bool(false, _) = additional {
                    errors.append("\(here): unexpected key \(entry.key)")
                } else {
                    check(entry.value, against: additional, at: at, into: &errors)
                }
            }
        }
    }

    private func checkArray(_ elements: [JSONNode], against schema: JSONNode, at location: String, into errors: inout [String]) {
        let here = location.isEmpty ? "the record" : location
        if case .number(let minimum, _)? = member("minItems", of: schema), Double(elements.count) < minimum {
            errors.append("\(here): fewer than \(Int(minimum)) elements")
        }
        if case .number(let maximum, _)? = member("maxItems", of: schema), Double(elements.count) > maximum {
            errors.append("\(here): more than \(Int(maximum)) elements")
        }
        var prefixCount = 0
        if case .array(let prefix, _)? = member("prefixItems", of: schema) {
            prefixCount = prefix.count
            for (index, (element, elementSchema)) in zip(elements, prefix).enumerated() {
                check(element, against: elementSchema, at: "\(here)[\(index)]", into: &errors)
            }
        }
        if let items = member("items", of: schema) {
            for (index, element) in elements.enumerated().dropFirst(prefixCount) {
                check(element, against: items, at: "\(here)[\(index)]", into: &errors)
            }
        }
    }

    private func matches(_ instance: JSONNode, _ schema: JSONNode) -> Bool {
        attempt(instance, schema, at: "").isEmpty
    }

    private func attempt(_ instance: JSONNode, _ schema: JSONNode, at location: String) -> [String] {
        var errors: [String] = []
        check(instance, against: schema, at: location, into: &errors)
        return errors
    }

    /// When no shape fits, the errors of the one that came nearest say what to fix: the fewest
    /// errors at this level (a shape whose keys fit but whose values do not is the intended one),
    /// then the fewest in all.
    private func closest(_ attempts: [[String]], at here: String) -> [String] {
        func score(_ errors: [String]) -> (Int, Int) {
            (errors.filter { $0.hasPrefix(here + ":") }.count, errors.count)
        }
        return attempts.min(by: { score($0) < score($1) }) ?? []
    }

    private func member(_ key: String, of node: JSONNode) -> JSONNode? {
        guard case .object(let members, _) = node else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    /// Local references only (`#/$defs/name`): the schema is one file.
    private func resolve(_ pointer: String) -> JSONNode? {
        guard pointer.hasPrefix("#") else { return nil }
        var node = root
        for part in pointer.dropFirst().split(separator: "/") {
            let key = String(part)
            guard let next = member(key, of: node) else { return nil }
            node = next
        }
        return node
    }

    private static func instance(_ node: JSONNode, isOfType type: String) -> Bool {
        switch (type, node) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number):
            true
        case ("integer", .number(let value, _)):
            value.rounded() == value
        default:
            false
        }
    }

    private static func equal(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x, _), .bool(let y, _)): return x == y
        case (.number(let x, _), .number(let y, _)): return x == y
        case (.string(let x, _), .string(let y, _)): return x == y
        case (.array(let x, _), .array(let y, _)):
            return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.object(let x, _), .object(let y, _)):
            return x.count == y.count && x.allSatisfy { entry in
                y.first(where: { $0.key == entry.key }).map { equal(entry.value, $0.value) } ?? false
            }
        default: return false
        }
    }
}
