#!/usr/bin/env python3
"""The tables of Docs/spec.md, generated from the one description of the spec: Assets/openapi.json.

Each table between `<!-- BEGIN GENERATED fields:<Schema> -->` and `<!-- END GENERATED -->` in Docs/spec.md lists
the properties of that schema of `components/schemas`, in the schema's order, one row each (`views:View` lists the
view classes, each with its own members and its description):

- key, type, allowed values / range and default come from the schema itself (`type`, `enum`, `minimum`/`maximum`,
  `maxLength`, `maxItems`, `default`, `required`, `$ref`);
- where the schema cannot say it, a property's `x-allowed` or `x-default` is printed instead (a conditional
  default, a list too long for a table);
- the UIKit column is the property's `x-uikit`, the last column its `description`.

So a key added to the decoder and to the OpenAPI document shows in the reference, with its range and default as the
server enforces them (`Tests/TableServerTests/OpenAPI/OpenAPIDecoderAgreementTests.swift` checks that the schema and
the decoder know the same keys and accept and refuse the same values).

With --binary, the limits and errors of §4 are generated too: each input of Docs/spec-errors.json is sent to a live
`tableshot serve` and its answer written into the tables (`limits`, `mistakes`, `statuses`), as are the HTTP answer and the CLI
output shown after them (`http-example`, `cli-example`). So every message the reference shows is one the server
gives today, and every limit it names is in its message. Every JSON example of Docs/spec.md must render (200), and
every curl command of the README must succeed, against a live server too.

Usage: python3 Scripts/spec-reference.py [--check] [--binary .build/debug/tableshot]
  --check   exit 1 (and print a diff) when Docs/spec.md is not what this script would write; change the schema, its
            x- fields or Docs/spec-errors.json, then run the script without --check to write the tables.
  --binary  the tableshot to ask for the messages (without it, only the tables are generated or checked).
"""
import argparse
import base64
import difflib
import http.client
import json
import re
import shlex
import struct
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

sys.dont_write_bytecode = True  # no Scripts/__pycache__ in the working tree
import benchlib as b  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OPENAPI = ROOT / "Assets" / "openapi.json"
REFERENCE = ROOT / "Docs" / "spec.md"
ERRORS = ROOT / "Docs" / "spec-errors.json"
REGION = re.compile(r"(<!-- BEGIN GENERATED (?:fields|views):(\w+) -->\n)(.*?)(<!-- END GENERATED -->)", re.S)
EXAMPLE_REGION = re.compile(r"(<!-- BEGIN GENERATED (limits|mistakes|statuses|http-example|cli-example) -->\n)(.*?)"
                            r"(<!-- END GENERATED -->)", re.S)

# Where a referenced schema's name links in the reference, and what its type column says.
LINKS = {
    "Section": "[section](#section)",
    "Row": "[row](#row)",
    "SeparatorInset": "[object](#separatorinset)",
    "ViewSlot": "[view](#views)",
    "View": "[view](#views)",
    "Label": "[label](#views) members",
    "SpecColor": "color",
    "SpecImage": "string",
}


def resolve(schemas, node):
    """The schema `node` refers to (following one `$ref`), or `node`."""
    ref = node.get("$ref")
    if ref:
        return schemas[ref.rsplit("/", 1)[-1]]
    return node


def ref_name(node):
    ref = node.get("$ref")
    return ref.rsplit("/", 1)[-1] if ref else None


def quote(value):
    if isinstance(value, str):
        return f'`"{value}"`'
    if isinstance(value, bool):
        return f"`{str(value).lower()}`"
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return f"`{json.dumps(value, ensure_ascii=False)}`"


def number(value):
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return "−" + str(-value) if value < 0 else str(value)


def type_text(schemas, node):
    """The type column."""
    name = ref_name(node)
    if name in LINKS:
        return LINKS[name]
    target = resolve(schemas, node)
    if "anyOf" in target or "oneOf" in target:
        parts = []
        for option in target.get("anyOf", target.get("oneOf")):
            if "const" in option:
                parts.append(quote(option["const"]))
            else:
                parts.append(type_text(schemas, option))
        return " or ".join(dict.fromkeys(parts))
    kind = target.get("type")
    if kind == "array":
        items = target.get("items", {})
        return f"array of {type_text(schemas, items)}".replace("array of string", "array of strings")
    if kind == "object":
        members = list(target.get("properties", {}))
        return f"object {{{', '.join(members)}}}" if members else "object"
    return kind or "any"


def range_text(target):
    """`minimum`–`maximum`, or one bound."""
    low, high = target.get("minimum"), target.get("maximum")
    if low is not None and high is not None:
        return f"{number(low)} only" if low == high else f"{number(low)}–{number(high)}"
    if low is not None:
        return f"at least {number(low)}"
    if high is not None:
        return f"at most {number(high)}"
    return ""


def enum_text(values, schema_name):
    """An enum's values; a long list (more than `LONGEST_LIST`) as its count, its first and last values, and where
    the whole list is."""
    if len(values) <= LONGEST_LIST:
        return ", ".join(quote(value) for value in values)
    shown = ", ".join(quote(value) for value in values[:3]) + ", … " + ", ".join(quote(v) for v in values[-2:])
    where = f"; the `{schema_name}` schema lists them" if schema_name else ""
    return f"one of {len(values)}: {shown}{where}"


LONGEST_LIST = 16


def allowed_text(schemas, node):
    """The allowed values / range column."""
    if "x-allowed" in node:
        return node["x-allowed"]
    target = resolve(schemas, node)
    if "x-allowed" in target:
        return target["x-allowed"]
    parts = []
    if "anyOf" in target or "oneOf" in target:
        for option in target.get("anyOf", target.get("oneOf")):
            option_target = resolve(schemas, option)
            if "const" in option:
                parts.append(quote(option["const"]))
            elif range_text(option_target):
                parts.append(range_text(option_target))
        return " or ".join(parts)
    if "enum" in target:
        return enum_text(target["enum"], ref_name(node))
    if target.get("type") == "object":
        members = [f"`{key}` {range_text(resolve(schemas, member))}"
                   for key, member in target.get("properties", {}).items() if range_text(resolve(schemas, member))]
        return "; ".join(members)
    if range_text(target):
        parts.append(range_text(target))
    if "maxLength" in target:
        parts.append(f"at most {target['maxLength']} characters")
    if target.get("type") == "array":
        items = resolve(schemas, target.get("items", {}))
        if "maxItems" in target:
            parts.append(f"at most {target['maxItems']} items")
        if "maxLength" in items:
            parts.append(f"each at most {items['maxLength']} characters")
        if "enum" in items:
            parts.append("each one of " + ", ".join(quote(value) for value in items["enum"]))
    if "pattern" in target and ref_name(node) == "SpecColor":
        parts.append('`"#RRGGBB"` or `"#RRGGBBAA"` (either case)')
    return "; ".join(parts)


def default_text(schemas, key, node, required):
    """The default column."""
    if key in required:
        return "**required**"
    if "x-default" in node:
        return node["x-default"]
    if "default" in node:
        return quote(node["default"])
    target = resolve(schemas, node)
    if "default" in target:
        return quote(target["default"])
    return "none"


def cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def table(schemas, name):
    """The markdown table of schema `name`."""
    schema = schemas[name]
    required = set(schema.get("required", []))
    lines = ["| key | type | allowed values / range | default | UIKit | draws |",
             "| --- | --- | --- | --- | --- | --- |"]
    for key, node in schema["properties"].items():
        target = resolve(schemas, node)
        description = node.get("description") or target.get("description", "")
        uikit = node.get("x-uikit", "—")
        lines.append("| " + " | ".join(cell(text) for text in (
            f"`{key}`", type_text(schemas, node), allowed_text(schemas, node),
            default_text(schemas, key, node, required), uikit, description)) + " |")
    return "\n".join(lines) + "\n"


def views_table(schemas, name):
    """The view classes of schema `name` (`View`): each class, its own members (not the ones every view takes, from
    `ViewCommon`), with their values where they are a list, and its description."""
    common = set(schemas["ViewCommon"]["properties"])
    lines = ["| class | members | draws |", "| --- | --- | --- |"]
    for view, node in schemas[name]["properties"].items():
        members = []
        for key, member in node.get("properties", {}).items():
            if key in common:
                continue
            target = resolve(schemas, member)
            values = target.get("enum") if ref_name(member) != "TextAlignment" else None
            members.append(f"`{key}`" + (" (" + ", ".join(f"`{v}`" for v in values) + ")" if values else ""))
        lines.append(f"| `{view}` | {cell(', '.join(members))} | {cell(node.get('description', ''))} |")
    return "\n".join(lines) + "\n"


def generate(text, schemas):
    def replace(match):
        make = views_table if match.group(1).startswith("<!-- BEGIN GENERATED views:") else table
        return match.group(1) + make(schemas, match.group(2)) + match.group(4)
    return REGION.sub(replace, text)


# --- §4: limits and errors, from a live server ---------------------------------------------------------------------

def png_uri(kind, width, height):
    """A PNG data: URI whose header says `width` × `height`: with no image data ("header only") or garbage for it."""
    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    if kind == "corrupt data":
        png += chunk(b"IDAT", zlib.compress(b"\x00" * 7)[:-4] + b"garbage") + chunk(b"IEND", b"")
    elif kind != "header only":
        raise ValueError(f"unknown $png kind {kind!r}")
    return "data:image/png;base64," + base64.b64encode(png).decode()


def expand(value):
    """`value` with the shorthands of Docs/spec-errors.json written out."""
    if isinstance(value, dict):
        if "$repeat" in value:
            return [expand(value["of"]) for _ in range(value["$repeat"])]
        if "$text" in value:
            return value.get("prefix", "") + value["$text"] * value["count"]
        if "$png" in value:
            return png_uri(value["$png"], value["width"], value["height"])
        return {key: expand(member) for key, member in value.items()}
    if isinstance(value, list):
        return [expand(member) for member in value]
    return value


def describe(value):
    """`value` as the reference shows it: a `$png` shorthand as a short note in place of its data: URI."""
    if isinstance(value, dict):
        if "$png" in value:
            return f"data:image/png;base64,… (a {value['width']} × {value['height']} PNG, {value['$png']})"
        return {key: describe(member) for key, member in value.items()}
    if isinstance(value, list):
        return [describe(member) for member in value]
    return value


def body_of(case):
    """The bytes a case sends."""
    if "text" in case:
        return case["text"].encode()
    if "spec" not in case and "body_bytes" not in case:
        return b""
    if "body_bytes" in case:
        padding = case["body_bytes"] - len('{"ios":"7","tableHeader":""}')
        return ('{"ios":"7","tableHeader":"' + "x" * padding + '"}').encode()
    return json.dumps(expand(case["spec"]), ensure_ascii=False, separators=(",", ":")).encode()


class Server(b.Server):
    """`tableshot serve` (benchlib's, from `binary`, started with `flags`) that also sends any request, with `key`
    as its API key unless told not to."""

    def __init__(self, binary, flags=(), key=None):
        super().__init__("spec-reference", *flags, binary=binary, announce=False)
        self.key = key

    def send(self, method, route, body, headers=None, chunked=False, key=True):
        """(status, headers as (name, value) pairs, body). `headers` add to or replace the defaults (a
        Content-Type for a POST, the server's key unless `key` is false); a header given as None is not sent."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        try:
            defaults = {}
            if method == "POST":
                defaults["Content-Type"] = "application/json"
            if key and self.key:
                defaults["X-API-Key"] = self.key
            headers = {name: value for name, value in {**defaults, **(headers or {})}.items() if value is not None}
            if chunked:
                connection.request(method, route, body=iter([body]), headers=headers, encode_chunked=True)
            elif "Host" in headers:
                connection.putrequest(method, route, skip_host=True, skip_accept_encoding=True)
                for name, value in {**headers, "Content-Length": str(len(body))}.items():
                    connection.putheader(name, value)
                connection.endheaders(body)
            else:
                connection.request(method, route, body=body or None, headers=headers)
            response = connection.getresponse()
            return response.status, response.getheaders(), response.read()
        except (ConnectionError, http.client.HTTPException) as error:
            return 0, [], str(error).encode()
        finally:
            connection.close()


def ask(server, case):
    """Sends `case`; its status and its problem document."""
    method = case.get("method", "POST")
    body = body_of(case) if method == "POST" else b""
    status, _, answer = server.send(method, case.get("route", "/v1/layout"), body, case.get("headers"),
                                    chunked=case.get("chunked", False), key=case.get("key", True))
    if status == 0:
        raise RuntimeError(f"no answer to {case}: {answer.decode()}")
    return status, json.loads(answer)


def statuses_table(server, cases):
    lines = ["| status | `type` | `title` | when | `detail`, for example |", "| --- | --- | --- | --- | --- |"]
    for case in cases:
        status, problem = ask(server, case)
        lines.append(f"| {status} | `{problem['type']}` | {problem['title']} | {cell(case['when'])} | "
                     f"`{cell(problem['detail'])}` |")
    return "\n".join(lines) + "\n"


def message_of(server, case):
    """What the server answers to `case`: its problems as `path: message` (or its detail), and its status when it
    is not 400."""
    status, problem = ask(server, case)
    if problem.get("errors"):
        text = "; ".join(f"`{issue['path'] or '/'}: {issue['message']}`" for issue in problem["errors"])
    else:
        text = f"`{problem['detail']}`"
    if status != 400:
        kind = problem.get("type", "")
        text += f" (HTTP {status}" + (f", `{kind.rsplit(':', 1)[-1]}`" if kind.startswith("urn:") else "") + ")"
    return text


def numbers(text):
    return {int(n.replace(",", "")) for n in re.findall(r"\d[\d,]*", text.replace("−", "-"))}


def limits_table(server, cases):
    lines = ["| cap | value | message |", "| --- | --- | --- |"]
    for case in cases:
        message = message_of(server, case)
        bounds = set(case["bounds"])
        if not bounds <= numbers(case["value"]) or not bounds <= numbers(message):
            raise RuntimeError(f"the limit {case['cap']}: its value ({case['value']}) and its message ({message}) "
                               f"must both name {sorted(bounds)}")
        lines.append(f"| {case['cap']} | {case['value']} | {cell(message)} |")
    return "\n".join(lines) + "\n"


def mistakes_table(server, cases):
    lines = ["| mistake | input | message |", "| --- | --- | --- |"]
    for case in cases:
        shown = case["text"] if "text" in case else json.dumps(describe(case["spec"]), ensure_ascii=False)
        lines.append(f"| {case['mistake']} | `{cell(shown)}` | {cell(message_of(server, case))} |")
    return "\n".join(lines) + "\n"


def http_example(server, case):
    body = body_of(case)
    status, headers, answer = server.send("POST", "/v1/render", body, {"X-Request-ID": case["request_id"]},
                                          key=True)
    shown = {name.lower(): value for name, value in headers}
    reasons = {400: "Bad Request"}
    return ("Sent to `tableshot serve` as `POST /v1/render` with `X-Request-ID: " + case["request_id"] + "`:\n\n"
            "```json\n" + body.decode() + "\n```\n\nIts answer (headers abridged):\n\n```http\n"
            f"HTTP/1.1 {status} {reasons.get(status, '')}\n"
            f"Content-Type: {shown.get('content-type')}\nX-Request-ID: {shown.get('x-request-id')}\n\n"
            + answer.decode() + "\n```\n")


def cli_example(binary, case):
    body = body_of(case)
    run = subprocess.run([str(binary), "layout", "-"], input=body, capture_output=True, cwd=ROOT)
    return ("```text\n$ echo '" + body.decode() + "' | tableshot layout -\n" + run.stderr.decode()
            + f"$ echo $?\n{run.returncode}\n```\n")


def readme_commands(readme):
    """The curl commands of the README's shell examples, each with the pieces of the answer it shows (`# …` lines
    right after it that hold a problem document, cut at every "…"), or [] when it shows none."""
    commands = []
    for block in re.findall(r"```sh\n(.*?)```", readme, re.S):
        lines = block.splitlines()
        index = 0
        while index < len(lines):
            current = lines[index]
            index += 1
            # A command goes on after a trailing backslash or while a quotation is open.
            while index < len(lines) and (current.endswith("\\") or not balanced(current)):
                current = (current[:-1] if current.endswith("\\") else current + "\n") + lines[index]
                index += 1
            if not current.strip().startswith("curl "):
                continue
            comment = []
            while index < len(lines) and lines[index].startswith("# "):
                comment.append(lines[index][2:].strip())
                index += 1
            text = "".join(comment)
            shown = [piece.strip(" ,{}") for piece in text.split("…")] if text.startswith('{"detail"') else []
            commands.append((current.strip(), [piece for piece in shown if piece]))
    return commands


def balanced(command):
    try:
        shlex.split(command)
        return True
    except ValueError:
        return False


def check_examples(binary, reference):
    """Every JSON example of Docs/spec.md (outside the generated regions, which show errors) renders, and every curl
    command of the README's route examples succeeds, against a plain `tableshot serve`; returns the failures."""
    failures = []
    outside = EXAMPLE_REGION.sub("", reference)
    blocks = re.findall(r"```json\n(.*?)```", outside, re.S)
    readme = (ROOT / "README.md").read_text()
    commands = readme_commands(readme)
    with Server(binary) as server, tempfile.TemporaryDirectory() as scratch:
        for index, block in enumerate(blocks):
            status, _, answer = server.send("POST", "/v1/render", block.encode())
            if status != 200:
                failures.append(f"Docs/spec.md JSON example {index + 1} answers {status}: {answer[:300].decode()}")
        base = f"http://127.0.0.1:{server.port}"
        for command, shown in commands:
            runnable = command.replace("http://127.0.0.1:8080", base)
            runnable = re.sub(r"-o (\S+)", lambda m: f"-o {scratch}/{Path(m.group(1)).name}", runnable)
            answer_file = f"{scratch}/answer"
            if " -o " not in runnable:
                runnable += f" -o {answer_file}"
            runnable += " -w '%{http_code}'"
            run = subprocess.run(["bash", "-c", runnable], cwd=ROOT, capture_output=True, text=True, timeout=120)
            status = int(run.stdout[-3:]) if run.stdout[-3:].isdigit() else 0
            answer = Path(answer_file).read_text(errors="replace") if Path(answer_file).exists() else ""
            Path(answer_file).unlink(missing_ok=True)
            if shown:
                # An example of an error: the answer holds every piece of what the README shows of it.
                missing = [piece for piece in shown if piece not in answer]
                if run.returncode != 0 or not 400 <= status < 500 or missing:
                    failures.append(f"README: `{command}` answered {status}, not what it shows ({missing}): "
                                    f"{answer[:300]}")
            elif run.returncode != 0 or not 200 <= status < 300:
                failures.append(f"README: `{command}` answered {status} ({run.returncode}): "
                                f"{(run.stderr.strip() or answer)[:300]}")
    return failures, len(blocks), len(commands)


def generate_examples(text, binary):
    cases = json.loads(ERRORS.read_text())
    flags = cases.get("server_flags", [])
    key = flags[flags.index("--api-keys") + 1] if "--api-keys" in flags else None
    with Server(binary, flags, key) as server:
        made = {
            "statuses": lambda: statuses_table(server, cases["statuses"]),
            "limits": lambda: limits_table(server, cases["limits"]),
            "mistakes": lambda: mistakes_table(server, cases["mistakes"]),
            "http-example": lambda: http_example(server, cases["http"]),
            "cli-example": lambda: cli_example(binary, cases["cli"]),
        }
        return EXAMPLE_REGION.sub(lambda m: m.group(1) + made[m.group(2)]() + m.group(4), text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--binary", type=Path)
    args = parser.parse_args()
    schemas = json.loads(OPENAPI.read_text())["components"]["schemas"]
    text = REFERENCE.read_text()
    regions = REGION.findall(text)
    if not regions:
        print("spec-reference: Docs/spec.md has no generated tables", file=sys.stderr)
        return 1
    for _, name, _, _ in regions:
        if name not in schemas:
            print(f"spec-reference: Docs/spec.md asks for the schema {name}, which Assets/openapi.json lacks",
                  file=sys.stderr)
            return 1
    generated = generate(text, schemas)
    if args.binary:
        generated = generate_examples(generated, args.binary.resolve())
        failures, blocks, commands = check_examples(args.binary.resolve(), generated)
        for failure in failures:
            print(f"spec-reference: {failure}", file=sys.stderr)
        if failures:
            return 1
        print(f"spec-reference: {blocks} JSON examples of Docs/spec.md render, {commands} README curl commands "
              "succeed")
    if args.check:
        if generated != text:
            diff = difflib.unified_diff(text.splitlines(True), generated.splitlines(True), "Docs/spec.md",
                                        "generated from Assets/openapi.json")
            sys.stdout.writelines(diff)
            print("spec-reference: Docs/spec.md's tables differ from Assets/openapi.json; run "
                  "python3 Scripts/spec-reference.py to write them", file=sys.stderr)
            return 1
        print(f"spec-reference: {len(regions)} generated tables match Assets/openapi.json"
              + (", and §4's messages the server's" if args.binary else ""))
        return 0
    REFERENCE.write_text(generated)
    print(f"spec-reference: wrote {len(regions)} tables")
    return 0


if __name__ == "__main__":
    sys.exit(main())
