"""Checks an imported flow against navigation facts read by hand from an app's code
(scripts/real-app-facts/*.json; the kinds are in its README), for `scripts/real-apps --truth`.

The flow is read through `navviz dump`: each step's statement (its header) and the hierarchy
after it, in the shape of UIKit's `_printHierarchy` (`<Class: name>`, `   | ` a child,
`   + ` a presented view controller). A screen matches a box whose name or class is the
screen's name, a `_2` suffix and generic arguments aside.
"""
import re

HEADER = re.compile(r"^## step (\d+) \(line (\d+)\): (.*)$")
NODE = re.compile(r"^((?:   [|+] )*)<([^:<>]+): ([^>]+)>(.*)$")
PRESENTED_STYLE = re.compile(r"presented with: (\w+)")
STATEMENT_STYLE = re.compile(r"\bstyle: (\w+)")
CONTAINER_WORDS = {"nav", "tabs", "split", "alert", "actionSheet"}
PUSHES = {"push", "show", "showDetail", "setViewControllers"}
POPS = {"pop", "popToRoot", "popTo"}


class Node:
    def __init__(self, name, cls, depth, presented, style):
        self.name, self.cls, self.depth, self.presented, self.style = name, cls, depth, presented, style
        self.parent = None  # the node it is a child of, or that presents it
        self.items = []


class Frame:
    def __init__(self, index, line, statement):
        self.index, self.line, self.statement = index, line, statement
        self.nodes, self.top = [], None

    def node(self, name):
        return next((n for n in self.nodes if n.name == name), None)

    def subtree(self, node):
        """The node and what it contains (children, not presentations), depth first."""
        found = [node]
        for item in node.items:
            if not item.presented:
                found += self.subtree(item)
        return found


def parse_dump(text):
    frames = []
    for line in text.split("\n"):
        header = HEADER.match(line)
        if header:
            frames.append(Frame(int(header[1]), int(header[2]), header[3]))
            stack = []
            continue
        if not frames:
            continue
        if line.startswith("getTopVC: "):
            frames[-1].top = line[len("getTopVC: "):]
            continue
        node = NODE.match(line)
        if not node:
            continue
        markers = node[1]
        depth = len(markers) // 5
        style = PRESENTED_STYLE.search(node[4])
        entry = Node(node[3], node[2], depth, markers.endswith("+ "), style[1] if style else None)
        while stack and stack[-1].depth >= depth:
            stack.pop()
        if stack:
            entry.parent = stack[-1]
            stack[-1].items.append(entry)
        stack.append(entry)
        frames[-1].nodes.append(entry)
    return frames


def stripped(name):
    """`Settings_2` → `Settings`, `FeedView<Store>` → `FeedView`."""
    name = re.sub(r"<.*", "", name)
    return re.sub(r"_\d+$", "", name)


def matches(screen, name, cls=None):
    screen = stripped(screen)
    return screen in (stripped(name), stripped(cls or ""))


class Statement:
    """One action of the flow: actor, operation, the view controllers its operand names."""

    def __init__(self, text):
        words = text.replace("[", " [ ").replace("]", " ] ").replace(",", " ").replace("{", " ").replace("}", " ").replace(";", " ").split()
        self.actor = words[0] if words else ""
        self.operation = words[1] if len(words) > 1 else ""
        operand = " ".join(words[2:])
        operand = operand.split(" style:")[0]
        self.style = (STATEMENT_STYLE.search(text) or [None, None])[1]
        self.named = []  # (name, class) in the operand's order
        tokens = operand.split()
        i = 0
        while i < len(tokens):
            token = tokens[i]
            if re.fullmatch(r"[A-Za-z_]\w*:?", token) and token.rstrip(":") not in CONTAINER_WORDS and token not in ("selected", "animated"):
                name, cls = token.rstrip(":"), None
                if token.endswith(":") and i + 1 < len(tokens):
                    cls = tokens[i + 1]
                    i += 1
                self.named.append((name, cls))
            i += 1
        self.is_alert = operand.startswith(("alert ", "actionSheet ")) or any(c == "UIAlertController" for _, c in self.named)

    def names(self, screen, frames, after=None):
        """Whether the operand names `screen`: by a box's name, or its class (written here or where the box was made);
        or, for a container shown again (`present SettingsNav`, its contents not written twice), what it holds after the step."""
        if any(matches(screen, name, cls or class_of(frames, name)) for name, cls in self.named):
            return True
        if after is None or not self.named:
            return False
        shown = after.node(self.named[0][0])
        return shown is not None and any(matches(screen, n.name, n.cls) for n in after.subtree(shown)[1:])


def statements_of(frame, flow_lines):
    """A step's actions: its header's, or for a `step` group its members' (from the flow's lines)."""
    text = frame.statement
    if not text.startswith("step "):
        return [Statement(text)]
    members = []
    start = frame.line
    indent = len(flow_lines[start - 1]) - len(flow_lines[start - 1].lstrip())
    for following in flow_lines[start:]:
        if following.strip() and len(following) - len(following.lstrip()) <= indent:
            break
        words = following.split("#")[0].strip()
        if words.startswith("then "):
            words = words[5:]
        if words and not words.startswith(("set ", "expect ")):
            members.append(Statement(words))
    return members


def class_of(frames, name):
    for frame in frames:
        node = frame.node(name)
        if node:
            return node.cls
    return None


def called_on(screen, statement, before, frames):
    """Whether `statement` runs where `screen` is: on it, on a container holding it, or with
    it on top just before."""
    actor = statement.actor.split(".")[0]
    if actor == "top":
        return before is not None and before.top is not None and matches(screen, before.top, class_of(frames, before.top))
    if matches(screen, actor, class_of(frames, actor)):
        return True
    if before is None:
        return False
    if before.top and matches(screen, before.top, class_of(frames, before.top)) and actor != "UIWindow":
        node = before.node(actor)
        top = before.node(before.top)
        # the top is inside the actor's structure (its child, or presented over it: a container presents for it)
        while top is not None:
            if top is node:
                return True
            top = top.parent
    node = before.node(actor)
    return node is not None and any(matches(screen, n.name, n.cls) for n in before.subtree(node))


def presented_by(screen, presented, after):
    """Whether, after the step, `presented` (or the container it is in) is presented by `screen`:
    UIKit's presenting view controller, under which the dump nests a presentation. A screen deep in
    a tab's stack that presents full screen or as a sheet presents from the root that holds it."""
    for node in after.nodes:
        if node.presented and node.parent is not None and matches(screen, node.parent.name, node.parent.cls):
            if any(matches(presented, n.name, n.cls) for n in after.subtree(node)):
                return True
    return False


def declared_kind(name, flow_lines):
    """`nav`, `tabs` or `split` when the flow declares `name` as that container (a
    subclass's dump line names only its class)."""
    pattern = re.compile(r"\b(nav|tabs|split) " + re.escape(name) + r"\b")
    for line in flow_lines:
        found = pattern.search(line.split("#")[0])
        if found:
            return found.group(1)
    return None


def root_holds(fact, frame, flow_lines):
    root = frame.nodes[0]
    if "container" not in fact:
        return matches(fact["screen"], root.name, root.cls)
    kinds = {"nav": "Navigation", "tabs": "TabBar", "split": "Split"}
    contents = [n for n in frame.subtree(root)]
    is_kind = (kinds[fact["container"]] in root.cls or root.cls.startswith("UIHosting")
               or declared_kind(root.name, flow_lines) == fact["container"])
    return is_kind and any(matches(fact["screen"], n.name, n.cls) for n in contents)


def holds(fact, frames, flow_lines):
    kind = fact["kind"]
    steps = list(zip([None] + frames[:-1], frames))[1:]
    if kind == "screen":
        return any(matches(fact["screen"], n.name, n.cls) for f in frames for n in f.nodes)
    if kind == "root":
        # The window's root at launch, or one of the roots the launch code chooses between
        # (an `if` on the login state), which the flow draws as `root` steps.
        return any(root_holds(fact, frame, flow_lines) for frame in frames if frame.nodes)
    if kind == "tabs":
        for frame in frames:
            for node in frame.nodes:
                if "TabBar" not in node.cls:
                    continue
                tabs = [item for item in node.items if not item.presented]
                screens = []
                for tab in tabs:
                    inner = [item for item in tab.items if not item.presented]
                    screens.append((tab, inner[0] if inner else None))
                wanted = fact["tabs"]
                if len(screens) == len(wanted) and all(
                    matches(w, t.name, t.cls) or (i is not None and matches(w, i.name, i.cls)) for w, (t, i) in zip(wanted, screens)
                ):
                    return True
        return False
    if kind == "contains":
        for frame in frames:
            for node in frame.nodes:
                if matches(fact["container"], node.name, node.cls):
                    if any(matches(fact["child"], n.name, n.cls) for n in frame.subtree(node)[1:]):
                        return True
        return False
    if kind in ("push", "present", "alert", "not-presented"):
        found = False
        for before, after in steps:
            for statement in statements_of(after, flow_lines):
                if kind == "push":
                    ok = statement.operation in PUSHES and statement.names(fact["to"], frames, after)
                elif kind == "alert":
                    ok = statement.operation == "present" and statement.is_alert
                    if ok and fact.get("style"):
                        ok = (fact["style"] == "actionSheet") == (" actionSheet " in " " + " ".join(after.statement.split()) + " ")
                else:
                    ok = statement.operation == "present" and statement.names(fact["to"], frames, after)
                    if ok and kind == "present" and fact.get("style"):
                        style = statement.style or "automatic"
                        ok = fact["style"] == style or {fact["style"], style} <= {"automatic", "pageSheet"}
                if ok and (called_on(fact["from"], statement, before, frames) or kind == "present" and presented_by(fact["from"], fact["to"], after)):
                    found = True
        return not found if kind == "not-presented" else found
    if kind in ("dismiss", "pop"):
        operations = {"dismiss"} if kind == "dismiss" else POPS
        for before, after in steps:
            if not any(s.operation in operations for s in statements_of(after, flow_lines)):
                continue
            gone = [n for n in before.nodes if matches(fact["screen"], n.name, n.cls) and after.node(n.name) is None]
            if gone:
                return True
        return False
    raise ValueError(f"unknown fact kind {kind}")


def entry_arrows(flow_text):
    """How many entries (`# entry:` blocks) the flow draws an arrow into: the first action
    after the comment presents or pushes the entry from a screen the code does not show
    calling it."""
    count, pending = 0, False
    for line in flow_text.split("\n"):
        stripped_line = line.strip()
        if stripped_line.startswith("# entry:"):
            pending = True
            continue
        if pending and stripped_line and not stripped_line.startswith("#"):
            words = stripped_line.split()
            count += len(words) > 1 and words[1] in ({"present"} | PUSHES)
            pending = False
    return count


def check(facts, dump_text, flow_text):
    """(held facts, missed facts) of `facts` over the flow."""
    frames = parse_dump(dump_text)
    lines = flow_text.split("\n")
    held, missed = [], []
    for fact in facts:
        (held if holds(fact, frames, lines) else missed).append(fact)
    return held, missed
