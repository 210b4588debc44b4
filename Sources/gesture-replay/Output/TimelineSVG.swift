import Recognizers
import ReplayKit
import TraceFormat

/// Draws a replay as one self-contained SVG: the scene's views with each finger's path over them,
/// and below, on one time axis, a lane per gesture with its phases as bands and its callbacks as
/// labelled ticks; failure reasons and values are hover text (`<title>`).
struct TimelineSVG {
    struct View {
        var id: String
        var frame: CGRect
        /// Where a view of a Swift-source scene is hit, drawn over its frame: its shape's kind
        /// and rectangle (nil for JSON scenes, and for views not hit themselves).
        var shape: (kind: HitShape.Kind, rect: CGRect)? = nil
        /// `render --lint`: the view's lint findings, drawn as an outline in the colour of the
        /// worst and listed in its hover text.
        var findings: [LintFinding] = []
    }
    /// A record of the replay, as `--explain --format json` writes it.
    struct Record {
        var time: Int64
        var view: String
        var site: CallbackSite.Kind
        var callback: String?
        var phase: RecordedPhase?
        var reason: String?
        var state: String?
        var value: String?
    }

    var title: String
    var views: [View]
    var lanes: [CallbackSite]
    var events: [TraceEvent]
    /// The lines that are no contact: hovers and leaves, scrolls, trackpad gestures, a Pencil's
    /// squeezes and double taps.
    var inputs: [TraceEvent] = []
    var records: [Record]
    var width = 960.0

    // Layout constants, in SVG pixels.
    static let margin = 16.0
    static let labelWidth = 300.0
    static let laneHeight = 26.0
    /// The width of a character of a 10-px callback label, on average, in pixels: labels closer
    /// than their own width are left to the hover text.
    static let labelCharacterWidth = 5.8
    /// The scene's panel may be this tall: an iPhone's 844 pt screen is drawn 760 px tall and
    /// 351 px wide, so its views' labels have room.
    static let maximumSceneHeight = 760.0
    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2"]

    /// Where everything goes: the scene scaled to fit above, the time axis and lanes below.
    private struct Plot {
        var bounds: CGRect
        var scale: Double
        var start: Int64
        var last: Int64
        var span: Int64
        var plotLeft: Double
        var plotWidth: Double
        var timelineTop: Double
        var lanesTop: Double
        var height: Double

        func sx(_ x: Double) -> Double { TimelineSVG.margin + (x - bounds.minX) * scale }
        func sy(_ y: Double) -> Double { TimelineSVG.margin + 24 + (y - bounds.minY) * scale }
        /// The x of `offset` nanoseconds after the first event.
        func x(_ offset: Double) -> Double { plotLeft + offset / Double(span) * plotWidth }
        func tx(_ time: Int64) -> Double { x(Double(time) - Double(start)) }
    }

    /// A contact: one pointer id from down to up or cancel.
    private typealias Contact = (pointer: Int64, events: [TraceEvent])

    /// Past this many contacts (a long recording), every k-th is drawn, and `notes` says so: the
    /// picture stays one a browser opens. The fingers' rows on the timeline are at most
    /// `maximumContactRows`, a contact in row `index % rows`.
    static let maximumDrawnContacts = 500
    static let maximumContactRows = 20

    /// What the picture leaves out, for the command to say: nil when everything is drawn.
    var decimationNote: String? {
        let count = contacts().count
        guard count > Self.maximumDrawnContacts else { return nil }
        let stride = Self.contactStride(count)
        return "note: \(count) contacts: 1 in \(stride) is drawn, to keep the picture to about \(Self.maximumDrawnContacts); callbacks and phases closer than half a pixel are drawn as one"
    }

    private static func contactStride(_ count: Int) -> Int { max(1, (count + maximumDrawnContacts - 1) / maximumDrawnContacts) }

    private static func rows(for count: Int) -> Int { min(count, maximumContactRows) }

    var svg: String {
        // One lane per gesture or control: a site appears once per record it has, so keep the first.
        var seen = Set<LaneKey>()
        let lanes = self.lanes.filter { seen.insert(LaneKey(view: $0.view, site: $0.kind)).inserted }
        let all = self.contacts()
        let stride = Self.contactStride(all.count)
        let contacts = stride == 1 ? all : all.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
        let plot = self.plot(contacts: contacts, laneCount: lanes.count)
        let names = Self.shortNames(views.map(\.id) + lanes.map(\.view))
        var out = ""
        out += #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(width))" height="\#(n(plot.height))" viewBox="0 0 \#(n(width)) \#(n(plot.height))" font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="11">"# + "\n"
        out += Self.style
        out += #"<text x="\#(n(Self.margin))" y="\#(n(Self.margin + 10))" font-size="13" font-weight="600">\#(escape(title))</text>"# + "\n"
        drawScene(into: &out, plot, names: names)
        drawHovers(into: &out, plot)
        drawPointers(contacts, into: &out, plot)
        drawGestureInputs(into: &out, plot)
        drawTimeline(contacts, lanes: lanes, into: &out, plot, names: names)
        drawLegend(into: &out, plot)
        out += "</svg>\n"
        return out
    }

    private struct LaneKey: Hashable {
        var view: String
        var site: CallbackSite.Kind
    }

    private func contacts() -> [Contact] {
        var contacts: [Contact] = []
        // A mouse's buttons are contacts of their own: one per (pointer, button).
        var open: [Int64: Int] = [:]
        for event in events {
            let key = event.pointer ^ (Int64(event.button) << 56)
            if event.phase == .down || open[key] == nil {
                open[key] = contacts.count
                contacts.append((event.pointer, []))
            }
            // Cannot trap: set on the lines above when the pointer went down or was first seen.
            contacts[open[key]!].events.append(event)
            if event.phase == .up || event.phase == .cancel { open[key] = nil }
        }
        return contacts
    }

    /// Each hovering pointer's runs of hover samples, ended by a leave or a press.
    private func hoverRuns() -> [(pointer: Int64, input: InputKind, events: [TraceEvent])] {
        var runs: [(pointer: Int64, input: InputKind, events: [TraceEvent])] = []
        var open: [Int64: Int] = [:]
        // A press ends the run before it: merge the contacts' downs into the hovers by time.
        let downs = events.filter { $0.phase == .down }
        var nextDown = 0
        for event in inputs where event.phase == .hover || event.phase == .leave {
            while nextDown < downs.count, downs[nextDown].time <= event.time {
                open[downs[nextDown].pointer] = nil
                nextDown += 1
            }
            if event.phase == .leave {
                open[event.pointer] = nil
                continue
            }
            if open[event.pointer] == nil {
                open[event.pointer] = runs.count
                runs.append((event.pointer, event.input, []))
            }
            runs[open[event.pointer]!].events.append(event)
        }
        return runs
    }

    /// The lines that are neither contact nor hover: scrolls, trackpad gestures, a Pencil's.
    private var gestureInputs: [TraceEvent] { inputs.filter { $0.phase != .hover && $0.phase != .leave } }

    private func plot(contacts: [Contact], laneCount: Int) -> Plot {
        // The scene: everything the views and fingers cover, scaled to fit.
        var bounds = views.first?.frame ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        for view in views { bounds = Self.union(bounds, view.frame) }
        for event in events { bounds = Self.union(bounds, CGRect(x: event.x, y: event.y, width: 0, height: 0)) }
        for event in inputs where event.x.isFinite && event.y.isFinite {
            bounds = Self.union(bounds, CGRect(x: event.x, y: event.y, width: 0, height: 0))
        }
        let sceneWidth = width - 2 * Self.margin
        let scale = min(sceneWidth / max(bounds.width, 1), Self.maximumSceneHeight / max(bounds.height, 1))
        let sceneHeight = bounds.height * scale
        // From the first line replayed, contact or not, to the last line or record.
        let firsts = [events.first?.time.nanoseconds, inputs.first?.time.nanoseconds].compactMap { $0 }
        let start = firsts.min() ?? 0
        let last = max(events.last?.time.nanoseconds ?? 0, inputs.last?.time.nanoseconds ?? 0, records.last?.time ?? 0)
        // A tenth more than the replay, so what happens at its very end is not on the edge. A
        // trace may span all of TraceTime's ±292 years: the axis then saturates, never traps.
        let elapsed = last.subtractingReportingOverflow(start)
        let span = elapsed.overflow || elapsed.partialValue > Int64.max / 11 ? Int64.max : max(elapsed.partialValue * 11 / 10, 1_000_000)
        let plotLeft = Self.margin + Self.labelWidth
        let timelineTop = Self.margin + 24 + sceneHeight + 40
        let inputRows = (inputs.contains { $0.phase == .hover } ? 1.0 : 0) + (gestureInputs.isEmpty ? 0 : 1)
        let lanesTop = timelineTop + 28 + (Double(Self.rows(for: contacts.count)) + inputRows) * 12 + 12
        return Plot(bounds: bounds, scale: scale, start: start, last: last, span: span, plotLeft: plotLeft,
                    plotWidth: width - plotLeft - Self.margin, timelineTop: timelineTop, lanesTop: lanesTop,
                    height: lanesTop + Double(laneCount) * Self.laneHeight + 60)
    }

    private static let style = """
        <style>
          .view { fill: #f6f8fa; stroke: #57606a; stroke-width: 1; }
          .shape { fill: #ddf4ff; stroke: #0969da; stroke-width: 1; }
          .finding { fill: none; stroke-width: 2.5; stroke-dasharray: 6 3; } .finding.error { stroke: #cf222e; }
          .finding.warning { stroke: #bf8700; } .finding.note { stroke: #0969da; }
          .finding-label { font-size: 10px; font-weight: 600; } .finding-label.error { fill: #cf222e; }
          .finding-label.warning { fill: #9a6700; } .finding-label.note { fill: #0969da; }
          .view-label { fill: #57606a; font-size: 10px; }
          .path { fill: none; stroke-width: 2; stroke-linejoin: round; stroke-linecap: round; opacity: 0.85; }
          .sample { stroke: none; }
          .down { stroke: none; } .up { fill: #fff; stroke-width: 2; } .cancel { stroke-width: 2; }
          .axis line { stroke: #d0d7de; } .axis text { fill: #57606a; text-anchor: middle; }
          .lane-label { fill: #24292f; } .lane-rule { stroke: #eaeef2; }
          .band { opacity: 0.85; } .possible { fill: #d0d7de; } .active { fill: #54aeff; } .ended { fill: #4ac26b; }
          .failed { fill: #ff8182; } .held { fill: #d4a72c; } .dropped { fill: #c297ff; }
          .callback { stroke: #24292f; stroke-width: 1.5; } .callback-label { fill: #24292f; font-size: 10px; paint-order: stroke; stroke: #fff; stroke-width: 3px; stroke-linejoin: round; }
          .touch { opacity: 0.8; }
          .hover { fill: none; stroke: #8250df; stroke-width: 1.5; stroke-dasharray: 4 3; opacity: 0.8; }
          .hover-bar { fill: #8250df; opacity: 0.35; }
          .input { fill: #bc4c00; stroke: #bc4c00; } .input-span { fill: #bc4c00; opacity: 0.3; }
        </style>

        """

    /// The views, each with its hit shape and lint findings.
    private func drawScene(into out: inout String, _ plot: Plot, names: [String: String]) {
        let scale = plot.scale
        out += #"<g id="scene">"# + "\n"
        // Findings are drawn after every view, so no child covers its parent's outline or label.
        var findings = ""
        for view in views {
            out += #"  <rect class="view" data-view="\#(escape(view.id))" x="\#(n(plot.sx(view.frame.minX)))" y="\#(n(plot.sy(view.frame.minY)))" width="\#(n(view.frame.width * scale))" height="\#(n(view.frame.height * scale))"><title>\#(escape(view.id)): \#(n(view.frame.minX)), \#(n(view.frame.minY)), \#(n(view.frame.width)) × \#(n(view.frame.height))</title></rect>"# + "\n"
            if let (kind, rect) = view.shape {
                let x = n(plot.sx(rect.minX)), y = n(plot.sy(rect.minY)), w = n(rect.width * scale), h = n(rect.height * scale)
                switch kind {
                case .ellipse, .circle:
                    let r = kind == .circle ? min(rect.width, rect.height) / 2 * scale : 0
                    let rx = kind == .circle ? r : rect.width / 2 * scale, ry = kind == .circle ? r : rect.height / 2 * scale
                    out += #"  <ellipse class="shape" cx="\#(n(plot.sx(rect.minX + rect.width / 2)))" cy="\#(n(plot.sy(rect.minY + rect.height / 2)))" rx="\#(n(rx))" ry="\#(n(ry))"/>"# + "\n"
                case .capsule, .roundedRectangle, .rectangle:
                    var radius = 0.0
                    if case .roundedRectangle(let r) = kind { radius = min(r, min(rect.width, rect.height) / 2) * scale }
                    if case .capsule = kind { radius = min(rect.width, rect.height) / 2 * scale }
                    out += #"  <rect class="shape" x="\#(x)" y="\#(y)" width="\#(w)" height="\#(h)" rx="\#(n(radius))"/>"# + "\n"
                case .none:
                    break
                }
            }
            // A label as wide as its view at most: the full id is in the rectangle's hover text.
            let room = Int((view.frame.width * scale - 8) / Self.labelCharacterWidth)
            if room >= 2 {
                let label = Self.truncated(names[view.id] ?? view.id, room)
                out += #"  <text class="view-label" x="\#(n(plot.sx(view.frame.minX) + 4))" y="\#(n(plot.sy(view.frame.minY) + 12))">\#(escape(label))</text>"# + "\n"
            }
            if let worst = view.findings.map(\.severity).max() {
                let rules = Array(Set(view.findings.map(\.rule.rawValue))).sorted().joined(separator: ", ")
                let details = view.findings.map { "\($0.severity.rawValue) [\($0.rule.rawValue)] \($0.message)" }.joined(separator: "\n")
                findings += #"  <rect class="finding \#(worst.rawValue)" data-view="\#(escape(view.id))" x="\#(n(plot.sx(view.frame.minX) - 2))" y="\#(n(plot.sy(view.frame.minY) - 2))" width="\#(n(view.frame.width * scale + 4))" height="\#(n(view.frame.height * scale + 4))"><title>\#(escape(details))</title></rect>"# + "\n"
                findings += #"  <text class="finding-label \#(worst.rawValue)" x="\#(n(plot.sx(view.frame.minX) + 4))" y="\#(n(plot.sy(view.frame.maxY) - 4))">\#(escape(rules))</text>"# + "\n"
            }
        }
        out += findings
        out += "</g>\n"
    }

    /// Each finger's path over the scene: its samples, where it went down, and how it ended.
    /// Past this many samples in all, a picture marks every k-th sample only (the path still goes
    /// through every pixel it crosses), so a long trace stays a picture a browser opens.
    static let maximumSampleMarks = 4_000

    private func drawPointers(_ contacts: [Contact], into out: inout String, _ plot: Plot) {
        out += #"<g id="pointers">"# + "\n"
        let total = contacts.reduce(0) { $0 + $1.events.count }
        let stride = max(1, (total + Self.maximumSampleMarks - 1) / Self.maximumSampleMarks)
        for (index, contact) in contacts.enumerated() {
            let colour = Self.palette[index % Self.palette.count]
            // Cannot trap: a contact is made with its first event, so it has one.
            let first = contact.events.first!, end = contact.events.last!
            let button = first.button == 0 ? "" : " (\(PointerButton(rawValue: first.button).phrase))"
            out += #"  <g class="pointer" data-pointer="\#(contact.pointer)" stroke="\#(colour)" fill="\#(colour)"><title>pointer \#(contact.pointer)\#(button): \#(first.phase) at \#(first.time) s (\#(n(first.x)), \#(n(first.y))), \#(end.phase) at \#(end.time) s (\#(n(end.x)), \#(n(end.y))), \#(contact.events.count) samples</title>"# + "\n"
            // The path through each half pixel once: points that round to the last one add nothing.
            var points: [String] = []
            var last: (Double, Double)?
            for event in contact.events {
                let point = ((plot.sx(event.x) * 2).rounded() / 2, (plot.sy(event.y) * 2).rounded() / 2)
                if let last, last == point { continue }
                last = point
                points.append("\(n(point.0)),\(n(point.1))")
            }
            out += #"    <polyline class="path" points="\#(points.joined(separator: " "))"/>"# + "\n"
            for (position, event) in contact.events.enumerated() where position % stride == 0 {
                out += #"    <circle class="sample" cx="\#(n(plot.sx(event.x)))" cy="\#(n(plot.sy(event.y)))" r="0.8"/>"# + "\n"
            }
            if first.button == 0 {
                out += #"    <circle class="down" cx="\#(n(plot.sx(first.x)))" cy="\#(n(plot.sy(first.y)))" r="5"/>"# + "\n"
            } else {
                // Another button than the primary: a square, named in its title.
                let x = plot.sx(first.x), y = plot.sy(first.y)
                out += #"    <rect class="down" data-button="\#(first.button)" x="\#(n(x - 5))" y="\#(n(y - 5))" width="10" height="10"><title>\#(PointerButton(rawValue: first.button).phrase)</title></rect>"# + "\n"
            }
            switch end.phase {
            case .up:
                out += #"    <circle class="up" cx="\#(n(plot.sx(end.x)))" cy="\#(n(plot.sy(end.y)))" r="5"/>"# + "\n"
            case .cancel:
                let x = plot.sx(end.x), y = plot.sy(end.y)
                out += #"    <path class="cancel" d="M\#(n(x - 5)),\#(n(y - 5)) L\#(n(x + 5)),\#(n(y + 5)) M\#(n(x - 5)),\#(n(y + 5)) L\#(n(x + 5)),\#(n(y - 5))"/>"# + "\n"
            default: break
            }
            out += "  </g>\n"
        }
        out += "</g>\n"
    }

    /// The time axis, the fingers' down-to-up bars, then a lane per gesture or control.
    private func drawTimeline(_ contacts: [Contact], lanes: [CallbackSite], into out: inout String, _ plot: Plot, names: [String: String]) {
        out += #"<g id="timeline">"# + "\n"
        out += #"  <g class="axis">"# + "\n"
        let step = Self.niceStep(Double(plot.span) / 1e9)
        var tick = 0.0
        while tick <= Double(plot.span) / 1e9 + step / 1000 {
            let x = plot.x((tick * 1e9).rounded())
            out += #"    <line x1="\#(n(x))" y1="\#(n(plot.timelineTop))" x2="\#(n(x))" y2="\#(n(plot.height - 40))"/>"# + "\n"
            let label = Self.timeLabel(Double(plot.start) / 1e9 + tick, step: step)
            // A label that would run past the picture's right edge ends at the tick instead.
            let runsOff = x + Double(label.count) * Self.labelCharacterWidth / 2 > width - 2
            out += #"    <text x="\#(n(x))" y="\#(n(plot.timelineTop - 6))"\#(runsOff ? #" text-anchor="end""# : "")>\#(label)</text>"# + "\n"
            tick += step
        }
        out += "  </g>\n"
        for (index, contact) in contacts.enumerated() {
            let colour = Self.palette[index % Self.palette.count]
            let y = plot.timelineTop + 14 + Double(index % Self.rows(for: contacts.count)) * 12
            // Cannot trap: a contact is made with its first event, so it has one.
            let from = plot.tx(contact.events.first!.time.nanoseconds), to = plot.tx(contact.events.last!.time.nanoseconds)
            out += #"  <rect class="touch" data-pointer="\#(contact.pointer)" x="\#(n(from))" y="\#(n(y))" width="\#(n(max(to - from, 2)))" height="8" fill="\#(colour)"><title>pointer \#(contact.pointer) down \#(contact.events.first!.time)–\#(contact.events.last!.time) s</title></rect>"# + "\n"
        }
        if !contacts.isEmpty {
            out += #"  <text class="lane-label" x="\#(n(Self.margin))" y="\#(n(plot.timelineTop + 22))">fingers</text>"# + "\n"
        }
        drawInputRows(below: plot.timelineTop + 14 + Double(Self.rows(for: contacts.count)) * 12, into: &out, plot)
        let quietTimes = self.quietTimes()
        for (index, site) in lanes.enumerated() {
            drawLane(site, top: plot.lanesTop + Double(index) * Self.laneHeight, quietTimes: quietTimes, into: &out, plot, names: names)
        }
        out += "</g>\n"
    }

    /// Hover paths in the scene: dashed, one per run from the first sample to a leave or a press.
    private func drawHovers(into out: inout String, _ plot: Plot) {
        let runs = hoverRuns()
        guard !runs.isEmpty else { return }
        out += #"<g id="hovers">"# + "\n"
        for run in runs {
            let first = run.events.first!, last = run.events.last!
            let points = run.events.map { "\(n(plot.sx($0.x))),\(n(plot.sy($0.y)))" }
            out += #"  <polyline class="hover" data-pointer="\#(run.pointer)" points="\#(points.joined(separator: " "))"><title>\#(run.input == .pencil ? "Pencil" : "pointer") \#(run.pointer) hovers \#(first.time)–\#(last.time) s, \#(run.events.count) samples</title></polyline>"# + "\n"
        }
        out += "</g>\n"
    }

    /// Scrolls as arrows along their delta, trackpad gestures as rings, at the cursor.
    private func drawGestureInputs(into out: inout String, _ plot: Plot) {
        let located = gestureInputs.filter { $0.x.isFinite && $0.y.isFinite }
        guard !located.isEmpty else { return }
        out += #"<g id="inputs" class="input">"# + "\n"
        for event in located {
            let x = plot.sx(event.x), y = plot.sy(event.y)
            let title = escape(Self.describe(event))
            if event.phase == .scroll {
                let length = (event.dx * event.dx + event.dy * event.dy).squareRoot()
                guard length > 0 else { continue }
                // Ten pixels along the content's motion: the opposite of the scroll's delta.
                let ux = -event.dx / length * 10, uy = -event.dy / length * 10
                out += #"  <line x1="\#(n(x))" y1="\#(n(y))" x2="\#(n(x + ux))" y2="\#(n(y + uy))" stroke-width="1.5"><title>\#(title)</title></line>"# + "\n"
            } else if event.stage == .began || event.phase == .smartMagnify {
                out += #"  <circle cx="\#(n(x))" cy="\#(n(y))" r="8" fill="none" stroke-width="1.5"><title>\#(title)</title></circle>"# + "\n"
            }
        }
        out += "</g>\n"
    }

    /// The timeline's rows under the fingers: when each pointer hovered, and when the scrolls,
    /// trackpad gestures and Pencil gestures came.
    private func drawInputRows(below top: Double, into out: inout String, _ plot: Plot) {
        var y = top
        let runs = hoverRuns()
        if !runs.isEmpty {
            for run in runs {
                let from = plot.tx(run.events.first!.time.nanoseconds), to = plot.tx(run.events.last!.time.nanoseconds)
                out += #"  <rect class="hover-bar" x="\#(n(from))" y="\#(n(y))" width="\#(n(max(to - from, 2)))" height="8"><title>pointer \#(run.pointer) hovers \#(run.events.first!.time)–\#(run.events.last!.time) s</title></rect>"# + "\n"
            }
            out += #"  <text class="lane-label" x="\#(n(Self.margin))" y="\#(n(y + 8))">hover</text>"# + "\n"
            y += 12
        }
        let others = gestureInputs
        guard !others.isEmpty else { return }
        out += #"  <g class="input">"# + "\n"
        var began: [PointerPhase: TraceEvent] = [:]
        for event in others {
            let x = plot.tx(event.time.nanoseconds)
            let title = escape(Self.describe(event))
            switch (event.phase, event.stage) {
            case (.magnify, .began), (.rotate, .began), (.squeeze, .began):
                began[event.phase] = event
            case (.magnify, .ended), (.magnify, .cancelled), (.rotate, .ended), (.rotate, .cancelled), (.squeeze, .ended), (.squeeze, .cancelled):
                if let start = began.removeValue(forKey: event.phase) {
                    let from = plot.tx(start.time.nanoseconds)
                    out += #"    <rect class="input-span" x="\#(n(from))" y="\#(n(y))" width="\#(n(max(x - from, 2)))" height="8"><title>\#(event.phase) \#(start.time)–\#(event.time) s</title></rect>"# + "\n"
                }
            default:
                break
            }
            if event.phase == .pencilDoubleTap || event.phase == .smartMagnify || (event.phase == .squeeze && event.stage != .changed) {
                out += #"    <path d="M\#(n(x)),\#(n(y - 1)) L\#(n(x + 4)),\#(n(y + 4)) L\#(n(x)),\#(n(y + 9)) L\#(n(x - 4)),\#(n(y + 4)) Z"><title>\#(title)</title></path>"# + "\n"
            } else {
                out += #"    <line x1="\#(n(x))" y1="\#(n(y))" x2="\#(n(x))" y2="\#(n(y + 8))" stroke-width="1"><title>\#(title)</title></line>"# + "\n"
            }
        }
        out += "  </g>\n"
        // The row names what it holds: a device's gestures, keys, focus, assistive technologies.
        var sources: [String] = []
        if others.contains(where: { $0.phase.hasPosition }) { sources.append("trackpad, wheel") }
        if others.contains(where: { $0.phase == .squeeze || $0.phase == .pencilDoubleTap }) { sources.append("Pencil") }
        if others.contains(where: { $0.phase.isKey || $0.phase == .focus }) { sources.append("keys, focus") }
        if others.contains(where: { $0.phase == .a11y }) { sources.append("VoiceOver") }
        out += #"  <text class="lane-label" x="\#(n(Self.margin))" y="\#(n(y + 8))">\#(escape(sources.joined(separator: ", ")))</text>"# + "\n"
    }

    /// A line that is no contact, in words: "scroll (0, 3 lines) at 0.2 s", "magnify began +0.1".
    static func describe(_ event: TraceEvent) -> String {
        let at = " at \(event.time) s"
        switch event.phase {
        case .scroll:
            let unit = event.inLines ? " lines" : " pt"
            let phase = event.momentum != .none ? " momentum \(event.momentum)" : event.stage != .none ? " \(event.stage)" : ""
            return "scroll\(phase) (\(NumberFormat.string(event.dx)), \(NumberFormat.string(event.dy))\(unit))" + at
        case .magnify: return "magnify \(event.stage) \(NumberFormat.string(event.dx))" + at
        case .rotate: return "rotate \(event.stage) \(NumberFormat.string(event.dx))°" + at
        case .squeeze: return "squeeze \(event.stage)" + at
        case .keydown, .keyrepeat, .keyup:
            return "\(event.phase) " + (event.modifiers.names + [event.name.string]).joined(separator: "+") + at
        case .focus: return "focus " + (event.name.isNone ? "none" : event.name.string) + at
        case .a11y:
            let detail = event.accessibilityAction == .named ? " \"\(event.secondName)\"" : event.edge != .none ? " \(event.edge)" : ""
            return "\(event.assistiveTechnology) \(event.accessibilityAction)\(detail) on \(event.name)" + at
        case .down, .move, .up, .cancel, .hover, .leave, .smartMagnify, .pencilDoubleTap: return "\(event.phase)" + at
        }
    }

    /// Where each touch sequence ends: a band in a terminal phase lasts until then.
    private func quietTimes() -> [Int64] {
        var quietTimes: [Int64] = []
        var down = Set<Int64>()
        for event in events {
            if event.phase == .down { down.insert(event.pointer) }
            if event.phase == .up || event.phase == .cancel {
                down.remove(event.pointer)
                if down.isEmpty { quietTimes.append(event.time.nanoseconds) }
            }
        }
        return quietTimes
    }

    /// Each id's last path components, as few as tell it from every other id
    /// (`List/Text[1]` for `MailScreen/TabView/NavigationStack/List/Text[1]`), so labels fit.
    /// Linear in the ids: every suffix is counted once.
    static func shortNames(_ ids: [String]) -> [String: String] {
        let unique = Array(Set(ids))
        let parts = unique.map { $0.split(separator: "/", omittingEmptySubsequences: false) }
        var counts: [Substring: Int] = [:]
        for components in parts {
            for length in 1...max(1, components.count) {
                counts[components.suffix(length).joined(separator: "/")[...], default: 0] += 1
            }
        }
        var names: [String: String] = [:]
        for (index, id) in unique.enumerated() {
            let components = parts[index]
            var length = 1
            while length < components.count, counts[components.suffix(length).joined(separator: "/")[...], default: 0] > 1 { length += 1 }
            names[id] = components.suffix(length).joined(separator: "/")
        }
        return names
    }

    /// One site's lane: its phases as bands, its callbacks (or a control's events) as ticks.
    private func drawLane(_ site: CallbackSite, top: Double, quietTimes: [Int64], into out: inout String, _ plot: Plot,
                          names: [String: String]) {
        let laneRecords = records.filter { $0.view == site.view && $0.site == site.kind }
        let label: String, fullLabel: String
        let short = names[site.view] ?? site.view
        switch site.kind {
        case .gesture(let modifier, let path):
            out += #"  <g class="lane" data-view="\#(escape(site.view))" data-modifier="\#(modifier)" data-path="\#(escape(path))">"# + "\n"
            let rest = " · \(modifier)\(path.isEmpty ? "" : " · " + path) · \(site.gesture)"
            label = short + rest
            fullLabel = site.view + rest
        case .control(let control):
            out += #"  <g class="lane" data-view="\#(escape(site.view))" data-control="\#(escape(control))">"# + "\n"
            label = "\(short) · \(control)"
            fullLabel = "\(site.view) · \(control)"
        }
        out += #"    <line class="lane-rule" x1="\#(n(Self.margin))" y1="\#(n(top + Self.laneHeight))" x2="\#(n(width - Self.margin))" y2="\#(n(top + Self.laneHeight))"/>"# + "\n"
        out += #"    <text class="lane-label" x="\#(n(Self.margin))" y="\#(n(top + 17))">\#(escape(Self.truncated(label, 48)))<title>\#(escape(fullLabel))</title></text>"# + "\n"
        let phases = laneRecords.filter { $0.phase != nil }
        var lastBand = -Double.infinity
        for (position, record) in phases.enumerated() {
            // Cannot trap: `phases` holds the records with a phase.
            let phase = record.phase!
            var end = position + 1 < phases.count ? phases[position + 1].time : plot.last
            if phase.isTerminal, let quiet = quietTimes.first(where: { $0 >= record.time }) { end = min(end, max(quiet, record.time)) }
            let x = plot.tx(record.time)
            // Bands that start within half a pixel of the last drawn one are covered by it.
            if x - lastBand < 0.5 { continue }
            lastBand = x
            let bandWidth = max(plot.tx(end) - x, 3)
            let reason = record.reason.map { ": " + $0 } ?? ""
            out += #"    <rect class="band \#(phase.rawValue)" x="\#(n(x))" y="\#(n(top + 5))" width="\#(n(bandWidth))" height="\#(n(Self.laneHeight - 10))"><title>\#(phase.rawValue) at \#(TraceTime(nanoseconds: record.time)) s\#(escape(reason))</title></rect>"# + "\n"
        }
        var lastLabelEnd = -Double.infinity
        var labels = ""
        var lastTick: (x: Double, time: Int64) = (-Double.infinity, Int64.min)
        for record in laneRecords where record.callback != nil {
            let x = plot.tx(record.time)
            // Ticks of other times closer than half a pixel draw as one: the first stands for
            // them (a long trace's thousands of onChanged). One time's events each keep theirs.
            if x - lastTick.x < 0.5, record.time != lastTick.time { continue }
            lastTick = (x, record.time)
            // Cannot trap: these records are the callbacks: each has one.
            let name = record.callback! + (record.state.map { "($" + $0 + ")" } ?? "")
            let value = record.value.map { " " + $0 } ?? ""
            out += #"    <line class="callback" x1="\#(n(x))" y1="\#(n(top + 2))" x2="\#(n(x))" y2="\#(n(top + Self.laneHeight - 2))"><title>\#(escape(name)) at \#(TraceTime(nanoseconds: record.time)) s\#(escape(value))</title></line>"# + "\n"
            // Labels that would overlap the previous one are left to the hover text.
            if x >= lastLabelEnd {
                labels += #"    <text class="callback-label" x="\#(n(x + 3))" y="\#(n(top + 11))">\#(escape(name))</text>"# + "\n"
                lastLabelEnd = x + 3 + Double(name.count) * Self.labelCharacterWidth + 6
            }
        }
        // Over the ticks, so a cluster of them does not strike a label through.
        out += labels
        out += "  </g>\n"
    }

    private func drawLegend(into out: inout String, _ plot: Plot) {
        let legendY = plot.height - 20
        var legendX = Self.margin
        for phase in RecordedPhase.allCases.map(\.rawValue) {
            out += #"<rect class="band \#(phase)" x="\#(n(legendX))" y="\#(n(legendY - 9))" width="12" height="10"/><text x="\#(n(legendX + 16))" y="\#(n(legendY))">\#(phase)</text>"# + "\n"
            legendX += 80
        }
        out += #"<line class="callback" x1="\#(n(legendX + 4))" y1="\#(n(legendY - 10))" x2="\#(n(legendX + 4))" y2="\#(n(legendY + 1))"/><text x="\#(n(legendX + 10))" y="\#(n(legendY))">callback</text>"# + "\n"
    }

    static func union(_ a: CGRect, _ b: CGRect) -> CGRect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return CGRect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    /// A step of 1, 2 or 5 × 10^k seconds giving 5 to 12 ticks over `span` seconds.
    static func niceStep(_ span: Double) -> Double {
        let rough = span / 8
        var power = 1.0
        while power > rough { power /= 10 }
        while power * 10 <= rough { power *= 10 }
        for multiple in [1.0, 2, 5, 10] where power * multiple >= rough { return power * multiple }
        return power * 10
    }

    /// `0.25 s`, or `35 ms` when the steps are under 100 ms.
    static func timeLabel(_ seconds: Double, step: Double) -> String {
        if step < 0.1 {
            let milliseconds = (seconds * 1000 * 1000).rounded() / 1000
            return NumberFormat.string(milliseconds) + " ms"
        }
        return NumberFormat.string((seconds * 1000).rounded() / 1000) + " s"
    }

    static func truncated(_ text: String, _ length: Int) -> String {
        text.count <= length ? text : String(text.prefix(length - 1)) + "…"
    }

    private func n(_ value: Double) -> String { NumberFormat.string((value * 100).rounded() / 100) }

    private func escape(_ text: String) -> String { TextEscaping.escape(text, .xml) }
}
