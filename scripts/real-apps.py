"""Imports real apps as a new user would and prints one row per app (scripts/real-apps).

For each checkout: `navviz import DIR -o APP.nav`, `navviz check APP.nav`, `navviz APP.nav -o out/`
(the default formats), each timed. What the flow shows is counted here, not taken from navviz's own
summary: the view-controller classes the app declares (the Swift files navviz lists as the app's,
`navviz import --list-files`) and shows (constructed in code, instantiated from a storyboard, named by a
storyboard or xib scene), the navigation call sites in those files (UIKit's methods, by a regular
expression, outside previews and other platforms' #if clauses), SwiftUI's navigation sites (its containers, links and presenting modifiers, likewise), and, from `navviz dump`, every view controller the flow has (a box of the map) and its class.
"""
import os
import re
import subprocess
import sys
import tempfile
import time

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
DUMP_CONTROLLER = re.compile(r"<([^<>:]+): ([A-Za-z_]\w*)>")


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
            if pattern.search(line):
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


def main():
    arguments = sys.argv[1:]
    navviz = os.environ.get("NAVVIZ", ".build/release/navviz")
    quick = "--svg" in arguments
    folders = [a for a in arguments if not a.startswith("--")]
    if not folders:
        print("usage: scripts/real-apps [--svg] DIR...  (NAVVIZ=path/to/navviz)", file=sys.stderr)
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
        formats = ["--format", "svg"] if quick else []
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
            "import s": f"{import_seconds:.1f}",
            "draw s": f"{draw_seconds:.1f}",
        })
        if imported.returncode != 0:
            print(f"{name}: {imported.stderr.strip()[:400]}", file=sys.stderr)
        elif summary:
            print(summary, file=sys.stderr)
    headers = list(rows[0].keys())
    widths = {h: max(len(h), *(len(r[h]) for r in rows)) for h in headers}
    print("| " + " | ".join(h.ljust(widths[h]) for h in headers) + " |")
    print("|" + "|".join("-" * (widths[h] + 2) for h in headers) + "|")
    for row in rows:
        print("| " + " | ".join(row[h].ljust(widths[h]) for h in headers) + " |")
    print(f"(flows and drawings in {work})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
