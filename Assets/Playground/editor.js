// The spec editor: a plain <textarea> over a highlighted copy of its text (syntax colours and problem
// underlines), a gutter of line numbers with problem marks, hover messages and a completion list.
import { highlight } from "./highlight.js";
import { escapeHTML } from "./reference.js";

const TAB = 2;

export class CodeEditor extends EventTarget {
  constructor(root) {
    super();
    this.root = root;
    this.input = root.querySelector("textarea");
    this.backdrop = root.querySelector(".code-backdrop code");
    this.gutter = root.querySelector(".gutter-lines");
    this.tooltip = root.querySelector(".code-tooltip");
    this.problems = [];
    /** The completion list, set by its owner: `{handleKey(e), update(e), open(), close(), position()}`. */
    this.completions = null;
    this.lastText = this.input.value;
    this.input.addEventListener("input", (e) => this.onInput(e));
    this.input.addEventListener("scroll", () => this.syncScroll());
    this.input.addEventListener("keydown", (e) => this.onKeyDown(e));
    this.input.addEventListener("mousemove", (e) => this.onHover(e));
    this.input.addEventListener("mouseleave", () => (this.tooltip.hidden = true));
    this.input.addEventListener("blur", () => this.completions?.close());
    for (const type of ["keyup", "click", "select", "focus"]) this.input.addEventListener(type, () => this.emitCaret());
    this.gutter.addEventListener("click", (e) => {
      const mark = e.target.closest("[data-problem]");
      if (mark) this.selectProblem(Number(mark.dataset.problem));
    });
    new ResizeObserver(() => this.measure()).observe(this.input);
    this.render();
  }

  get value() {
    return this.input.value;
  }

  /** Replaces the whole text (one undo step where the browser supports it). */
  set value(text) {
    this.replace(0, this.input.value.length, text, false);
    this.input.setSelectionRange(0, 0);
    this.input.scrollTop = 0;
  }

  /**
   * Replaces `start…end` with `text`, the caret after it. While the editor has (or is given, `focus`) the
   * focus the edit goes through the browser's own editing, so Ctrl+Z undoes it; otherwise the text is set
   * without moving the focus (a picker or a loaded example keeps the focus where the person is).
   */
  replace(start, end, text, focus = true) {
    if (focus) this.input.focus({ preventScroll: true });
    if (document.activeElement === this.input) {
      this.input.setSelectionRange(start, end);
      const done = document.execCommand?.("insertText", false, text);
      if (done && this.input.value.slice(start, start + text.length) === text) return;
    }
    this.input.setRangeText(text, start, end, "end");
    this.onInput();
  }

  /** Selects `start…end`, scrolled into view, and focuses the editor. */
  select(start, end = start) {
    this.input.focus({ preventScroll: true });
    this.input.setSelectionRange(start, end);
    const line = this.input.value.slice(0, start).split("\n").length - 1;
    const top = line * this.lineHeight;
    if (top < this.input.scrollTop || top > this.input.scrollTop + this.input.clientHeight - 2 * this.lineHeight) {
      this.input.scrollTop = Math.max(0, top - this.input.clientHeight / 3);
    }
    this.emitCaret();
  }

  /** Problems to mark: `[{start, end, message, pointer}]`. */
  setProblems(problems) {
    this.problems = problems;
    this.render();
  }

  selectProblem(index) {
    const p = this.problems[index];
    if (p) this.select(p.start, p.end);
  }

  /** The problems under `offset`. */
  problemsAt(offset) {
    return this.problems.filter((p) => offset >= p.start && offset < Math.max(p.end, p.start + 1));
  }

  onInput(event) {
    const text = this.input.value;
    this.shiftProblems(this.lastText, text);
    this.lastText = text;
    this.render();
    this.dispatchEvent(new Event("input"));
    this.emitCaret();
    this.completions?.update(event);
  }

  /** Keeps the marks on their text while it is edited, until the next validation replaces them. */
  shiftProblems(before, after) {
    let prefix = 0;
    while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix++;
    let suffix = 0;
    while (suffix < before.length - prefix && suffix < after.length - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++;
    const delta = after.length - before.length;
    const editEnd = before.length - suffix;
    const inserted = after.length - prefix - suffix;
    const move = (o) => (o <= prefix ? o : o >= editEnd ? o + delta : prefix + Math.min(o - prefix, inserted));
    this.problems = this.problems.map((p) => ({ ...p, start: move(p.start), end: Math.max(move(p.start), move(p.end)), stale: true }));
  }

  render() {
    const text = this.input.value;
    this.backdrop.innerHTML = highlight(text, this.problems);
    const lines = text.split("\n").length;
    const marks = new Map();
    this.problems.forEach((p, index) => {
      const line = text.slice(0, p.start).split("\n").length;
      if (!marks.has(line)) marks.set(line, []);
      marks.get(line).push(index);
    });
    let html = "";
    for (let n = 1; n <= lines; n++) {
      const here = marks.get(n);
      html += here
        ? `<div class="has-problem" data-problem="${here[0]}" title="${escapeHTML(here.map((i) => this.problems[i].message).join("\n"))}">${n}</div>`
        : `<div>${n}</div>`;
    }
    this.gutter.innerHTML = html;
    this.syncScroll();
  }

  syncScroll() {
    const { scrollTop, scrollLeft } = this.input;
    this.backdrop.style.transform = `translate(${-scrollLeft}px, ${-scrollTop}px)`;
    this.gutter.style.transform = `translateY(${-scrollTop}px)`;
    this.completions?.position();
  }

  measure() {
    const style = getComputedStyle(this.input);
    this.lineHeight = parseFloat(style.lineHeight) || 20;
    this.padTop = parseFloat(style.paddingTop);
    this.padLeft = parseFloat(style.paddingLeft);
    // Measured inside the highlighted copy, whose font is the textarea's (the `font` shorthand cannot be
    // read back once `font-variant-ligatures` is set).
    const probe = document.createElement("span");
    probe.textContent = "0".repeat(64);
    probe.style.cssText = "position:absolute;visibility:hidden;white-space:pre";
    this.backdrop.appendChild(probe);
    this.charWidth = probe.getBoundingClientRect().width / 64 || 8;
    probe.remove();
  }

  /**
   * The text offset at a pointer position (the text never wraps; tabs are TAB columns wide): the nearest
   * caret position, or with `under` the character under the pointer.
   */
  offsetAt(clientX, clientY, under = false) {
    if (!this.charWidth) this.measure();
    const rect = this.input.getBoundingClientRect();
    const y = clientY - rect.top - this.padTop + this.input.scrollTop;
    const x = clientX - rect.left - this.padLeft + this.input.scrollLeft;
    const lines = this.input.value.split("\n");
    const line = Math.floor(y / this.lineHeight);
    if (line < 0 || line >= lines.length) return null;
    let offset = lines.slice(0, line).reduce((sum, l) => sum + l.length + 1, 0);
    let column = 0;
    for (const c of lines[line]) {
      const width = c === "\t" ? TAB - (column % TAB) : 1;
      if ((column + (under ? width : width / 2)) * this.charWidth > x) break;
      column += width;
      offset++;
    }
    return offset;
  }

  /** Where `offset` is drawn, relative to the editor's box: `{x, y}` of the bottom-left of its character. */
  pointOf(offset) {
    if (!this.charWidth) this.measure();
    const before = this.input.value.slice(0, offset).split("\n");
    let column = 0;
    for (const c of before[before.length - 1]) column += c === "\t" ? TAB - (column % TAB) : 1;
    const inputBox = this.input.getBoundingClientRect();
    const rootBox = this.root.getBoundingClientRect();
    return {
      x: inputBox.left - rootBox.left + this.padLeft + column * this.charWidth - this.input.scrollLeft,
      y: inputBox.top - rootBox.top + this.padTop + before.length * this.lineHeight - this.input.scrollTop,
    };
  }

  onHover(event) {
    const offset = this.offsetAt(event.clientX, event.clientY, true);
    const here = offset === null ? [] : this.problemsAt(offset);
    if (!here.length) {
      this.tooltip.hidden = true;
      return;
    }
    this.tooltip.textContent = here.map((p) => (p.pointer ? `${p.pointer}: ${p.message}` : p.message)).join("\n");
    const box = this.root.getBoundingClientRect();
    this.tooltip.style.left = `${Math.min(event.clientX - box.left + 12, box.width - 260)}px`;
    this.tooltip.style.top = `${event.clientY - box.top + 18}px`;
    this.tooltip.hidden = false;
  }

  onKeyDown(event) {
    if (this.completions?.handleKey(event)) return;
    if (event.key === " " && event.ctrlKey) {
      event.preventDefault();
      this.completions?.open();
    } else if (event.key === "Enter" && !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey) {
      event.preventDefault();
      this.newline();
    }
  }

  /** Enter: a new line at the current line's indentation, one level deeper after an opening bracket. */
  newline() {
    const { selectionStart: start, selectionEnd: end, value } = this.input;
    const lineStart = value.lastIndexOf("\n", start - 1) + 1;
    const indent = value.slice(lineStart, start).match(/^[ \t]*/)[0];
    const before = value.slice(lineStart, start).trimEnd().slice(-1);
    const after = value.slice(end).trimStart()[0];
    const opens = before === "{" || before === "[";
    const inner = indent + (opens ? " ".repeat(TAB) : "");
    const closes = opens && ((before === "{" && after === "}") || (before === "[" && after === "]"));
    if (closes && value.slice(end).match(/^[ \t]*[}\]]/)) {
      const gap = value.slice(end).match(/^[ \t]*/)[0].length;
      this.replace(start, end + gap, "\n" + inner + "\n" + indent);
      this.input.setSelectionRange(start + 1 + inner.length, start + 1 + inner.length);
    } else {
      this.replace(start, end, "\n" + inner);
    }
  }

  emitCaret() {
    this.dispatchEvent(new CustomEvent("caret", { detail: { offset: this.input.selectionStart } }));
  }
}

