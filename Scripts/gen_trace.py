#!/usr/bin/env python3
"""A long synthetic touch trace for Scripts/benchmark.sh (rows 1-6): the project's own, so the
benchmark runs in a fresh clone.

Usage: Scripts/gen_trace.py EVENTS [SEED] > trace.jsonl

Sessions one after another, each one of four kinds chosen at random: a tap (80 ms), a straight
drag of 10-60 samples, a press of 50-120 samples trembling within 1 pt, and a two-finger pinch
and rotation of 20-80 samples; samples 1/120 s apart, 0.3-1 s between sessions, until EVENTS
lines (a session is never cut, so a few more may be written). Deterministic: the same EVENTS
and SEED (default 1) give the same bytes, the bytes the original generator of the project's benchmark data gives for the
same arguments (Python's Mersenne Twister, drawn in the same order).
"""
import math
import random
import sys

SAMPLE = 1 / 120


class Trace:
    def __init__(self, out):
        self.out = out
        self.time = 0.0
        self.lines = 0

    def point(self, touch, phase, x, y):
        self.out.write('{"t":%s,"id":%d,"phase":"%s","x":%s,"y":%s}\n'
                       % (repr_number(round(self.time, 6)), touch, phase, repr_number(round(x, 2)), repr_number(round(y, 2))))
        self.lines += 1

    def wait(self, seconds):
        self.time += seconds


def repr_number(value):
    # As json.dumps writes a float: repr, with integral floats keeping their ".0".
    return repr(float(value))


def tap(trace, draw, x, y):
    trace.point(1, "down", x, y)
    trace.wait(0.08)
    trace.point(1, "up", x, y)


def drag(trace, draw, x, y):
    dx, dy = draw.uniform(-200, 200), draw.uniform(-200, 200)
    steps = draw.randint(10, 60)
    trace.point(1, "down", x, y)
    for step in range(1, steps + 1):
        trace.wait(SAMPLE)
        trace.point(1, "move", x + dx * step / steps, y + dy * step / steps)
    trace.point(1, "up", x + dx, y + dy)


def press(trace, draw, x, y):
    trace.point(1, "down", x, y)
    for _ in range(draw.randint(50, 120)):
        trace.wait(SAMPLE)
        trace.point(1, "move", x + draw.uniform(-1, 1), y + draw.uniform(-1, 1))
    trace.point(1, "up", x, y)


def pinch(trace, draw, x, y):
    start = draw.uniform(40, 80)
    end = start * draw.uniform(0.5, 2.0)
    angle = draw.uniform(-1, 1)
    steps = draw.randint(20, 80)
    trace.point(1, "down", x - start, y)
    trace.point(2, "down", x + start, y)
    for step in range(1, steps + 1):
        trace.wait(SAMPLE)
        fraction = step / steps
        radius = start + (end - start) * fraction
        turned = angle * fraction
        trace.point(1, "move", x - radius * math.cos(turned), y - radius * math.sin(turned))
        trace.point(2, "move", x + radius * math.cos(turned), y + radius * math.sin(turned))
    trace.point(1, "up", x - end * math.cos(angle), y - end * math.sin(angle))
    trace.point(2, "up", x + end * math.cos(angle), y + end * math.sin(angle))


SESSIONS = {"tap": tap, "drag": drag, "press": press, "pinch": pinch}


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: gen_trace.py EVENTS [SEED] > trace.jsonl")
    events = int(sys.argv[1])
    draw = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    trace = Trace(sys.stdout)
    while trace.lines < events:
        kind = draw.choice(["tap", "drag", "press", "pinch"])
        x, y = draw.uniform(20, 380), draw.uniform(20, 800)
        SESSIONS[kind](trace, draw, x, y)
        trace.wait(draw.uniform(0.3, 1.0))


main()
