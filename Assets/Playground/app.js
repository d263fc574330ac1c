// The playground's heart: the editor's text is checked locally for JSON syntax, then sent (debounced,
// stale requests aborted) to POST /v1/layout and POST /v1/render; the server's problems are marked at their
// JSON Pointers, the PNG and its layout tree go to the preview and the inspector.
import { KeyPrompt, apiFetch, useKeyPrompt } from "./apikey.js";
import { CodeEditor } from "./editor.js";
import { Completions } from "./completion.js";
import { CompareView } from "./compare.js";
import { wireControls } from "./controls.js";
import { Gallery } from "./gallery.js";
import { applyDataStyles, detailsHTML, layersHTML } from "./inspector.js";
import { JSONSyntaxError, contextAt, lineColumn, locate, parseWithPositions, pointerAt, pointerFrom } from "./json.js";
import { Preview } from "./preview.js";
import { problemListHTML, problemsFrom, warningsFrom } from "./problems.js";
import { ReferencePanel } from "./reference.js";
import { SpecSchema } from "./schema.js";
import { ServerProblem, fragmentFor, specFromFragment } from "./share.js";
import { fillPickers, reflectPickers } from "./traits.js";

const $ = (selector) => document.querySelector(selector);
const DEBOUNCE_MS = 300;
const DEFAULT_EXAMPLE = "modern-settings";

class App {
  constructor() {
    useKeyPrompt(new KeyPrompt($("#key-panel")));
    this.editor = new CodeEditor($(".code-editor"));
    this.preview = new Preview($("#preview-pane"));
    this.gallery = new Gallery($("#gallery-dialog"));
    this.compare = new CompareView($("#compare-view"));
    this.pickers = $("#pickers");
    this.name = "table";
    this.root = null;
    this.controller = null;
    this.timer = null;
    this.renderURL = null;
    this.comparing = false;
    this.editor.addEventListener("input", () => this.schedule());
    this.editor.addEventListener("caret", () => this.showCaret());
    this.editor.addEventListener("announce", (e) => this.announce(e.detail));
    this.preview.addEventListener("inspect", (e) => this.inspect(e.detail));
    this.preview.addEventListener("nodes", () => this.showLayers());
    this.gallery.addEventListener("choose", (e) => this.load(e.detail.text, e.detail.name));
    this.compare.addEventListener("change", () => this.schedule());
    $("#problem-list").addEventListener("click", (e) => {
      const item = e.target.closest("[data-problem]");
      if (item) this.editor.selectProblem(Number(item.dataset.problem));
    });
    $("#preview-pane").addEventListener("click", (e) => {
      const link = e.target.closest("[data-pointer]");
      if (link) this.reveal(link.dataset.pointer);
    });
    window.addEventListener("hashchange", () => {
      const text = specFromFragment(location.hash);
      if (text !== null && text.trim() !== this.editor.value.trim()) this.load(text, "table");
    });
  }

  async start() {
    wireControls(this);
    const fromLink = specFromFragment(location.hash);
    const schema = SpecSchema.load().then(
      (s) => this.useSchema(s),
      (error) => this.announce(`The reference could not be loaded: ${error.message}`),
    );
    if (fromLink !== null) this.load(fromLink, "table");
    else await this.loadExample(DEFAULT_EXAMPLE);
    await schema;
    document.body.dataset.ready = "true";
  }

  useSchema(schema) {
    this.schema = schema;
    this.reference = new ReferencePanel($("#reference"), $("#reference-filter"), schema);
    new Completions(this.editor, schema, $("#completions"));
    fillPickers(this.pickers, schema);
    if (this.root) reflectPickers(this.pickers, this.root.value);
  }

  async loadExample(name) {
    try {
      const response = await apiFetch(`/v1/examples/${encodeURIComponent(name)}`);
      if (!response.ok) throw await ServerProblem.from(response);
      this.load(await response.text(), name);
    } catch (error) {
      this.load('{\n  "ios": "18",\n  "style": "insetGrouped",\n  "sections": [{ "rows": [{ "text": "Hello" }] }]\n}\n', "table");
      this.announce(`Example ${name} could not be loaded: ${error.message}`);
    }
  }

  /** Replaces the editor's text (undoably) and renders at once. */
  load(text, name) {
    this.name = name;
    this.editor.value = text;
    this.refresh();
  }

  schedule(delay = DEBOUNCE_MS) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.refresh(), delay);
  }

  async refresh() {
    clearTimeout(this.timer);
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const text = this.editor.value;
    let root;
    try {
      root = parseWithPositions(text);
    } catch (error) {
      if (!(error instanceof JSONSyntaxError)) throw error;
      this.syntaxError(text, error);
      return;
    }
    this.root = root;
    this.rootText = text;
    reflectPickers(this.pickers, root.value);
    history.replaceState(null, "", fragmentFor(text));
    this.setStatus("busy", "Checking…");
    try {
      await this.check(text, root, controller.signal);
    } catch (error) {
      if (error.name === "AbortError") return;
      this.setStatus("error", "Server unreachable");
      this.preview.showError({ title: "The server could not be reached", detail: error.message });
    }
    if (!controller.signal.aborted) this.settled();
  }

  /** Counts finished checks in `body[data-renders]`, so tests (and people) can tell a settled page. */
  settled() {
    document.body.dataset.renders = String(Number(document.body.dataset.renders ?? 0) + 1);
  }

  syntaxError(text, error) {
    this.root = null;
    const at = error.offset;
    const end = at < text.length && text[at] !== "\n" ? at + 1 : at;
    const { line, column } = lineColumn(text, at);
    this.setProblems([{ start: at, end, message: `JSON syntax error at line ${line}, column ${column}: ${error.message}`, pointer: null }]);
    this.setStatus("invalid", "JSON syntax error");
    this.preview.markStale("The spec is not valid JSON yet: see Problems.");
    this.settled();
  }

  async check(text, root, signal) {
    const post = (path) => apiFetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: text, signal });
    const [layout, render] = await Promise.all([post("/v1/layout"), post("/v1/render")]);
    if (!layout.ok || !render.ok) {
      const { problem } = await ServerProblem.from(layout.ok ? render : layout);
      if (signal.aborted) return;
      const problems = problemsFrom(problem, root);
      this.setProblems(problems);
      this.preview.showError(problem);
      if (this.comparing) this.compare.showError(problem);
      this.setStatus("invalid", problems.length === 1 ? "1 problem" : `${problems.length} problems`);
      this.announce(`Preview not updated: ${problem.status} ${problem.title}. ${problem.errors?.[0]?.message ?? problem.detail ?? ""}`);
      return;
    }
    const [tree, blob] = await Promise.all([layout.json(), render.blob()]);
    if (signal.aborted) return;
    const warnings = warningsFrom(tree, root);
    this.setProblems(warnings);
    this.preview.show(blob, tree, root.value, (pointer) => locate(root, pointer).found);
    this.renderURL = this.preview.objectURL;
    const timing = /total;dur=([\d.]+)/.exec(render.headers.get("Server-Timing") ?? "")?.[1];
    const cache = render.headers.get("X-Cache") === "hit" ? " · cached" : "";
    const px = (v) => Math.ceil(v * tree.scale);
    const took = timing ? ` · ${Number(timing) < 10 ? Number(timing).toFixed(1) : Math.round(Number(timing))} ms` : "";
    $("#render-info").textContent = `${px(tree.width)} × ${px(tree.height)} px @${tree.scale}x${took}${cache}`;
    if (this.lastAnnounced?.startsWith("Preview not updated")) this.announce("Preview updated: the spec is valid");
    this.setStatus(warnings.length ? "warning" : "valid", warnings.length ? `Valid · ${warnings.length} warning${warnings.length === 1 ? "" : "s"}` : "Valid");
    if (this.comparing) await this.runCompare(text, signal);
  }

  async runCompare(text, signal) {
    if (!this.compare.hasBaseline) this.compare.pin(text, false);
    try {
      const result = await this.compare.run(text, this.renderURL, signal);
      this.announce(result.match ? "Compare: no visual change" : `Compare: ${result.diffPixels} pixels differ`);
    } catch (error) {
      if (error.name === "AbortError") return;
      this.compare.showError(error.problem ?? { title: "Compare failed", detail: error.message });
    }
  }

  setProblems(problems) {
    this.editor.setProblems(problems);
    const text = this.editor.value;
    const errors = problems.filter((p) => !p.warning).length;
    $("#problem-count").textContent = problems.length ? `(${problems.length})` : "";
    $("#problem-list").innerHTML = problemListHTML(problems, text);
    $("#editor-input").setAttribute("aria-invalid", String(errors > 0));
    this.showCaret();
  }

  setStatus(kind, text) {
    const badge = $("#spec-status");
    badge.dataset.kind = kind;
    badge.textContent = text;
  }

  /** Says `message` to screen readers (once: the same message twice in a row is said once). */
  announce(message) {
    if (message === this.lastAnnounced) return;
    this.lastAnnounced = message;
    const region = $("#announcer");
    region.textContent = "";
    setTimeout(() => (region.textContent = message), 30);
  }

  /** The caret's line, column and JSON Pointer, its problem, and its field in the reference. */
  showCaret() {
    const text = this.editor.value;
    const offset = this.editor.input.selectionStart;
    const { line, column } = lineColumn(text, offset);
    let path;
    try {
      const root = this.root && this.rootText === text ? this.root : parseWithPositions(text);
      path = pointerAt(root, offset);
    } catch {
      const ctx = contextAt(text, offset);
      path = pointerFrom(ctx.key !== null && ctx.position === "value" ? [...ctx.path, ctx.key] : ctx.path);
    }
    const problem = this.editor.problemsAt(offset)[0] ?? this.editor.problemsAt(offset - 1)[0];
    $("#caret-position").textContent = `Ln ${line}, Col ${column}`;
    $("#caret-pointer").textContent = path || "/";
    $("#caret-problem").textContent = problem ? problem.message : "";
    if (this.reference) {
      const tokens = path.split("/").slice(1).map((t) => (/^\d+$/.test(t) ? Number(t) : t.replace(/~1/g, "/").replace(/~0/g, "~")));
      const ctx = contextAt(text, offset);
      const inKey = ctx.position === "key";
      const container = inKey ? ctx.path : tokens.slice(0, -1);
      const field = inKey ? null : tokens[tokens.length - 1];
      const type = this.reference.typeAt(container);
      if (type) this.reference.reveal(type, typeof field === "string" ? field : null);
    }
  }

  /** Selects the spec text of a JSON Pointer. */
  reveal(pointer) {
    if (!this.root) return;
    const spot = locate(this.root, pointer);
    this.editor.select(spot.start, spot.end);
  }

  inspect({ index, reveal }) {
    const entry = this.preview.nodes[index];
    $("#inspect-details").innerHTML = entry
      ? detailsHTML(entry)
      : '<p class="muted">Hover the preview to inspect a view; click it to select its place in the spec.</p>';
    applyDataStyles($("#inspect-details"));
    for (const button of document.querySelectorAll("#layers .layer")) {
      button.classList.toggle("is-hovered", Number(button.dataset.node) === this.preview.hovered);
      const selected = Number(button.dataset.node) === this.preview.selected;
      button.classList.toggle("is-selected", selected);
      button.setAttribute("aria-pressed", String(selected));
    }
    if (reveal && entry && entry.pointer !== null) this.reveal(entry.pointer);
  }

  showLayers() {
    $("#layers").innerHTML = layersHTML(this.preview.nodes);
    applyDataStyles($("#layers"));
    this.inspect({ index: this.preview.selected });
  }
}

const app = new App();
window.playground = app;
app.start();
