"""Imports real apps as a new user would and prints one row per app (scripts/real-apps).

For each checkout: `navviz import DIR -o APP.nav`, `navviz check APP.nav`, `navviz APP.nav -o out/`
(the default formats), each timed. What the flow shows is counted here, not taken from navviz's own
summary: the view-controller classes the app declares (the Swift files navviz lists as the app's,
`navviz import --list-files`) and shows (constructed in code, instantiated from a storyboard, named by a
storyboard or xib scene), the navigation call sites in those files (UIKit's methods, by a regular
expression, outside previews and other platforms' #if clauses), SwiftUI's navigation sites (its containers,
links and presenting modifiers, likewise), and, from `navviz dump`, every view controller the flow has (a box
of the map) and its class. What the pictures show is read from them (issue 32): the map's larger side and
smallest text in points at 100%, and how many step SVGs show their step's callers (box or stub) and the top
view controller after it (node titles and the manifest's `top`).
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time

import real_app_bugs
import real_app_truth

FACTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "real-app-facts")

# UIKit's (and the system frameworks') view-controller classes an app subclasses.
FRAMEWORK_CONTROLLERS = {
    "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
    "UITabBarController", "UISplitViewController", "UIPageViewController", "UIHostingController",
    "UIAlertController", "UIActivityViewController", "UIImagePickerController", "UIDocumentPickerViewController",
    "UISearchController", "UIInputViewController", "SFSafariViewController", "MFMailComposeViewController",
    "MFMessageComposeViewController", "AVPlayerViewController", "QLPreviewController", "UIReferenceLibraryViewController",
    "UIDocumentBrowserViewController", "PHPickerViewController", "CNContactViewController", "SLComposeServiceViewController",
}
CLASS = re.compile(r"^[ \t]*(?:(?:@\w+(?:\([^)]*\))?|public|open|final|private|fileprivate|internal|package)\s+)*"
                   r"class\s+(\w+)\s*(?:<[^>{]*>)?\s*:\s*([\w.]+)", re.M)
NAVIGATION = re.compile(r"\b(present|pushViewController|show|showDetailViewController|setViewControllers|"
                        r"popViewController|popToRootViewController|popToViewController|dismiss|performSegue)\((?!\))"
                        r"|\.rootViewController = ")
# SwiftUI's navigation: its containers and links by name, its presenting modifiers (an alert or a dialog with
# SwiftUI's labels on the line, so UIKit helpers named `alert(…)` are not counted).
SWIFTUI = re.compile(r"\b(NavigationStack|NavigationView|TabView|NavigationSplitView|NavigationLink)\b\s*[({]"
                     r"|\.(sheet|fullScreenCover|popover|navigationDestination)\("
                     r"|\.(alert|confirmationDialog)\(.*\b(isPresented|item|presenting):")
STATIC_RECEIVER = re.compile(r"\b[A-Z]\w*\.$")
DUMP_CONTROLLER = re.compile(r"<([^<>:]+): ([A-Za-z_]\w*)>")
SVG_SIZE = re.compile(r'<svg width="([\d.]+)pt" height="([\d.]+)pt"')
# A box's or a stub's group and its title, the node key (container/name).
SVG_BOX = re.compile(r'<g id="(?:n|stub)\d+" class="[^"]*">\s*<title>([^<]*)</title>')


def run(command, **kwargs):
    started = time.monotonic()
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    return result, time.monotonic() - started


def view_controller_classes(swift_files):
    """The classes the files declare whose superclass chain reaches a framework view controller."""
    superclass = {}
    for path in swift_files:
        text = open(path, encoding="utf-8", errors="replace").read()
        for name, parent in CLASS.findall(text):
            superclass.setdefault(name, parent.split(".")[-1])
    controllers = set()
    for name in superclass:
        current, seen = name, set()
        while current in superclass and current not in seen:
            seen.add(current)
            current = superclass[current]
        if current in FRAMEWORK_CONTROLLERS or (current.endswith("ViewController") and current not in superclass):
            controllers.add(name)
    return controllers


def shown_classes(classes, swift_files, documents):
    """The classes among `classes` that the app shows: made in code, or named by a scene."""
    code = "\n".join(open(p, encoding="utf-8", errors="replace").read() for p in swift_files)
    scenes = "\n".join(open(p, encoding="utf-8", errors="replace").read() for p in documents)
    shown = set()
    for name in classes:
        made = re.search(r"(?<![\w.])" + name + r"\s*(?:\(|\.init\(|\.(?:instantiate|make|create|new|from|load)\w*\()", code)
        cast = re.search(r"\bas[!?]\s*" + name + r"\b", code)
        scene = re.search(r'customClass="' + name + r'"', scenes)
        if made or cast or scene:
            shown.add(name)
    return shown


OTHER_PLATFORM = re.compile(r"#(?:else)?if\s+(?:os\((?:macOS|watchOS|tvOS|visionOS|OSX)\)|targetEnvironment\(macCatalyst\))\s*$")


def call_sites(swift_files, pattern=NAVIGATION):
    """The lines `pattern` finds, as File.swift:LINE, outside comments, declarations, `#Preview`
    blocks (Xcode's previews, not the app) and `#if` clauses for another platform than iOS."""
    sites = []
    for path in swift_files:
        preview_depth, other_platform = None, False
        for number, line in enumerate(open(path, encoding="utf-8", errors="replace"), 1):
            stripped = line.strip()
            if stripped.startswith("#Preview"):
                preview_depth = 0
            if preview_depth is not None:
                preview_depth += line.count("{") - line.count("}")
                if preview_depth <= 0 and "}" in line:
                    preview_depth = None
                continue
            if stripped.startswith(("#if", "#elseif", "#else", "#endif")):
                other_platform = bool(OTHER_PLATFORM.match(stripped))
                continue
            if other_platform or stripped.startswith("//") or "func " in line:
                continue
            # A static call on a type (`Squawk.show(error:)`, a library's toast) is never UIKit's
            # navigation, whose methods are instance methods.
            if any(pattern is not NAVIGATION or not STATIC_RECEIVER.search(line[:match.start()]) for match in pattern.finditer(line)):
                sites.append(f"{os.path.basename(path)}:{number}")
    return sites


def named_and_drawn(sites, text, steps):
    """How many of `sites` the flow names anywhere, and how many a step names."""
    named = drawn = 0
    for site in sites:
        pattern = re.compile(re.escape(site) + r"(?!\d)")
        named += bool(pattern.search(text))
        drawn += any(pattern.search(source) for source in steps)
    return named, drawn


def step_sources(text):
    """The source comment of each statement line: its own, or (where the line would pass
    120 characters) the comment written on the lines right above it, whose continuation
    lines are indented four more spaces."""
    sources, comment = [], None
    for line in text.split("\n"):
        stripped = line.lstrip()
        if stripped.startswith("#"):
            continued = re.match(r"\s*#\s{4,}", line) and comment is not None
            comment = (comment + " " + stripped) if continued else stripped
            continue
        if stripped:
            sources.append(line[line.index("#"):] if "#" in line else (comment or ""))
        comment = None
    return sources


def map_size(folder):
    """The map's larger side and its smallest text, in points at 100%."""
    path = os.path.join(folder, "map.svg")
    if not os.path.exists(path):
        return "-", "-"
    text = open(path, encoding="utf-8").read()
    width, height = map(float, SVG_SIZE.search(text).groups())
    sizes = [float(size) for size in re.findall(r'font-size="([\d.]+)"', text)]
    return f"{max(width, height):,.0f}", (f"{min(sizes):g}" if sizes else "-")


def step_actors(lines, line):
    """The actors of the statement at `line` (1-based): its first word, or for a `step`
    group the first word of each indented line under it (`then` left out)."""
    statement = lines[line - 1].strip()
    if not statement.startswith("step "):
        return [statement.split()[0]]
    actors, indent = [], len(lines[line - 1]) - len(lines[line - 1].lstrip())
    for following in lines[line:]:
        if following.strip() and len(following) - len(following.lstrip()) <= indent:
            break
        words = following.split("#")[0].split()
        words = words[1:] if words[:1] == ["then"] else words
        if words and words[0] not in ("set", "expect"):
            actors.append(words[0])
    return actors


def steps_holding_caller_and_top(folder, flow):
    """How many step SVGs show their step's callers (a box or a stub naming it) and the
    top view controller after the step (its box), read from the SVGs' node titles and
    the manifest; and how many step SVGs there are."""
    path = os.path.join(folder, "manifest.json")
    if not os.path.exists(path):
        return 0, 0, []
    manifest = json.load(open(path, encoding="utf-8"))
    lines = open(flow, encoding="utf-8").read().split("\n")
    held, total, missing, top_before = 0, 0, [], None
    for frame in manifest["frames"]:
        svg = frame.get("files", {}).get("svg")
        top = frame.get("top")
        if svg and frame["kind"] == "step":
            text = open(os.path.join(folder, svg), encoding="utf-8").read()
            names = {title.replace("&#45;", "-").split("/")[-1] for title in SVG_BOX.findall(text)}
            actors = step_actors(lines, frame["source"]["line"]) if frame.get("source") else []
            # An actor written as an expression (A.presentingViewController) is not resolved here.
            # `entry X` names no caller: the entry is shown over the screen on top, by no screen.
            callers = {top_before if actor == "top" else actor for actor in actors if actor not in ("root", "entry", "UIWindow") and "." not in actor}
            wanted = {name for name in callers | {top} if name}
            absent = sorted(wanted - names)
            total += 1
            held += not absent
            if absent:
                missing.append(f"{svg}: {', '.join(absent)}")
        top_before = top
    return held, total, missing


STUB = re.compile(r'<g id="stub\d+" class="stub">.*?</g>', re.S)


NODE = re.compile(r'<g id="n\d+" class="([^"]*)">(.*?)</g>', re.S)


def in_laptop_window(svg):
    """Whether a box the step file draws added or removed lies wholly inside the top left 1,440 × 900
    CSS pixels of the file at its own size (a point is 4/3 of a pixel)."""
    move = re.search(r'transform="scale\(([\d.]+) ([\d.]+)\) rotate\(0\) translate\((-?[\d.]+) (-?[\d.]+)\)"', svg)
    if not move:
        return False
    sx, sy, tx, ty = map(float, move.groups())
    for classes, body in NODE.findall(svg):
        if not re.search(r"\b(added|removed)\b", classes):
            continue
        shapes = " ".join(re.findall(r'\b(?:d|points)="([^"]*)"', body))
        points = [(float(x), float(y)) for x, y in re.findall(r"(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)", shapes)]
        if points and all(0 <= (x + tx) * sx * 4 / 3 <= 1440 and 0 <= (y + ty) * sy * 4 / 3 <= 900 for x, y in points):
            return True
    return False


def frames(navviz, arguments):
    """`--frames FLOWS`: every step file of every flow in FLOWS (the flows `--truth` leaves), drawn as
    SVG; per app, the steps whose window shows what they added or removed (a box drawn `added` or
    `removed`) when they change boxes, and the steps that name a view controller they must show by a
    stub at the window's edge, by its role: the top, a caller, or another (a presenter, a second box);
    the step files wider than a 1,440 px browser window at their own size (a reader scrolls to see
    what is beyond its right edge); and the steps whose window shows what they added or removed
    wholly inside a laptop's 1,440 × 900 px browser window, without scrolling."""
    folders = [a for a in arguments if not a.startswith("--")]
    if not folders:
        print("usage: scripts/real-apps --frames FLOWS_DIR...", file=sys.stderr)
        return 2
    work = tempfile.mkdtemp(prefix="real-apps-frames-")
    rows = []
    for folder in folders:
        for flow in sorted(f for f in os.listdir(folder) if f.endswith(".nav")):
            name = flow[:-4]
            out = os.path.join(work, name)
            drawn, seconds = run([navviz, os.path.join(folder, flow), "-o", out, "--format", "svg,manifest"])
            if drawn.returncode != 0:
                rows.append({
                    "app": name, "steps": "not drawn", "changes shown": "", "top stub": "", "caller stub": "", "other stub": "",
                    "wider than 1,440 px": "", "change in 1,440 × 900 px": "", "s": f"{seconds:.1f}",
                })
                continue
            steps = changing = shown = wide = seen = 0
            stubs = {"top": 0, "caller": 0, "other": 0}
            step_files = sorted(os.listdir(os.path.join(out, "steps")))[1:]  # frame 0: the initial state
            for step in step_files:
                text = open(os.path.join(out, "steps", step), encoding="utf-8").read()
                steps += 1
                width = re.search(r'<svg width="([\d.]+)pt"', text)
                wide += bool(width) and float(width.group(1)) * 4 / 3 > 1440
                classes = re.findall(r'<g id="n\d+" class="([^"]*)">', text)
                roles = set()
                for stub in STUB.findall(text):
                    label = " ".join(re.findall(r"<text[^>]*>([^<]*)</text>", stub))
                    roles.add("caller" if "· caller" in label else "top" if "· top" in label else "other")
                for role in roles:
                    stubs[role] += 1
                changed = any(re.search(r"\b(added|removed)\b", c) for c in classes)
                if changed or "other" in roles:
                    changing += 1
                    shown += changed
                    seen += changed and in_laptop_window(text)
            percent = lambda count: f"{count} ({100 * count / max(1, steps):.0f}%)"
            rows.append({
                "app": name, "steps": str(steps), "changes shown": f"{shown} / {changing}",
                "top stub": percent(stubs["top"]), "caller stub": percent(stubs["caller"]), "other stub": percent(stubs["other"]),
                "wider than 1,440 px": percent(wide), "change in 1,440 × 900 px": f"{seen} / {changing}", "s": f"{seconds:.1f}",
            })
    print_table(rows)
    print(f"(step files in {work})", file=sys.stderr)
    return 0


def print_table(rows):
    headers = list(rows[0].keys())
    widths = {h: max(len(h), *(len(r[h]) for r in rows)) for h in headers}
    print("| " + " | ".join(h.ljust(widths[h]) for h in headers) + " |")
    print("|" + "|".join("-" * (widths[h] + 2) for h in headers) + "|")
    for row in rows:
        print("| " + " | ".join(row[h].ljust(widths[h]) for h in headers) + " |")


def checkout_of(record, checkouts):
    """The app's checkout under `checkouts`: named `owner+name` (as fetch names it) or `name`."""
    owner, name = record["repository"].split("/")
    for candidate in (f"{owner}+{name}", name, record["app"]):
        folder = os.path.join(checkouts, candidate)
        if os.path.isdir(folder):
            return folder
    return None


def truth(navviz, arguments):
    """`--truth CHECKOUTS [--half tuning|held-out] [--verbose] [APP…]`: per app, the hand-read
    facts (scripts/real-app-facts) the imported flow holds and misses, and the arrows it
    draws into entries."""
    checkouts = arguments[arguments.index("--truth") + 1]
    half = arguments[arguments.index("--half") + 1] if "--half" in arguments else None
    verbose = "--verbose" in arguments
    wanted = {a for a in arguments if not a.startswith("--") and a not in (checkouts, half)}
    work = tempfile.mkdtemp(prefix="real-apps-truth-")
    rows, totals = [], {}
    for file in sorted(os.listdir(FACTS)):
        if not file.endswith(".json"):
            continue
        record = json.load(open(os.path.join(FACTS, file), encoding="utf-8"))
        if (half and record["half"] != half) or (wanted and record["app"] not in wanted):
            continue
        checkout = checkout_of(record, checkouts)
        if checkout is None:
            print(f"{record['app']}: no checkout of {record['repository']} in {checkouts}", file=sys.stderr)
            continue
        flow = os.path.join(work, record["app"] + ".nav")
        imported, seconds = run([navviz, "import", os.path.join(checkout, record["folder"]), "-o", flow])
        checked = imported.returncode == 0 and run([navviz, "check", flow])[0].returncode == 0
        facts = record["facts"]
        if imported.returncode == 0:
            text = open(flow, encoding="utf-8").read()
            dump = run([navviz, "dump", flow])[0].stdout
            held, missed = real_app_truth.check(facts, dump, text)
            entries = real_app_truth.entry_arrows(text)
        else:
            held, missed, entries = [], facts, 0
            print(f"{record['app']}: {imported.stderr.strip()[:400]}", file=sys.stderr)
        summary = next((l for l in imported.stderr.splitlines() if l.startswith("navviz: imported")), "")
        if summary:
            print(f"{record['app']}: {summary}", file=sys.stderr)
        if verbose:
            for fact in missed:
                print(f"  {record['app']} missed: {fact['kind']} {fact['at']}: {fact['says']}", file=sys.stderr)
        total = totals.setdefault(record["half"], [0, 0, 0, 0])
        total[0] += len(held)
        total[1] += len(facts)
        total[2] += entries
        total[3] += 1
        rows.append({
            "app": record["app"],
            "half": record["half"],
            "commit": record["commit"],
            "imported": "yes" if imported.returncode == 0 else f"no ({imported.returncode})",
            "checked": "yes" if checked else "no",
            "facts held": f"{len(held)} / {len(facts)} ({100 * len(held) / max(1, len(facts)):.0f}%)",
            "missed": str(len(missed)),
            "arrows into entries": str(entries),
            "import s": f"{seconds:.1f}",
        })
    if not rows:
        print("no facts matched", file=sys.stderr)
        return 2
    print_table(rows)
    for name, (held, facts, entries, apps) in sorted(totals.items()):
        print(f"{name}: {apps} apps, {held} of {facts} facts held ({100 * held / max(1, facts):.1f}%), {entries} arrows into entries")
    print(f"(flows in {work})", file=sys.stderr)
    return 0


def main():
    arguments = sys.argv[1:]
    navviz = os.environ.get("NAVVIZ", ".build/release/navviz")
    if "--truth" in arguments:
        return truth(navviz, arguments)
    if "--bugs" in arguments:
        return real_app_bugs.main(navviz, arguments, print_table)
    if "--frames" in arguments:
        return frames(navviz, arguments)
    quick = "--svg" in arguments
    folders = [a for a in arguments if not a.startswith("--")]
    if not folders:
        print("usage: scripts/real-apps [--svg] DIR...  |  scripts/real-apps --truth CHECKOUTS [--half tuning|held-out]"
              " [--verbose] [APP...]  |  scripts/real-apps --bugs MIRRORS [--cache DIR] [--extract-only] [APP...]"
              "  |  scripts/real-apps --frames FLOWS_DIR..."
              "  (NAVVIZ=path/to/navviz)", file=sys.stderr)
        return 2
    work = tempfile.mkdtemp(prefix="real-apps-")
    rows = []
    for folder in folders:
        name = os.path.basename(os.path.normpath(folder))
        flow = os.path.join(work, name + ".nav")
        listed, _ = run([navviz, "import", folder, "--list-files"])
        files = [line for line in listed.stdout.splitlines() if line]
        swift = [f for f in files if f.endswith(".swift")]
        documents = [f for f in files if f.endswith((".storyboard", ".xib"))]
        imported, import_seconds = run([navviz, "import", folder, "-o", flow])
        summary = next((l for l in imported.stderr.splitlines() if l.startswith("navviz: imported")), "")
        checked = run([navviz, "check", flow])[0].returncode == 0 if imported.returncode == 0 else False
        formats = ["--format", "svg,manifest"] if quick else []
        drawn, draw_seconds = run([navviz, flow, "-o", os.path.join(work, name)] + formats) if imported.returncode == 0 else (None, 0)
        declared = view_controller_classes(swift)
        shown = shown_classes(declared, swift, documents)
        boxes, classes = set(), set()
        if imported.returncode == 0:
            dump = run([navviz, "dump", flow])[0].stdout
            for class_name, box in DUMP_CONTROLLER.findall(dump):
                boxes.add(box)
                classes.add(class_name.split("<")[0])
        screens = {re.sub(r"_\d+$", "", box) for box in boxes}
        side, text_size = map_size(os.path.join(work, name))
        held, stepfiles, missing = steps_holding_caller_and_top(os.path.join(work, name), flow) if drawn is not None and drawn.returncode == 0 else (0, 0, [])
        for line in missing[:5]:
            print(f"{name}: {line} not shown", file=sys.stderr)
        sites = call_sites(swift)
        text = open(flow, encoding="utf-8").read() if os.path.exists(flow) else ""
        steps = step_sources(text)
        named, drawn_sites = named_and_drawn(sites, text, steps)
        swiftui = call_sites(swift, SWIFTUI)
        swiftui_named, swiftui_drawn = named_and_drawn(swiftui, text, steps)
        rows.append({
            "app": name,
            "imported": "yes" if imported.returncode == 0 else f"no ({imported.returncode})",
            "checked": "yes" if checked else "no",
            "drawn": "yes" if drawn is not None and drawn.returncode == 0 else "no",
            "on map": f"{len(shown & classes)} / {len(shown)}",
            "boxes/screen": f"{len(boxes) / max(1, len(screens)):.2f} ({len(boxes)}/{len(screens)})",
            "named": f"{named} / {len(sites)}",
            "steps": f"{drawn_sites} / {len(sites)}",
            "SwiftUI named": f"{swiftui_named} / {len(swiftui)}",
            "SwiftUI steps": f"{swiftui_drawn} / {len(swiftui)}",
            "map pt": side,
            "text pt": text_size,
            "caller+top": f"{held} / {stepfiles} ({100 * held / max(1, stepfiles):.0f}%)",
            "import s": f"{import_seconds:.1f}",
            "draw s": f"{draw_seconds:.1f}",
        })
        if imported.returncode != 0:
            print(f"{name}: {imported.stderr.strip()[:400]}", file=sys.stderr)
        elif summary:
            print(summary, file=sys.stderr)
    print_table(rows)
    print(f"(flows and drawings in {work})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
