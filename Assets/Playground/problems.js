// Problems: the server's `{path, message}` (and the layout's warnings) placed in the text at their JSON
// Pointers, and the list under the editor.
import { lineColumn, locate } from "./json.js";
import { escapeHTML } from "./reference.js";

/** Where a JSON Pointer is in the text: the value, or the key for unknown keys and for objects and arrays. */
export function rangeOf(root, pointer, message = "") {
  if (!pointer) return { start: root.start, end: root.start + 1 };
  const spot = locate(root, pointer);
  const container = spot.node.type === "object" || spot.node.type === "array";
  if (spot.found && spot.keyStart !== undefined && (container || /^unknown key/.test(message))) {
    return { start: spot.keyStart, end: spot.keyEnd };
  }
  if (spot.found && container) return { start: spot.start, end: spot.start + 1 };
  return { start: spot.start, end: spot.end, missing: !spot.found };
}

/** A problem+json's issues as marks: `[{start, end, message, pointer}]` (one for the document without any). */
export function problemsFrom(problem, root) {
  const errors = problem.errors ?? [{ path: "", message: problem.detail ?? problem.title }];
  return errors.map((e) => ({ ...rangeOf(root, e.path, e.message), message: e.message, pointer: e.path }));
}

/** The layout tree's warnings (characters no font covers) as marks. */
export function warningsFrom(tree, root) {
  return (tree.warnings ?? []).map((w) => ({ ...rangeOf(root, w.path, w.message), message: w.message, pointer: w.path, warning: true }));
}

/** The list under the editor: one button per problem, which moves the caret to it. */
export function problemListHTML(problems, text) {
  if (!problems.length) return '<li class="problems-empty">No problems.</li>';
  return problems
    .map((p, i) => {
      const { line, column } = lineColumn(text, p.start);
      const where = p.pointer ? `<code class="problem-pointer">${escapeHTML(p.pointer)}</code>` : "";
      return `<li><button type="button" class="problem ${p.warning ? "is-warning" : ""}" data-problem="${i}">
        <span class="problem-icon" aria-hidden="true">${p.warning ? "!" : "×"}</span>
        <span class="problem-loc">Ln ${line}, Col ${column}</span>${where}
        <span class="problem-message">${escapeHTML(p.message)}</span></button></li>`;
    })
    .join("");
}
