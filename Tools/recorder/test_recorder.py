#!/usr/bin/env python3
"""Drives the recorder page in headless Chromium with synthesized touches and checks that what it
downloads replays to the expected callbacks.

    python3 Tools/recorder/test_recorder.py [path/to/gesture-replay] [--screenshot FILE.png]

Chromium is driven through the DevTools protocol over a pipe (--remote-debugging-pipe: JSON
messages ending in a NUL byte on file descriptors 3 and 4), so nothing beyond Python's standard
library and Debian's chromium package is needed. Three gestures are touched on the page — a tap, a
one-finger drag and a two-finger pinch — then a mouse hovers, clicks, right-clicks and scrolls,
and a pen hovers and draws with pressure and tilt; each is downloaded with the page's own Download
button, validated, and replayed by gesture-replay. Exit status 0 when all pass.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PAGE = "file://" + os.path.join(ROOT, "Tools", "recorder", "index.html")


class Chromium:
    def __init__(self, binary, download_dir):
        to_chrome_read, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_write = os.pipe()

        def wire():
            # Move both ends out of the way first, so neither lands on the other's number; dup2
            # onto the same number keeps close-on-exec, so that is cleared explicitly too.
            read_end, write_end = os.dup(to_chrome_read), os.dup(from_chrome_write)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--window-size=800,600", "--user-data-dir=" + download_dir + "/profile", "about:blank"],
            preexec_fn=wire, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_read)
        os.close(from_chrome_write)
        self.next_id = 0
        self.buffer = b""
        self.events = []

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def receive(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_chrome, 65536)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, method, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(index)
            self.events.append(self.receive())
        raise RuntimeError(f"no {method} within {timeout} s")

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        self.process.wait(timeout=10)


def touch(browser, session, kind, points):
    browser.send("Input.dispatchTouchEvent",
                 {"type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]}, session)


def record(browser, session, download_dir, name, strokes):
    """Plays `strokes` — a list of frames, each a list of finger positions in area coordinates —
    on the page, then downloads the trace and returns its text."""
    browser.send("Runtime.evaluate", {"expression": "window.recorder.clear()"}, session)
    box = json.loads(browser.send("Runtime.evaluate", {
        "expression": "JSON.stringify(document.getElementById('area').getBoundingClientRect())",
        "returnByValue": True}, session)["result"]["value"])
    page = lambda frame: [(box["left"] + x, box["top"] + y) for x, y in frame]
    touch(browser, session, "touchStart", page(strokes[0]))
    for frame in strokes[1:]:
        time.sleep(0.016)
        touch(browser, session, "touchMove", page(frame))
    time.sleep(0.016)
    touch(browser, session, "touchEnd", [])
    return download(browser, session, download_dir, name)


def download(browser, session, download_dir, name):
    """Saves the page's trace with its own Download button; returns the file's path and text."""
    time.sleep(0.1)
    expected = browser.send("Runtime.evaluate", {"expression": "window.recorder.traceText()", "returnByValue": True}, session)["result"]["value"]
    before = set(os.listdir(download_dir))
    browser.send("Runtime.evaluate", {"expression": "document.getElementById('download').click()"}, session)
    deadline = time.time() + 10
    while time.time() < deadline:
        new = [f for f in set(os.listdir(download_dir)) - before if f.endswith(".jsonl")]
        if new:
            path = os.path.join(download_dir, new[0])
            time.sleep(0.2)
            text = open(path).read()
            if text == expected:
                target = os.path.join(download_dir, name + ".jsonl")
                shutil.move(path, target)
                return target, text
        time.sleep(0.05)
    raise RuntimeError(f"{name}: the Download button did not save the trace the page holds")


def mouse(browser, session, kind, x, y, **extra):
    browser.send("Input.dispatchMouseEvent", dict({"type": kind, "x": x, "y": y}, **extra), session)


def record_pointer(browser, session, download_dir, name, play):
    """Like `record`, for a mouse or pen: `play(at)` dispatches its events, `at` mapping area
    coordinates to the page's."""
    browser.send("Runtime.evaluate", {"expression": "window.recorder.clear()"}, session)
    box = json.loads(browser.send("Runtime.evaluate", {
        "expression": "JSON.stringify(document.getElementById('area').getBoundingClientRect())",
        "returnByValue": True}, session)["result"]["value"])
    play(lambda x, y: (box["left"] + x, box["top"] + y))
    return download(browser, session, download_dir, name)


def validate(binary, trace):
    result = subprocess.run([binary, "validate", trace], capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def replay(binary, trace, gesture=None):
    arguments = [binary, trace, "--format", "json"] + (["--gesture", gesture] if gesture else [])
    result = subprocess.run(arguments, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"gesture-replay {trace}: exit {result.returncode}: {result.stderr}")
    return [json.loads(line) for line in result.stdout.splitlines()]


def main():
    arguments = sys.argv[1:]
    screenshot = None
    if "--screenshot" in arguments:
        index = arguments.index("--screenshot")
        screenshot = arguments[index + 1]
        del arguments[index:index + 2]
    binary = arguments[0] if arguments else os.path.join(ROOT, ".build", "debug", "gesture-replay")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if not chromium:
        sys.exit("test_recorder: chromium is not installed (Debian: apt-get install chromium)")
    download_dir = tempfile.mkdtemp(prefix="recorder-test-")
    browser = Chromium(chromium, download_dir)
    failures = []
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.send("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": download_dir})
        browser.send("Page.enable", {}, session)
        browser.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5}, session)
        browser.send("Page.navigate", {"url": PAGE}, session)
        browser.wait_for("Page.loadEventFired")

        def check(name, condition, detail):
            print(("ok   " if condition else "FAIL ") + name + ": " + detail)
            if not condition:
                failures.append(name)

        # A tap.
        path, text = record(browser, session, download_dir, "tap", [[(100, 100)]])
        header = json.loads(text.splitlines()[0])
        view = header["scene"]["views"][0]
        check("header", header["profile"] == "ios17" and view["id"] == "area" and view["frame"][:2] == [0, 0] and view["frame"][2] > 700,
              f"scene {view['frame']} with modifiers {view['modifiers']!r}")
        records = replay(binary, path, "TapGesture().onEnded { }")
        check("tap", [r["callback"] for r in records] == ["onEnded"], f"{len(text.splitlines()) - 1} events, callbacks {[r['callback'] for r in records]}")

        # A one-finger drag of 200 points to the right, replayed with the header's own scene.
        path, text = record(browser, session, download_dir, "drag", [[(100 + 10 * i, 300)] for i in range(21)])
        records = replay(binary, path)
        ended = [r for r in records if r["callback"] == "onEnded"]
        translation = ended[0]["value"]["translation"] if ended else None
        check("drag", len(ended) == 1 and abs(translation["width"] - 200) < 0.5 and abs(translation["height"]) < 0.5,
              f"{len(records)} records from the header's scene, onEnded translation {translation}")

        # A two-finger pinch from 100 to 200 points apart.
        path, text = record(browser, session, download_dir, "pinch",
                            [[(250 - 50 - 2.5 * i, 250), (250 + 50 + 2.5 * i, 250)] for i in range(21)])
        records = replay(binary, path, "MagnifyGesture().onEnded { _ in }")
        magnification = records[-1]["value"]["magnification"] if records else None
        check("pinch", len(records) == 1 and abs(magnification - 2) < 0.01,
              f"{sum(1 for line in text.splitlines()[1:] if 'down' in line)} fingers, magnification {magnification}")
        # A mouse: it hovers in, clicks, right-clicks, drags with the left button, scrolls a wheel.
        def play_mouse(at):
            for i in range(5):
                mouse(browser, session, "mouseMoved", *at(50 + 10 * i, 100), pointerType="mouse")
                time.sleep(0.016)
            mouse(browser, session, "mousePressed", *at(100, 100), button="left", buttons=1, clickCount=1, pointerType="mouse")
            time.sleep(0.05)
            mouse(browser, session, "mouseReleased", *at(100, 100), button="left", buttons=0, clickCount=1, pointerType="mouse")
            time.sleep(0.4)
            mouse(browser, session, "mousePressed", *at(100, 100), button="right", buttons=2, clickCount=1, pointerType="mouse")
            time.sleep(0.05)
            mouse(browser, session, "mouseReleased", *at(100, 100), button="right", buttons=0, clickCount=1, pointerType="mouse")
            time.sleep(0.4)
            mouse(browser, session, "mouseWheel", *at(100, 100), deltaX=0, deltaY=120, pointerType="mouse")
        path, text = record_pointer(browser, session, download_dir, "mouse", play_mouse)
        events = [json.loads(line) for line in text.splitlines()[1:]]
        phases = [(e["phase"], e.get("button", "primary")) for e in events if e["phase"] != "hover"]
        status, report = validate(binary, path)
        check("mouse trace", json.loads(text.splitlines()[0])["profile"] == "macos15" and status == 0
              and phases == [("down", "primary"), ("up", "primary"), ("down", "secondary"), ("up", "secondary"), ("scroll", "primary")]
              and all(e.get("input") == "pointer" for e in events if e["phase"] != "scroll")
              and sum(1 for e in events if e["phase"] == "hover") >= 5 and events[-1]["dy"] == 120,
              f"profile {json.loads(text.splitlines()[0])['profile']}, {phases}, validate: {report.strip()}")
        records = replay(binary, path, "TapGesture().onEnded { }")
        first_down = next((e for e in events if e["phase"] == "down"), None)
        check("mouse replay", [r["callback"] for r in records] == ["onEnded"] and first_down is not None and abs(records[0]["t"] - first_down["t"] - 0.05) < 0.03 if records else False,
              f"a left click taps, a right click does not: {[(r['t'], r['callback']) for r in records]}")

        # A pen: it hovers, then draws 100 points to the right pressing at half force, tilted.
        def play_pen(at):
            for i in range(3):
                mouse(browser, session, "mouseMoved", *at(200, 200 - 5 * i), pointerType="pen", tiltX=30, tiltY=0)
                time.sleep(0.016)
            mouse(browser, session, "mousePressed", *at(200, 200), button="left", buttons=1, clickCount=1, pointerType="pen", force=0.5, tiltX=30)
            for i in range(1, 11):
                time.sleep(0.016)
                mouse(browser, session, "mouseMoved", *at(200 + 10 * i, 200), button="left", buttons=1, pointerType="pen", force=0.5, tiltX=30)
            time.sleep(0.016)
            mouse(browser, session, "mouseReleased", *at(300, 200), button="left", buttons=0, clickCount=1, pointerType="pen", tiltX=30)
        path, text = record_pointer(browser, session, download_dir, "pen", play_pen)
        events = [json.loads(line) for line in text.splitlines()[1:]]
        downs = [e for e in events if e["phase"] == "down"]
        status, report = validate(binary, path)
        check("pen trace", json.loads(text.splitlines()[0])["profile"] == "ipados18" and status == 0 and len(downs) == 1
              and downs[0]["input"] == "pencil" and abs(downs[0]["pressure"] - 0.5) < 0.01 and abs(downs[0]["altitude"] - 1.0472) < 0.01
              and sum(1 for e in events if e["phase"] == "hover") >= 3,
              f"profile {json.loads(text.splitlines()[0])['profile']}, down {downs[0] if downs else None}, validate: {report.strip()}")
        records = replay(binary, path, "DragGesture(minimumDistance: 0).onEnded { }")
        translation = records[-1]["value"]["translation"] if records else None
        check("pen replay", len(records) == 1 and abs(translation["width"] - 100) < 0.5, f"onEnded translation {translation}")
        if screenshot:
            import base64
            image = browser.send("Page.captureScreenshot", {"format": "png"}, session)["data"]
            open(screenshot, "wb").write(base64.b64decode(image))
    finally:
        browser.close()
        shutil.rmtree(download_dir, ignore_errors=True)
    if failures:
        sys.exit(f"test_recorder: {len(failures)} failed: {', '.join(failures)}")
    print("test_recorder: 8 passed")


if __name__ == "__main__":
    main()
