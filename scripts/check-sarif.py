#!/usr/bin/env python3
"""Checks a SARIF log navviz lint wrote: SARIF 2.1.0 as sarif-pydantic (PyPI) models it,
with no key the model does not know (a misspelt key is an error, not an extra), and what
GitHub code scanning needs of it: a relative artifact URI, a 1-based line, every result's
rule listed by the driver, a level. Exit 0 valid; 1 with the problems on stderr; 2 usage.

Usage: scripts/check-sarif.py FILE.sarif   (scripts/ensure-python-packages sarif-pydantic==0.6.2 installs it)
"""
import json
import sys

try:
    from pydantic import BaseModel, ValidationError
    from sarif_pydantic import Sarif
except ImportError:
    sys.exit("check-sarif: sarif-pydantic is missing; scripts/ensure-python-packages sarif-pydantic==0.6.2 installs it")


def unknown_keys(model, where):
    """Keys of the input no field of the model took, anywhere in the tree (`properties` bags aside)."""
    problems = [f"{where}: unknown key {key!r}" for key in (model.model_extra or {})]
    for name in type(model).model_fields:
        if name == "properties":
            continue
        value = getattr(model, name)
        items = value if isinstance(value, list) else [value]
        for index, item in enumerate(items):
            if isinstance(item, BaseModel):
                problems += unknown_keys(item, f"{where}.{name}" + (f"[{index}]" if isinstance(value, list) else ""))
    return problems


def github_problems(log):
    problems = []
    if log.version != "2.1.0":
        problems.append(f"version is {log.version!r}, not 2.1.0")
    for run_index, run in enumerate(log.runs):
        rules = [rule.id for rule in (run.tool.driver.rules or [])]
        for index, result in enumerate(run.results or []):
            where = f"runs[{run_index}].results[{index}]"
            if result.rule_id not in rules:
                problems.append(f"{where}: ruleId {result.rule_id!r} is not among the driver's rules")
            elif result.rule_index is not None and rules[result.rule_index] != result.rule_id:
                problems.append(f"{where}: ruleIndex {result.rule_index} names {rules[result.rule_index]!r}, not {result.rule_id!r}")
            if result.level is None:
                problems.append(f"{where}: no level")
            if not result.message.text:
                problems.append(f"{where}: no message text")
            locations = list(result.locations or [])
            for flow in result.code_flows or []:
                for thread in flow.thread_flows:
                    locations += [step.location for step in thread.locations if step.location]
            if not result.locations:
                problems.append(f"{where}: no location")
            for location in locations:
                physical = location.physical_location
                if physical is None or physical.artifact_location is None or not physical.artifact_location.uri:
                    problems.append(f"{where}: a location with no artifact URI")
                    continue
                uri = physical.artifact_location.uri
                if uri.startswith("/") or "://" in uri or uri.startswith(".."):
                    problems.append(f"{where}: URI {uri!r} is not relative to the repository root")
                region = physical.region
                if region is None or region.start_line is None or region.start_line < 1:
                    problems.append(f"{where}: {uri} has no 1-based startLine")
                elif region.start_column is not None and region.start_column < 1:
                    problems.append(f"{where}: {uri} has startColumn {region.start_column}")
    return problems


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    with open(sys.argv[1], encoding="utf-8") as file:
        try:
            data = json.load(file)
        except json.JSONDecodeError as error:
            print(f"check-sarif: not JSON: {error}", file=sys.stderr)
            return 1
    try:
        log = Sarif.model_validate(data)
    except ValidationError as error:
        print(f"check-sarif: not SARIF 2.1.0:\n{error}", file=sys.stderr)
        return 1
    problems = unknown_keys(log, "log") + github_problems(log)
    for problem in problems:
        print(f"check-sarif: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
