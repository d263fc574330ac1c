// Syntax colours for the editor's highlighted copy of its text, with the problems underlined.
import { escapeHTML } from "./reference.js";

const TOKENS = /("(?:[^"\\\n]|\\.)*"?)(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b|([{}[\],:])/g;

/** Syntax classes of `text`: `[{start, end, cls}]`, in order. */
export function tokenize(text) {
  const out = [];
  for (const m of text.matchAll(TOKENS)) {
    const start = m.index;
    if (m[1] !== undefined) out.push({ start, end: start + m[1].length, cls: m[2] ? "t-key" : "t-string" });
    else if (m[3] !== undefined) out.push({ start, end: start + m[0].length, cls: "t-number" });
    else if (m[4] !== undefined) out.push({ start, end: start + m[0].length, cls: "t-literal" });
    else out.push({ start, end: start + 1, cls: "t-punct" });
  }
  return out;
}

/** The highlighted HTML of `text` with `problems` (`{start, end}`) underlined. */
export function highlight(text, problems) {
  const tokens = tokenize(text);
  const cuts = new Set([0, text.length]);
  for (const r of [...tokens, ...problems]) cuts.add(Math.min(r.start, text.length)).add(Math.min(r.end, text.length));
  const points = [...cuts].sort((a, b) => a - b);
  let html = "";
  let t = 0;
  for (let k = 0; k < points.length; k++) {
    const a = points[k];
    for (const p of problems) if (p.start === p.end && p.start === a) html += '<span class="problem-point"></span>';
    if (k === points.length - 1) break;
    const b = points[k + 1];
    while (t < tokens.length && tokens[t].end <= a) t++;
    const cls = t < tokens.length && tokens[t].start <= a ? tokens[t].cls : "";
    const marked = problems.some((p) => p.start <= a && p.end >= b && p.end > p.start);
    const piece = escapeHTML(text.slice(a, b));
    const inner = cls ? `<span class="${cls}">${piece}</span>` : piece;
    html += marked ? `<mark class="problem-mark">${inner}</mark>` : inner;
  }
  return html + "\n";
}
