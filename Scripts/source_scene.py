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
  source_scene.py app FILES OUT     an app's source folder of FILES .swift files (section 12),
                                    as real apps are made: a third models with static samples,
                                    a sixth helpers and constants with no view, the rest
                                    screens (a List of rows, a drag, a sheet of settings) and
                                    rows in files of their own (a tap, a context menu, a
                                    long press), each screen with a #Preview, and the @main app
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

def app_folder(files, out):
    import os
    os.makedirs(out + "/Models", exist_ok=True)
    os.makedirs(out + "/Support", exist_ok=True)
    os.makedirs(out + "/Views", exist_ok=True)
    models = files // 3
    screens = max(1, (files - models - files // 6 - 1) // 2)
    helpers = max(1, files - models - 1 - 2 * screens)
    def write(path, text):
        with open(out + "/" + path, "w") as f:
            f.write(text)
    for m in range(models):
        write(f"Models/Model{m}.swift", f"""import Foundation

struct Model{m}: Identifiable {{
    var id: Int
    var title: String
    var amount: Double

    static let sample = Model{m}(id: 1, title: "Item {m}", amount: {m}.5)
    static let samples = [
        Model{m}(id: 1, title: "First", amount: 1),
        Model{m}(id: 2, title: "Second", amount: 2),
        Model{m}(id: 3, title: "Third", amount: 3),
    ]

    func total(with tax: Double) -> Double {{
        var sum = amount
        for _ in 0..<3 {{ sum += tax }}
        return sum
    }}
}}
""")
    for h in range(helpers):
        write(f"Support/Helper{h}.swift", f"""import SwiftUI

enum Metrics{h} {{
    static let spacing: CGFloat = {8 + h % 8}
    static let rowHeight: CGFloat = 56
    static let corner: CGFloat = 12
}}

final class Store{h}: ObservableObject {{
    @Published var selection: Int? = nil
    func load() async throws {{ try await Task.sleep(nanoseconds: 1) }}
}}

extension Double {{
    var formatted{h}: String {{ String(format: "%.2f", self) }}
}}
""")
    for s in range(screens):
        m, h = s % max(1, models), s % max(1, helpers)
        write(f"Views/Screen{s}.swift", f"""import SwiftUI

struct Screen{s}: View {{
    @State private var offset: CGFloat = 0
    @State private var showSettings = false
    @StateObject private var store = Store{h}()
    let items: [Model{m}] = Model{m}.samples

    var body: some View {{
        NavigationStack {{
            List {{
                ForEach(items) {{ item in
                    Row{s}(item: item)
                }}
                .onDelete {{ _ in }}
            }}
            .navigationTitle("Screen {s}")
            .toolbar {{
                Button("Settings") {{ showSettings = true }}
            }}
        }}
        .offset(x: offset)
        .gesture(
            DragGesture(minimumDistance: 30)
                .onChanged {{ value in offset = value.translation.width }}
                .onEnded {{ _ in offset = 0 }}
        )
        .sheet(isPresented: $showSettings) {{
            Text("Settings")
        }}
    }}
}}

#Preview {{
    Screen{s}()
}}
""")
        write(f"Views/Row{s}.swift", f"""import SwiftUI

struct Row{s}: View {{
    let item: Model{m}
    @State private var favourite = false

    var body: some View {{
        HStack(spacing: Metrics{h}.spacing) {{
            Image(systemName: favourite ? "star.fill" : "star")
                .onTapGesture {{ favourite.toggle() }}
            VStack(alignment: .leading) {{
                Text(item.title).font(.headline)
                Text("\\(item.amount)").font(.caption)
            }}
            Spacer()
        }}
        .frame(height: Metrics{h}.rowHeight)
        .contentShape(Rectangle())
        .onLongPressGesture {{ favourite = true }}
        .contextMenu {{
            Button("Favourite") {{ favourite = true }}
        }}
    }}
}}

#Preview {{
    Row{s}(item: .sample)
}}
""")
    write("App.swift", """import SwiftUI

@main
struct GeneratedApp: App {
    var body: some Scene {
        WindowGroup {
            Screen0()
        }
    }
}
""")

if __name__ == "__main__":
    kind, size, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    {"file": card_file, "foreach": foreach_file, "foreach-named": foreach_named_file, "lint": lint_scene, "app": app_folder}[kind](size, out)
