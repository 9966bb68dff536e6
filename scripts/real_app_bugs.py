"""Real bug fixes of the corpus apps, measured with `navviz lint` (scripts/real-apps --bugs).

Each bug of scripts/real-app-bugs names a fix commit, its parent, and the file and line where the parent
has the bug (README there). For each bug the app's tree is exported at the parent and at the fix from
the app's bare mirror, `navviz lint FOLDER --format json` runs on both, and the bug is:
- caught: a finding of the bug's rule within LINES lines of the bug's line at the parent (at the
  finding's own location or at a step of its path), and none near the fixed line at the fix;
- missed: no such finding at the parent;
- still at fix: found at the parent, but also at the fix, where the bug is gone.
The trees are exported blob by blob (`git ls-tree` and `git cat-file --batch`) rather than with
`git archive`, which stops at the first blob a snapshot lacks (large files, LFS); only the files an
import reads are written, and a cache folder keeps them between runs.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

BUGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "real-app-bugs")
# What `navviz import` (and so `lint`) reads of an app: Swift, Interface Builder documents, property
# lists, Xcode projects and workspaces, build settings (Package.swift is a .swift file).
IMPORTED = (".swift", ".m", ".h", ".storyboard", ".xib", ".plist", ".pbxproj", ".xcworkspacedata", ".xcconfig")
# How far a finding may be from the bug's line: a fix that adds an anchor moves the present a few lines.
LINES = 3
DONE = ".navviz-extracted"


def load(wanted=()):
    """The bugs of scripts/real-app-bugs, each with its app's repository and folder."""
    bugs = []
    for file in sorted(os.listdir(BUGS)):
        if not file.endswith(".json"):
            continue
        record = json.load(open(os.path.join(BUGS, file), encoding="utf-8"))
        if wanted and record["app"] not in wanted:
            continue
        for bug in record["bugs"]:
            bugs.append(dict(bug, app=record["app"], repository=record["repository"], folder=record["folder"]))
    return bugs


def git_directory(mirrors, repository):
    """The bare repository of `owner/name` under MIRRORS (as fetch lays it out: `owner+name/…/`), or None."""
    top = os.path.join(mirrors, repository.replace("/", "+"))
    for folder, subfolders, files in os.walk(top):
        if "HEAD" in files and "objects" in subfolders:
            return folder
        if folder.count(os.sep) - top.count(os.sep) >= 2:
            subfolders[:] = []
    return None


def git(git_dir, *arguments, **kwargs):
    return subprocess.run(["git", f"--git-dir={git_dir}", *arguments], capture_output=True, check=True, **kwargs).stdout


def export(git_dir, commit, destination):
    """Writes the imported files of `commit` under `destination` (reused when a run already wrote it);
    returns how many files were written and how many blobs the snapshot lacks."""
    marker = os.path.join(destination, DONE)
    if os.path.exists(marker):
        return tuple(json.load(open(marker, encoding="utf-8")))
    entries = []
    for record in git(git_dir, "ls-tree", "-r", "-z", commit).split(b"\0"):
        if not record:
            continue
        meta, path = record.split(b"\t", 1)
        mode, kind, sha = meta.split()
        name = path.decode("utf-8", "surrogateescape")
        # Symbolic links and submodules are not files of the app.
        if kind == b"blob" and mode != b"120000" and name.endswith(IMPORTED):
            entries.append((sha, name))
    output = git(git_dir, "cat-file", "--batch", input=b"".join(sha + b"\n" for sha, _ in entries))
    partial = destination + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    written = missing = position = 0
    for sha, name in entries:
        end = output.index(b"\n", position)
        header = output[position:end].split()
        position = end + 1
        if header[1] == b"missing":
            missing += 1
            continue
        size = int(header[2])
        path = os.path.join(partial, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as file:
            file.write(output[position:position + size])
        position += size + 1
        written += 1
    with open(os.path.join(partial, DONE), "w", encoding="utf-8") as file:
        json.dump([written, missing], file)
    shutil.rmtree(destination, ignore_errors=True)
    os.makedirs(os.path.dirname(destination), exist_ok=True)
    os.rename(partial, destination)
    return written, missing


def has_lint(navviz):
    """Whether this navviz has the `lint` subcommand (its help lists the subcommands)."""
    try:
        result = subprocess.run([navviz, "--help"], capture_output=True, text=True)
    except OSError:
        return False
    return any(re.match(r"  lint\b", line) for line in result.stdout.splitlines())


def lint(navviz, folder):
    """`navviz lint FOLDER --format json`'s findings, or the error that stopped it (exit 2 or no JSON)."""
    result = subprocess.run([navviz, "lint", folder, "--format", "json"], capture_output=True, text=True)
    if result.returncode not in (0, 1):
        return None, f"exit {result.returncode}: {result.stderr.strip()[:300]}"
    try:
        return json.loads(result.stdout)["findings"], None
    except (ValueError, KeyError) as error:
        return None, f"no JSON report ({error})"


def same_file(reported, wanted):
    """A finding's file (relative to the app folder or the repository) is the bug's file."""
    reported, wanted = os.path.normpath(reported), os.path.normpath(wanted)
    return reported == wanted or reported.endswith(os.sep + wanted) or wanted.endswith(os.sep + reported)


def near(findings, bug, line):
    """The findings of the bug's rule at, or with a path step at, the bug's file within LINES of `line`."""
    def close(place):
        return same_file(place.get("file", ""), bug["file"]) and abs(place.get("line", 0) - line) <= LINES
    return [f for f in findings if f.get("rule") == bug["rule"] and (close(f) or any(close(step) for step in f.get("path", [])))]


def nearest(findings, bug):
    """Where the lint did say something about the bug's file at the parent, for reading a miss."""
    here = sorted((abs(f["line"] - bug["line"]), f["line"], f["rule"]) for f in findings if same_file(f.get("file", ""), bug["file"]))
    said = ", ".join(f"{rule} at {line}" for _, line, rule in here[:3]) or "nothing in the file"
    return f"{said} ({len(findings)} in the app)"


def line_holds(folder, bug, key):
    """Whether the exported tree has the bug's file, long enough to hold its line."""
    path = os.path.join(folder, bug["file"])
    if not os.path.exists(path):
        return "file missing"
    count = sum(1 for _ in open(path, encoding="utf-8", errors="replace"))
    return "ok" if bug[key] <= count else f"line {bug[key]} past the end ({count} lines)"


def main(navviz, arguments, print_table):
    """`--bugs MIRRORS [--cache DIR] [--extract-only] [APP…]`."""
    mirrors = arguments[arguments.index("--bugs") + 1]
    cache = arguments[arguments.index("--cache") + 1] if "--cache" in arguments else tempfile.mkdtemp(prefix="real-app-bugs-")
    extract_only = "--extract-only" in arguments
    wanted = {a for a in arguments if not a.startswith("--") and a not in (mirrors, cache)}
    bugs = load(wanted)
    if not bugs:
        print("no bugs matched", file=sys.stderr)
        return 2
    linting = not extract_only and has_lint(navviz)
    if not extract_only and not linting:
        print(f"{navviz} has no `lint` command (it is being written on the lint branch): the trees are exported"
              " into the cache, nothing is measured", file=sys.stderr)
    rows, totals, lints = [], {}, {}
    for bug in bugs:
        git_dir = git_directory(mirrors, bug["repository"])
        row = {"app": bug["app"], "fix": bug["fix"][:9], "bug at": f"{bug['file']}:{bug['line']}", "rule": bug["rule"],
               "parent tree": "-", "fix tree": "-"}
        if git_dir is None:
            rows.append(dict(row, result="error", note=f"no mirror of {bug['repository']} in {mirrors}"))
            totals["error"] = totals.get("error", 0) + 1
            continue
        folders = {}
        for side, key in (("parent", "line"), ("fix", "fix_line")):
            root = os.path.join(cache, bug["app"], bug[side][:12])
            written, missing = export(git_dir, bug[side], root)
            folders[side] = os.path.join(root, bug["folder"])
            row[f"{side} tree"] = f"{written} files" + (f", {missing} missing" if missing else "") + f", {line_holds(root, bug, key)}"
        if not linting:
            rows.append(dict(row, result="exported" if extract_only else "not measured", note=""))
            continue
        for side in ("parent", "fix"):
            if folders[side] not in lints:
                lints[folders[side]] = lint(navviz, folders[side])
        (before, error), (after, error_after) = lints[folders["parent"]], lints[folders["fix"]]
        if error or error_after:
            result, note = "error", error or error_after
        elif not near(before, bug, bug["line"]):
            result, note = "missed", nearest(before, bug)
        elif near(after, bug, bug["fix_line"]):
            result, note = "still at fix", ""
        else:
            result, note = "caught", ""
        totals[result] = totals.get(result, 0) + 1
        rows.append(dict(row, result=result, note=note))
    print_table(rows)
    if linting:
        caught = totals.get("caught", 0)
        print(f"{caught} of {len(bugs)} bugs caught ({100 * caught / len(bugs):.0f}%), {totals.get('missed', 0)} missed,"
              f" {totals.get('still at fix', 0)} still at the fix, {totals.get('error', 0)} errors")
    print(f"(trees in {cache})", file=sys.stderr)
    if not linting and not extract_only:
        return 2
    return 1 if totals.get("error") else 0
