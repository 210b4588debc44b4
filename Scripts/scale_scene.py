#!/usr/bin/env python3
"""The benchmark's list-like scenes and traces (Scripts/benchmark.sh, section 7).

  scale_scene.py scene VIEWS FILE   a parent with a drag over rows with a tap, each row holding a
                                    child with a long press: 1 + 2 * rows views
  scale_scene.py drags COUNT FILE   COUNT drags of 102 events each on the first row
  scale_scene.py touch FILE         one short drag, to time loading alone
  scale_scene.py list ROWS KIND FILE
                                    ROWS rows with a tap and trailing swipe actions in a List
                                    (KIND "controls") or in a plain view of the same size ("plain")
  scale_scene.py scrolls COUNT FILE COUNT vertical drags of 102 events each up the middle of the
                                    screen, 0.5 s apart: on a List, each scrolls it and the next
                                    catches the fling
"""
import json
import sys


def scene(views, path):
    rows = max(1, (views - 1) // 2)
    children = [{"id": f"row{i}", "frame": [0, i * 44, 400, 44], "modifiers": ".onTapGesture { }",
                 "children": [{"id": f"star{i}", "frame": [340, i * 44 + 7, 30, 30],
                               "modifiers": ".onLongPressGesture { }"}]} for i in range(rows)]
    document = {"views": [{"id": "list", "frame": [0, 0, 400, rows * 44],
                           "modifiers": ".gesture(DragGesture().onEnded { _ in })", "children": children}]}
    with open(path, "w") as out:
        json.dump(document, out)


def drags(count, path):
    t, lines = 0.0, []
    for pointer in range(1, count + 1):
        lines.append('{"t":%.6f,"id":%d,"phase":"down","x":100,"y":20}' % (t, pointer))
        for step in range(1, 101):
            t += 1 / 120
            lines.append('{"t":%.6f,"id":%d,"phase":"move","x":%d,"y":20}' % (t, pointer, 100 + step))
        t += 1 / 120
        lines.append('{"t":%.6f,"id":%d,"phase":"up","x":200,"y":20}' % (t, pointer))
        t += 0.5
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")


def touch(path):
    with open(path, "w") as out:
        out.write('{"t":0,"id":1,"phase":"down","x":100,"y":20}\n'
                  '{"t":0.1,"id":1,"phase":"move","x":150,"y":20}\n'
                  '{"t":0.2,"id":1,"phase":"up","x":200,"y":20}\n')


def rows_scene(rows, kind, path):
    children = [{"id": f"row{i}", "frame": [0, i * 44, 390, 44], "modifiers": ".onTapGesture { }",
                 **({"swipeActions": {"actions": ["Delete"]}} if kind == "controls" else {})} for i in range(rows)]
    view = {"id": "list", "frame": [0, 0, 390, 844], "children": children}
    if kind == "controls":
        view.update({"control": "List", "contentSize": [390, rows * 44]})
    with open(path, "w") as out:
        json.dump({"views": [view]}, out)


def scrolls(count, path):
    t, lines = 0.0, []
    for pointer in range(1, count + 1):
        lines.append('{"t":%.6f,"id":%d,"phase":"down","x":200,"y":700}' % (t, pointer))
        for step in range(1, 101):
            t += 1 / 120
            lines.append('{"t":%.6f,"id":%d,"phase":"move","x":200,"y":%d}' % (t, pointer, 700 - 3 * step))
        t += 1 / 120
        lines.append('{"t":%.6f,"id":%d,"phase":"up","x":200,"y":400}' % (t, pointer))
        t += 0.5
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    kind = sys.argv[1]
    if kind == "scene":
        scene(int(sys.argv[2]), sys.argv[3])
    elif kind == "drags":
        drags(int(sys.argv[2]), sys.argv[3])
    elif kind == "list":
        rows_scene(int(sys.argv[2]), sys.argv[3], sys.argv[4])
    elif kind == "scrolls":
        scrolls(int(sys.argv[2]), sys.argv[3])
    else:
        touch(sys.argv[2])
