#!/usr/bin/env python3
"""The benchmark's list-like scenes and traces (Scripts/benchmark.sh, section 7).

  scale_scene.py scene VIEWS FILE   a parent with a drag over rows with a tap, each row holding a
                                    child with a long press: 1 + 2 * rows views
  scale_scene.py drags COUNT FILE   COUNT drags of 102 events each on the first row
  scale_scene.py touch FILE         one short drag, to time loading alone
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


if __name__ == "__main__":
    kind = sys.argv[1]
    if kind == "scene":
        scene(int(sys.argv[2]), sys.argv[3])
    elif kind == "drags":
        drags(int(sys.argv[2]), sys.argv[3])
    else:
        touch(sys.argv[2])
