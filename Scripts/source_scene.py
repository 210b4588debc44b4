#!/usr/bin/env python3
"""Swift-source scenes for the benchmark (Scripts/benchmark.sh, section 9).

  source_scene.py file LINES OUT    a SwiftUI file of about LINES lines: card views, each a
                                    VStack with text, a dragged rounded rectangle and an HStack,
                                    all used by a ContentView in a ScrollView
  source_scene.py foreach N OUT     a ScrollView with a ForEach of N tappable rectangles
  source_scene.py foreach-named N OUT  the same, each row naming its element (`.id(i)`), so the
                                    body is read once per element rather than once for all
  source_scene.py lint N OUT        a JSON scene of N views on one screen (section 10): a grid
                                    of N - 1 views under a root, each with its own gestures (a
                                    tap, a double tap and a tap, a drag, a long press) or a
                                    Button, so every view is a target of its own
"""
import sys

def card_file(lines_wanted, out):
    lines = ["import SwiftUI", ""]
    count = 0
    while len(lines) < lines_wanted - 10 - lines_wanted // 15:
        lines += [f"struct Card{count}: View {{", "    @State private var offset = CGSize.zero", "    var body: some View {",
                  "        VStack(spacing: 12) {", f"            Text(\"Card {count}\").font(.headline)",
                  "            RoundedRectangle(cornerRadius: 12)", "                .frame(width: 200, height: 80)",
                  "                .offset(offset)",
                  "                .gesture(DragGesture().onChanged { value in offset = value.translation }.onEnded { _ in offset = .zero })",
                  "            HStack { Circle().frame(width: 20, height: 20); Spacer(); Text(\"Details\") }.padding(.horizontal)",
                  "        }", "        .padding()", "    }", "}", ""]
        count += 1
    lines += ["struct ContentView: View {", "    var body: some View {", "        ScrollView {", "            VStack {"]
    lines += [f"                Card{k}()" for k in range(count)]
    lines += ["            }", "        }", "    }", "}"]
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")

def foreach_file(n, out):
    with open(out, "w") as f:
        f.write(f"ScrollView {{ ForEach(0..<{n}) {{ i in Rectangle().frame(height: 10).onTapGesture {{ }} }} }}\n")

def foreach_named_file(n, out):
    with open(out, "w") as f:
        f.write(f"ScrollView {{ ForEach(0..<{n}) {{ i in Rectangle().frame(height: 10).onTapGesture {{ }}.id(i) }} }}\n")

def lint_scene(n, out):
    columns = 20
    rows = (n - 1 + columns - 1) // columns
    width, height = 390 / columns, 844 / rows
    kinds = [
        '"modifiers": ".onTapGesture { }"',
        '"modifiers": ".onTapGesture(count: 2) { }.onTapGesture { }"',
        '"modifiers": ".gesture(DragGesture().onEnded { _ in })"',
        '"modifiers": ".onLongPressGesture { }"',
        '"control": "Button"',
    ]
    views = []
    for k in range(n - 1):
        x, y = (k % columns) * width, (k // columns) * height
        views.append(f'{{"id": "v{k}", "frame": [{x:.2f}, {y:.2f}, {width:.2f}, {height:.2f}], {kinds[k % len(kinds)]}}}')
    with open(out, "w") as f:
        f.write('{"views": [{"id": "root", "frame": [0, 0, 390, 844], "children": [\n' + ",\n".join(views) + "\n]}]}\n")

if __name__ == "__main__":
    kind, size, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    {"file": card_file, "foreach": foreach_file, "foreach-named": foreach_named_file, "lint": lint_scene}[kind](size, out)
