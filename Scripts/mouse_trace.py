#!/usr/bin/env python3
"""A long trace of a Mac's mouse over a grid of cards, for Scripts/benchmark.sh (row 11).

Usage: Scripts/mouse_trace.py LINES > trace.jsonl

The header is a macos15 scene: a 6 x 10 grid of 60 x 60 pt cards, each with .onHover, a tap and
.onContinuousHover on every other card. The body repeats, until LINES lines: the cursor hovers
across the grid (a sample every 8 ms), clicks a card, drags another with the button down, and
right-clicks a third. Deterministic: the same LINES give the same bytes.
"""
import sys

lines = int(sys.argv[1]) if len(sys.argv) > 1 else 1000000
views = []
for row in range(10):
    for column in range(6):
        modifiers = ".onHover { _ in }.onTapGesture { }" + (".onContinuousHover { _ in }" if (row + column) % 2 == 0 else "")
        views.append('{"id":"C%d_%d","frame":[%d,%d,60,60],"modifiers":"%s"}' % (row, column, 5 + column * 64, 5 + row * 64, modifiers))
out = sys.stdout
out.write('{"profile":"macos15","scene":{"views":[%s]}}\n' % ",".join(views))
written = 1
t = 0  # microseconds
step = 0


def emit(text):
    global written
    out.write(text + "\n")
    written += 1


def time():
    whole, fraction = divmod(t, 1000000)
    return "%d.%06d" % (whole, fraction) if fraction else "%d" % whole


while written < lines:
    # Hover across the grid: 48 samples.
    for i in range(48):
        if written >= lines:
            break
        x = 10 + (i * 8 + step * 37) % 370
        y = 10 + (i * 13 + step * 53) % 630
        emit('{"t":%s,"id":1,"phase":"hover","x":%d,"y":%d,"input":"pointer"}' % (time(), x, y))
        t += 8000
    if written + 12 >= lines:
        break
    x, y = 35 + (step % 6) * 64, 35 + (step % 10) * 64
    emit('{"t":%s,"id":1,"phase":"down","x":%d,"y":%d,"input":"pointer","clicks":1}' % (time(), x, y)); t += 60000
    emit('{"t":%s,"id":1,"phase":"up","x":%d,"y":%d,"input":"pointer"}' % (time(), x, y)); t += 400000
    emit('{"t":%s,"id":1,"phase":"down","x":%d,"y":%d,"input":"pointer"}' % (time(), x, y)); t += 16000
    for k in range(1, 7):
        emit('{"t":%s,"id":1,"phase":"move","x":%d,"y":%d,"input":"pointer"}' % (time(), x + k * 5, y)); t += 16000
    emit('{"t":%s,"id":1,"phase":"up","x":%d,"y":%d,"input":"pointer"}' % (time(), x + 30, y)); t += 400000
    emit('{"t":%s,"id":1,"phase":"down","x":%d,"y":%d,"input":"pointer","button":"secondary"}' % (time(), x, y)); t += 60000
    emit('{"t":%s,"id":1,"phase":"up","x":%d,"y":%d,"input":"pointer","button":"secondary"}' % (time(), x, y)); t += 400000
    step += 1
