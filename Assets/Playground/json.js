// JSON with positions: a strict parser whose nodes remember where they are in the text, a JSON Pointer →
// text range locator for the server's problems, and a tolerant scan of the text before the caret for
// completion (which object the caret is in, and whether a key or a value is being typed).

/** A syntax error at a character offset. */
export class JSONSyntaxError extends Error {
  constructor(message, offset) {
    super(message);
    this.offset = offset;
  }
}

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);
const ESCAPES = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * Parses `text` strictly (RFC 8259). Every node is `{type, start, end, value}`; objects also have
 * `members: [{key, keyStart, keyEnd, value}]` and arrays `items: [node]`. Throws `JSONSyntaxError`.
 */
export function parseWithPositions(text) {
  let i = 0;
  const fail = (message, at = i) => {
    throw new JSONSyntaxError(message, Math.min(at, text.length));
  };
  const describe = (at) => (at >= text.length ? "the end of the text" : `'${text[at]}'`);
  const skip = () => {
    while (i < text.length && WHITESPACE.has(text[i])) i++;
  };
  const string = () => {
    const start = i++;
    let out = "";
    for (;;) {
      if (i >= text.length) fail("unterminated string", start);
      const c = text[i];
      if (c === '"') break;
      if (c === "\n" || c < " ") fail("unterminated string (a line break or control character inside it)", i);
      if (c === "\\") {
        const e = text[i + 1];
        if (e === "u") {
          const hex = text.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail("invalid \\u escape: four hex digits expected", i);
          out += String.fromCharCode(parseInt(hex, 16));
          i += 6;
        } else if (e in ESCAPES) {
          out += ESCAPES[e];
          i += 2;
        } else {
          fail(`invalid escape '\\${e ?? ""}'`, i);
        }
      } else {
        out += c;
        i++;
      }
    }
    i++;
    return { type: "string", start, end: i, value: out };
  };
  const literal = (word, value) => {
    if (text.startsWith(word, i)) {
      const start = i;
      i += word.length;
      return { type: word, start, end: i, value };
    }
    return null;
  };
  const value = () => {
    skip();
    const c = text[i];
    if (c === "{") return object();
    if (c === "[") return array();
    if (c === '"') return string();
    const lit = literal("true", true) ?? literal("false", false) ?? literal("null", null);
    if (lit) return lit;
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (m && m[0] !== "-") {
      const start = i;
      i += m[0].length;
      return { type: "number", start, end: i, value: Number(m[0]) };
    }
    if (c === "'") fail("strings need double quotes");
    return fail(`expected a value, found ${describe(i)}`);
  };
  // The members of an object or the items of an array, up to `close`, each read by `item`.
  const sequence = (node, close, item) => {
    skip();
    if (text[i] !== close) {
      for (;;) {
        skip();
        if (text[i] === close) fail(`trailing comma: remove the ',' before '${close}'`, i);
        item();
        skip();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === close) break;
        fail(`expected ',' or '${close}' after a value, found ${describe(i)}`);
      }
    }
    node.end = ++i;
    return node;
  };
  const object = () => {
    const node = { type: "object", start: i++, members: [], value: {} };
    return sequence(node, "}", () => {
      if (text[i] !== '"') fail(`expected a key in double quotes, found ${describe(i)}`);
      const key = string();
      skip();
      if (text[i] !== ":") fail(`expected ':' after the key "${key.value}", found ${describe(i)}`);
      i++;
      const member = value();
      node.members.push({ key: key.value, keyStart: key.start, keyEnd: key.end, value: member });
      Object.defineProperty(node.value, key.value, { value: member.value, enumerable: true, writable: true, configurable: true });
    });
  };
  const array = () => {
    const node = { type: "array", start: i++, items: [], value: [] };
    return sequence(node, "]", () => {
      const item = value();
      node.items.push(item);
      node.value.push(item.value);
    });
  };
  const root = value();
  skip();
  if (i < text.length) fail(`unexpected ${describe(i)} after the end of the JSON value`);
  return root;
}

/** The reference tokens of a JSON Pointer (`""` is the whole document). */
export function pointerTokens(pointer) {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split("/")
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** A JSON Pointer from reference tokens. */
export function pointerFrom(tokens) {
  return tokens.map((t) => "/" + String(t).replace(/~/g, "~0").replace(/\//g, "~1")).join("");
}

/**
 * Where `pointer` is in the text: `{start, end, keyStart, keyEnd, found, node}`. When the pointer names
 * something absent (a required key), `found` is false and the range is the deepest present ancestor's key
 * (or its opening bracket).
 */
export function locate(root, pointer) {
  let node = root;
  let key = null;
  for (const token of pointerTokens(pointer)) {
    let next = null;
    if (node.type === "object") {
      const member = [...node.members].reverse().find((m) => m.key === token);
      if (member) next = { node: member.value, key: member };
    } else if (node.type === "array" && /^\d+$/.test(token)) {
      const item = node.items[Number(token)];
      if (item) next = { node: item, key: null };
    }
    if (!next) {
      const start = key ? key.keyStart : node.start;
      const end = key ? key.keyEnd : node.start + 1;
      return { start, end, found: false, node };
    }
    node = next.node;
    key = next.key;
  }
  return { start: node.start, end: node.end, keyStart: key?.keyStart, keyEnd: key?.keyEnd, found: true, node };
}

/** The JSON Pointer of the deepest value (or member key) containing `offset`. */
export function pointerAt(root, offset) {
  const tokens = [];
  let node = root;
  for (;;) {
    let next = null;
    if (node.type === "object") {
      const member = node.members.find((m) => offset >= m.keyStart && offset <= m.value.end);
      if (member) next = [member.key, member.value];
    } else if (node.type === "array") {
      const index = node.items.findIndex((n) => offset >= n.start && offset <= n.end);
      if (index >= 0) next = [index, node.items[index]];
    }
    if (!next) return pointerFrom(tokens);
    tokens.push(next[0]);
    node = next[1];
  }
}

/** 1-based line and column of `offset`. */
export function lineColumn(text, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === "\n") {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * What is being typed at `offset`, from a tolerant scan of the text before it (which may be invalid JSON):
 * `{path, position, key, prefix, replaceStart}` where `path` is the tokens of the container the caret is in,
 * `position` is `"key"`, `"value"` or `null`, `key` the member whose value is being typed, `prefix` the
 * text typed so far inside an open string and `replaceStart` where that string begins.
 */
export function contextAt(text, offset) {
  const frames = [{ type: "root", state: "value", key: null }];
  let i = 0;
  let open = null;
  while (i < offset) {
    const c = text[i];
    const top = frames[frames.length - 1];
    if (c === '"') {
      let j = i + 1;
      while (j < offset && text[j] !== '"' && text[j] !== "\n") j += text[j] === "\\" ? 2 : 1;
      // A string never spans lines: an unterminated one ends at its line's end, so the rest still scans.
      if (text[j] === "\n") {
        top.state = "after";
        i = j;
        continue;
      }
      if (j >= offset) {
        open = { start: i, prefix: text.slice(i + 1, offset) };
        break;
      }
      const value = text.slice(i + 1, j);
      let k = j + 1;
      while (k < offset && WHITESPACE.has(text[k])) k++;
      // A string before ':' is a key, even where a comma is missing.
      if (top.type === "object" && (top.state === "key" || text[k] === ":")) {
        top.key = value;
        top.state = "colon";
      } else top.state = "after";
      i = j + 1;
      continue;
    }
    if (c === "{") frames.push({ type: "object", state: "key", key: null });
    else if (c === "[") frames.push({ type: "array", state: "value", index: 0 });
    else if (c === "}" || c === "]") {
      if (frames.length > 1) frames.pop();
      frames[frames.length - 1].state = "after";
    } else if (c === ":" && top.type === "object") top.state = "value";
    else if (c === "," && top.type === "object") top.state = "key";
    else if (c === "," && top.type === "array") {
      top.index++;
      top.state = "value";
    } else if (!WHITESPACE.has(c)) top.state = "after";
    i++;
  }
  const path = [];
  for (let f = 1; f < frames.length - 1; f++) {
    const parent = frames[f];
    path.push(parent.type === "array" ? parent.index : parent.key);
  }
  const top = frames[frames.length - 1];
  let position = null;
  if (top.type === "object" && top.state === "key") position = "key";
  else if ((top.type === "object" || top.type === "array") && top.state === "value") position = "value";
  return {
    path,
    position,
    key: top.type === "object" ? top.key : top.type === "array" ? top.index : null,
    prefix: open ? open.prefix : "",
    replaceStart: open ? open.start : offset,
    inString: Boolean(open),
  };
}
