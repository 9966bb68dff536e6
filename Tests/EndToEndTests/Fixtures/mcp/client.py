"""A real MCP client (PyPI's `mcp`) against `navviz mcp`: starts the server on stdio, lists
its tools and calls each one on the repository's examples, comparing what the tools return
with what the navviz commands of the same name print. Run by Tests/EndToEndTests/MCPClientTests.swift:

    python3 client.py --navviz .build/debug/navviz --root . --tools import_app,check_flow,...

Prints one line per check and exits 1 when any failed."""

import argparse
import asyncio
import subprocess
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

# A flow that presents twice from the same view controller (UIKit's warning R21) and then
# expects the wrong top: one warning and one failed expectation, at known lines.
TWO_PRESENTS = """title "Checkout"
root nav Main [Home]
Home push Cart: CartViewController   "open the cart"
Cart present Pay style: fullScreen
expect top == Pay
Pay dismiss
step "present twice"
  Cart present Sheet
  Cart present Other
expect top == Cart
"""

results = []


def check(name, condition, detail=""):
    results.append(bool(condition))
    print(("ok    " if condition else "FAIL  ") + name + ("" if condition else f": {detail}"))


def navviz(options, *arguments):
    """What the navviz command prints on stdout (bytes), run from the repository's root."""
    return subprocess.run([options.navviz, *arguments], cwd=options.root, capture_output=True, check=True).stdout


def texts(result):
    return [item.text for item in result.content if item.type == "text"]


async def call(session, name, arguments):
    return await session.call_tool(name, arguments, read_timeout_seconds=300)


async def run(options):
    server = StdioServerParameters(command=options.navviz, args=["mcp"], cwd=options.root)
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write, read_timeout_seconds=300) as session:
            initialized = await session.initialize()
            check("initialize names the server", initialized.server_info.name == "navviz", initialized.server_info)

            listed = (await session.list_tools()).tools
            names = [tool.name for tool in listed]
            check("tools/list offers the tools", sorted(names) == sorted(options.tools.split(",")), names)
            for tool in listed:
                schema = tool.input_schema
                check(
                    f"{tool.name} is described and schema'd",
                    len(tool.description or "") > 80 and schema.get("type") == "object" and schema.get("properties"),
                    tool,
                )

            # import_app: the flow `navviz import` writes, and its summary.
            imported = await call(session, "import_app", {"path": "examples/import/Podcasts"})
            flow = texts(imported)[0] if imported.content else ""
            expected = navviz(options, "import", "examples/import/Podcasts").decode()
            check("import_app returns navviz import's flow", not imported.is_error and flow == expected, texts(imported)[-1:])
            check("import_app's flow is the app's", "root tabs Tabs [" in flow and "Show push Episode: EpisodeViewController" in flow)
            check("import_app returns the summary", any(text.startswith("navviz: imported Podcasts") for text in texts(imported)), texts(imported)[1:])
            missing = await call(session, "import_app", {"path": "no/such/App"})
            check("import_app on a missing folder is a tool error", missing.is_error and "no/such/App" in texts(missing)[0], texts(missing))

            # check_flow: the imported flow checks; a flow with a warning and a failed expect says where and which rule.
            checked = await call(session, "check_flow", {"text": flow})
            report = checked.structured_content or {}
            check("check_flow checks the imported flow", not checked.is_error and report.get("valid") and report.get("steps", 0) > 5, report)
            checked = await call(session, "check_flow", {"text": TWO_PRESENTS})
            found = [(d["line"], d["column"], d["severity"], d.get("rule")) for d in checked.structured_content["diagnostics"]]
            check("check_flow finds the warning and the failed expect", found == [(9, 3, "warning", "R21"), (10, 15, "error", None)], found)
            check("check_flow says the flow fails", checked.structured_content["passed"] is False)
            article = await call(session, "check_flow", {"path": "examples/article.nav"})
            counted = article.structured_content["expectations"]
            check("check_flow on a file passes its expect lines", article.structured_content["passed"] and counted["passed"] == counted["total"] > 3, counted)
            broken = await call(session, "check_flow", {"text": "root nav Main [Home]\nHome pushh Detail\n"})
            diagnostic = broken.structured_content["diagnostics"][0]
            check("check_flow reports a syntax error with its fix", not broken.structured_content["valid"] and diagnostic["line"] == 2 and "push" in diagnostic.get("help", ""), diagnostic)

            # hierarchy_at_step: by number and by caption, as navviz dump --step N prints it.
            dumped = navviz(options, "dump", "examples/article.nav", "--step", "2").decode()
            by_number = await call(session, "hierarchy_at_step", {"path": "examples/article.nav", "step": 2})
            check("hierarchy_at_step is navviz dump's", texts(by_number) == [dumped], texts(by_number))
            by_caption = await call(session, "hierarchy_at_step", {"path": "examples/article.nav", "step": "open details"})
            check("hierarchy_at_step finds a step by its caption", texts(by_caption)[0].startswith("## step 1 (line 8): VCN1 push VCN2"), texts(by_caption))
            too_far = await call(session, "hierarchy_at_step", {"path": "examples/article.nav", "step": 99})
            check("a step the flow does not have is a tool error", too_far.is_error and "no step 99" in texts(too_far)[0], texts(too_far))

            # render_step: the SVG navviz draws for the step.
            drawn = navviz(options, "examples/article.nav", "--step", "3", "--format", "svg").decode()
            rendered = await call(session, "render_step", {"path": "examples/article.nav", "step": 3})
            resources = [item.resource for item in rendered.content if item.type == "resource"]
            check(
                "render_step returns navviz's SVG as image/svg+xml",
                not rendered.is_error and len(resources) == 1 and resources[0].mime_type == "image/svg+xml" and resources[0].text == drawn,
                texts(rendered),
            )
            invalid = await call(session, "render_step", {"text": "root nav Main [Home]\nHome pushh Detail\n", "step": 1})
            check("render_step on a flow with errors is a tool error with the diagnostics", invalid.is_error and "<text>:2:6: error:" in texts(invalid)[0], texts(invalid))

            # lint_app: the findings `navviz lint --format json` prints (which exits 1 on them), of an app with a bug.
            app = "Tests/NavLintTests/Fixtures/Apps/PhotoShare/Wrong"
            linted = await call(session, "lint_app", {"path": app, "device": "all"})
            printed = subprocess.run(
                [options.navviz, "lint", app, "--device", "all", "--format", "json"], cwd=options.root, capture_output=True
            ).stdout.decode()
            check("lint_app returns navviz lint's findings", not linted.is_error and texts(linted)[0].strip() == printed.strip(), texts(linted)[:1])
            findings = (linted.structured_content or {}).get("findings") or []
            check("lint_app finds the iPad popover crash", any(f.get("rule") == "R43" and f.get("device") == "ipad" for f in findings), findings)
            nothing = await call(session, "lint_app", {"path": "no/such/App"})
            check("lint_app on a missing folder is a tool error", nothing.is_error and "no/such/App" in texts(nothing)[0], texts(nothing))

            unknown = await call(session, "check_flow", {"text": flow, "step": 1})
            check("an argument a tool does not take is a tool error", unknown.is_error and "`step`" in texts(unknown)[0], texts(unknown))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--navviz", required=True)
    parser.add_argument("--root", required=True)
    parser.add_argument("--tools", required=True, help="the tool names tools/list must give, comma-separated")
    options = parser.parse_args()
    asyncio.run(run(options))
    failed = results.count(False)
    print(f"{len(results) - failed} passed, {failed} failed")
    sys.exit(1 if failed or not results else 0)


if __name__ == "__main__":
    main()
