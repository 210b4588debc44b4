import Testing
@testable import Recognizers
import TraceFormat
@testable import ReplayKit
@testable import SwiftSource

/// The one member table: what each value type has, what reading each member gives, what an
/// unknown name says, and that records write the same members in the same order.
@Suite("ValueType: one member table for the type checker, .map, the evaluator and the suggestions")
struct ValueTypeTests {
    static var drag: DragGesture.Value { DragGesture.Value(
        timestamp: GestureTime(nanoseconds: 250_000_000), location: CGPoint(x: 300, y: 211.5), startLocation: CGPoint(x: 150, y: 199.5),
        velocity: CGSize(width: 600, height: 48)) }

    /// One value of every type that has members, with each member's expected reading.
    static var cases: [(value: ReplayValue, members: [(String, ReplayValue)])] { [
        (.point(CGPoint(x: 1, y: 2)), [("x", .number(1)), ("y", .number(2))]),
        (.unitPoint(UnitPoint(x: 0.25, y: 0.75)), [("x", .number(0.25)), ("y", .number(0.75))]),
        (.size(CGSize(width: 3, height: 4)), [("width", .number(3)), ("height", .number(4))]),
        (.angle(.degrees(90)), [("radians", .number(Double.pi / 2)), ("degrees", .number(90))]),
        (.drag(drag), [
            ("time", .date(GestureTime(nanoseconds: 250_000_000))), ("location", .point(CGPoint(x: 300, y: 211.5))),
            ("startLocation", .point(CGPoint(x: 150, y: 199.5))), ("translation", .size(CGSize(width: 150, height: 12))),
            ("velocity", .size(CGSize(width: 600, height: 48))), ("predictedEndLocation", .point(CGPoint(x: 450, y: 223.5))),
            ("predictedEndTranslation", .size(CGSize(width: 300, height: 24))),
        ]),
        (.magnify(MagnifyGesture.Value(timestamp: GestureTime(nanoseconds: 5), magnification: 2, velocity: 0.5,
                                       startAnchor: UnitPoint(x: 0.5, y: 0.5), startLocation: CGPoint(x: 10, y: 20))), [
            ("time", .date(GestureTime(nanoseconds: 5))), ("magnification", .number(2)), ("velocity", .number(0.5)),
            ("startAnchor", .unitPoint(UnitPoint(x: 0.5, y: 0.5))), ("startLocation", .point(CGPoint(x: 10, y: 20))),
        ]),
        (.rotate(RotateGesture.Value(timestamp: GestureTime(nanoseconds: 7), rotation: .degrees(30), velocity: .degrees(60),
                                     startAnchor: UnitPoint(x: 0, y: 1), startLocation: CGPoint(x: 5, y: 6))), [
            ("time", .date(GestureTime(nanoseconds: 7))), ("rotation", .angle(.degrees(30))), ("velocity", .angle(.degrees(60))),
            ("startAnchor", .unitPoint(UnitPoint(x: 0, y: 1))), ("startLocation", .point(CGPoint(x: 5, y: 6))),
        ]),
        (.spatialTap(SpatialTapGesture.Value(location: CGPoint(x: 8, y: 9))), [("location", .point(CGPoint(x: 8, y: 9)))]),
    ] }

    @Test("every member of every type reads its own field, with the type the table gives")
    func everyMember() throws {
        for (value, expected) in Self.cases {
            let type = try #require(value.type)
            #expect(type.members.map(\.name) == expected.map(\.0), "\(type.swiftName)")
            for (name, reading) in expected {
                #expect(value.member(name) == reading, "\(type.swiftName).\(name)")
                let member = try #require(type.members.first { $0.name == name })
                #expect(reading.type == member.type, "\(type.swiftName).\(name)")
            }
        }
    }

    @Test("records write a value's members in the table's order, under the table's names")
    func recordsFollowTheTable() throws {
        for (value, _) in Self.cases {
            var sink = OutputSink(.memory)
            value.writeJSON(to: &sink)
            let json = sink.text
            // The top-level keys: each `"name":` at depth 1.
            var keys: [String] = []
            var depth = 0
            var index = json.startIndex
            while index < json.endIndex {
                let character = json[index]
                if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
                if character == "\"", depth == 1, let close = json[json.index(after: index)...].firstIndex(of: "\"") {
                    keys.append(String(json[json.index(after: index)..<close]))
                    index = json.index(after: close)
                    // Skip the member's value up to the next top-level key.
                    continue
                }
                index = json.index(after: index)
            }
            let type = try #require(value.type)
            #expect(keys == type.members.map(\.name), "\(type.swiftName): \(json)")
        }
    }

    @Test("a name a type does not have is an error naming the type, with the nearest member or the list")
    func unknownNames() {
        let expectations: [(ValueType, String, String)] = [
            (.drag, "translatoin", "value of type 'DragGesture.Value' has no member 'translatoin'; did you mean 'translation'?"),
            (.drag, "scale", "value of type 'DragGesture.Value' has no member 'scale'; its members are time, location, startLocation, translation, velocity, predictedEndLocation, predictedEndTranslation"),
            (.magnify, "magnifcation", "value of type 'MagnifyGesture.Value' has no member 'magnifcation'; did you mean 'magnification'?"),
            (.rotate, "angle", "value of type 'RotateGesture.Value' has no member 'angle'; its members are time, rotation, velocity, startAnchor, startLocation"),
            (.spatialTap, "locaton", "value of type 'SpatialTapGesture.Value' has no member 'locaton'; did you mean 'location'?"),
            (.size, "widht", "value of type 'CGSize' has no member 'widht'; did you mean 'width'?"),
            (.point, "z", "value of type 'CGPoint' has no member 'z'; did you mean 'x'?"),
            (.angle, "degree", "value of type 'Angle' has no member 'degree'; did you mean 'degrees'?"),
            (.simultaneous(.drag, .bool), "frist", "value of type 'SimultaneousGesture.Value' has no member 'frist'; did you mean 'first'?"),
            (.void, "x", "value of type 'Void' has no member 'x'"),
        ]
        for (type, name, message) in expectations {
            guard case .unknown(let said) = type.lookup(name) else {
                Issue.record("\(type.swiftName).\(name) should be unknown")
                continue
            }
            #expect(said == message)
        }
    }

    @Test("a member Swift has that the tool does not read is unmodelled, and so is any name on Bool, CGFloat and Date")
    func unmodelled() {
        let values: [(ReplayValue, String)] = [
            (.date(GestureTime(nanoseconds: 0)), "timeIntervalSince1970"), (.number(1.5), "rounded"), (.bool(true), "description"),
            (.size(CGSize(width: 1, height: 2)), "applying"), (.point(CGPoint(x: 1, y: 2)), "equalTo"), (.angle(.degrees(1)), "animatableData"),
        ]
        for (value, name) in values {
            guard let type = value.type, case .unmodelled = type.lookup(name) else {
                Issue.record("\(value).\(name) should be unmodelled")
                continue
            }
            #expect(value.member(name) == nil, "\(type.swiftName).\(name)")
        }
        guard case .unmodelled = ValueType.simultaneous(.drag, .drag).lookup("first") else {
            Issue.record("SimultaneousGesture.Value.first should be unmodelled")
            return
        }
    }
}
