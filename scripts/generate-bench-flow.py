#!/usr/bin/env python3
"""Writes a deterministic synthetic .nav flow for scripts/bench (standard library only).

  generate-bench-flow.py mixed STEPS OUT.nav   a tab bar of 4 navigation stacks and 5 modal
                                               navigation flows, 200 view controllers in all;
                                               pushes, pops, tab switches, presents, dismisses
  generate-bench-flow.py stack COUNT OUT.nav   one navigation stack of COUNT view controllers
  generate-bench-flow.py pushes STEPS OUT.nav  one navigation stack grown one push a step, so
                                               every frame is on the map of a STEPS-deep stack
  generate-bench-flow.py random STEPS VCS SEED OUT.nav
                                               tabs of navigation stacks, pushes, pops and
                                               chains of modals (up to 6, each a view controller
                                               or a navigation controller) over VCS view
                                               controllers; issue 32's flow is 1000 200 1

The mixed generator tracks the hierarchy itself, so every step is valid UIKit (no
crash ends the flow early), and every 10th step is followed by an `expect top == ...`
line that `navviz check` verifies.
"""
import random
import sys

TABS = 4
TAB_POOL = 40
MODALS = 5
MODAL_POOL = 6


def mixed(steps):
    rng = random.Random(7)
    out = ['title "benchmark: %d steps over 200 view controllers"' % steps, "ios 17", ""]
    tabs = [["T%dV0" % t] for t in range(TABS)]
    out.append("root tabs Main [" + ", ".join("nav Nav%d [%s]" % (t, tabs[t][0]) for t in range(TABS)) + "]")
    selected = 0
    modals = []  # presented modal flows, bottom first: (index, stack)

    def current_stack():
        return modals[-1][1] if modals else tabs[selected]

    def top():
        return current_stack()[-1]

    def pool_name(stack):
        for index, stack_of_tab in enumerate(tabs):
            if stack_of_tab is stack:
                return "T%dV" % index, TAB_POOL
        for index, stack_of_modal in modals:
            if stack_of_modal is stack:
                return "M%dV" % index, MODAL_POOL
        raise AssertionError

    for step in range(1, steps):
        stack = current_stack()
        prefix, size = pool_name(stack)
        free_modals = [m for m in range(MODALS) if m not in [i for i, _ in modals]]
        choices = []
        if len(stack) < size:
            choices += ["push"] * 35
        if len(stack) > 1:
            choices += ["pop"] * 25
        if not modals:
            choices += ["select"] * 15
        if free_modals and len(modals) < 3:
            choices += ["present"] * 12
        if modals:
            choices += ["dismiss"] * 13
        action = rng.choice(choices)
        if action == "push":
            name = "%s%d" % (prefix, len(stack))
            out.append("%s push %s" % (top(), name))
            stack.append(name)
        elif action == "pop":
            out.append("%s pop" % top())
            stack.pop()
        elif action == "select":
            selected = rng.choice([t for t in range(TABS) if t != selected])
            out.append("Main select %d" % selected)
        elif action == "present":
            index = rng.choice(free_modals)
            out.append("%s present nav MNav%d [M%dV0] style: fullScreen" % (top(), index, index))
            modals.append((index, ["M%dV0" % index]))
        else:
            out.append("%s dismiss" % top())
            modals.pop()
        if step % 10 == 0:
            out.append("expect top == %s" % top())
    return out


def stack(count):
    names = ["S%d" % i for i in range(count)]
    out = ['title "benchmark: a navigation stack of %d view controllers"' % count, "ios 17", ""]
    out.append("root nav Big [")
    out += ["  %s," % name for name in names]
    out.append("]")
    out.append("%s push Extra" % names[-1])
    out.append("Extra pop")
    return out


def pushes(steps):
    out = ['title "benchmark: %d pushes onto one navigation stack"' % steps, "ios 17", ""]
    out.append("root nav Deep [P0]")
    out += ["P%d push P%d" % (step - 1, step) for step in range(1, steps)]
    return out


def random_flow(steps, count, seed):
    """Four tabs of navigation stacks; each step pushes, pops, selects a tab or presents
    and dismisses (a chain of up to six modals, each a view controller or a navigation
    controller of its own), drawing names from COUNT view controllers. Valid UIKit:
    a dismissed navigation controller keeps its children, so only a bare view
    controller's name is free again."""
    rnd = random.Random(seed)
    tabs = [["Root%d" % i] for i in range(4)]
    free = ["V%d" % i for i in range(count)]
    rnd.shuffle(free)
    selected = 0
    modal = []  # (name, stack or None)
    navs = 0
    out = ['title "synthetic"', "ios 17",
           "root tabs Tabs [" + ", ".join("nav Nav%d [%s]" % (i, tab[0]) for i, tab in enumerate(tabs)) + "]"]

    def take():
        return free.pop() if free else None

    def release(names):
        free[:0] = names

    for _ in range(steps):
        if modal:
            name, stack = modal[-1]
            top = stack[-1] if stack else name
            ops = ["dismiss", "present"] + (["push", "pop"] if stack is not None else [])
        else:
            stack = tabs[selected]
            top = stack[-1]
            ops = ["push", "pop", "present", "select"]
        op = rnd.choice(ops)
        if op == "push":
            name = take()
            if not name:
                op = "pop"
            else:
                stack.append(name)
                out.append("%s push %s" % (top, name))
                continue
        if op == "pop":
            if len(stack) > 1:
                release([stack.pop()])
                out.append("%s pop" % top)
            else:
                out.append("%s popToRoot" % top)
            continue
        if op == "select":
            selected = rnd.randrange(4)
            out.append("Tabs select %d" % selected)
            continue
        if op == "present" and len(modal) < 6:
            name = take()
            if name:
                if rnd.random() < 0.4:
                    navs += 1
                    nav = "M%d" % navs
                    modal.append((nav, [name]))
                    out.append("%s present nav %s [%s] style: %s" % (top, nav, name, rnd.choice(["fullScreen", "pageSheet", "formSheet"])))
                else:
                    modal.append((name, None))
                    out.append("%s present %s style: %s" % (top, name, rnd.choice(["fullScreen", "pageSheet", "overFullScreen"])))
                continue
        if modal:
            name, presented_stack = modal.pop()
            if presented_stack is None:
                release([name])
            out.append("%s dismiss" % top)
        else:
            out.append("%s popToRoot" % top)
            release(stack[1:])
            del stack[1:]
    return out


def main():
    if sys.argv[1] == "random":
        steps, count, seed, path = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
        with open(path, "w") as file:
            file.write("\n".join(random_flow(steps, count, seed)) + "\n")
        return
    kind, count, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    lines = {"mixed": mixed, "stack": stack, "pushes": pushes}[kind](count)
    with open(path, "w") as file:
        file.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
