// Completion for the spec editor: the property names valid in the object at the caret and the values an
// enum (or a boolean) allows, from the spec's schema. Opens as a key or value string is typed, or with
// Ctrl+Space; ↑/↓ choose, Enter or Tab accept, Escape closes.
import { contextAt } from "./json.js";
import { escapeHTML } from "./reference.js";

const MAX_ITEMS = 60;

export class Completions {
  constructor(editor, schema, popup) {
    this.editor = editor;
    this.schema = schema;
    this.popup = popup;
    this.items = [];
    this.active = 0;
    this.range = null;
    editor.completions = this;
    editor.input.setAttribute("aria-autocomplete", "list");
    editor.input.setAttribute("aria-controls", popup.id);
    popup.addEventListener("mousedown", (event) => {
      event.preventDefault();
      const option = event.target.closest("[role=option]");
      if (option) this.accept(Number(option.dataset.index));
    });
  }

  get isOpen() {
    return !this.popup.hidden;
  }

  /** The suggestions at `offset`: `{items, start, end}` or `null`. */
  suggest(text, offset) {
    const ctx = contextAt(text, offset);
    const end = offset + (ctx.inString && text[offset] === '"' ? 1 : 0);
    const prefix = ctx.prefix.toLowerCase();
    if (ctx.position === "key") {
      const container = this.schema.schemaAt(ctx.path);
      if (!container) return null;
      const items = Object.entries(this.schema.properties(container))
        .filter(([name]) => name.toLowerCase().includes(prefix))
        .sort(([a], [b]) => Number(!a.toLowerCase().startsWith(prefix)) - Number(!b.toLowerCase().startsWith(prefix)))
        .map(([name, property]) => ({
          kind: "key",
          label: name,
          detail: this.schema.typeLabel(property),
          doc: (this.schema.deref(property).description ?? "").split(/(?<=\.)\s/)[0],
          property,
        }));
      return { items, start: ctx.replaceStart, end, ctx };
    }
    if (ctx.position === "value" && ctx.key !== null) {
      const container = this.schema.schemaAt(ctx.path);
      if (!container) return null;
      const property = typeof ctx.key === "number" ? container.items : this.schema.properties(container)[ctx.key];
      const values = property ? this.schema.enumValues(property) : null;
      if (!values) return null;
      const items = values
        .filter((v) => String(v).toLowerCase().startsWith(prefix))
        .map((v) => ({ kind: "value", label: JSON.stringify(v), detail: "", doc: "", value: v }));
      return { items, start: ctx.replaceStart, end, ctx };
    }
    return null;
  }

  /** Opens the list at the caret; `quiet` keeps it closed when there is nothing to offer. */
  open(quiet = false) {
    const { value, selectionStart } = this.editor.input;
    const found = this.suggest(value, selectionStart);
    if (!found || found.items.length === 0) {
      this.close();
      if (!quiet) this.editor.dispatchEvent(new CustomEvent("announce", { detail: "No suggestions here" }));
      return;
    }
    this.items = found.items.slice(0, MAX_ITEMS);
    this.range = found;
    this.active = 0;
    this.popup.innerHTML = this.items
      .map(
        (item, index) => `<li role="option" id="completion-${index}" data-index="${index}" aria-selected="${index === 0}">
          <span class="completion-label">${escapeHTML(item.label)}</span>
          <span class="completion-detail">${escapeHTML(item.detail)}</span>
          ${item.doc ? `<span class="completion-doc">${escapeHTML(item.doc.replace(/`/g, ""))}</span>` : ""}</li>`,
      )
      .join("");
    this.popup.hidden = false;
    this.highlight(0);
    this.position();
  }

  /** After an edit: refilters an open list, or opens one while a key or an enum value string is typed. */
  update(event) {
    if (this.isOpen) {
      this.open(true);
      return;
    }
    if (event?.inputType !== "insertText") return;
    const { value, selectionStart } = this.editor.input;
    const ctx = contextAt(value, selectionStart);
    if (ctx.inString && ctx.position) this.open(true);
  }

  close() {
    if (this.popup.hidden) return;
    this.popup.hidden = true;
    this.popup.innerHTML = "";
    this.editor.input.removeAttribute("aria-activedescendant");
  }

  highlight(index) {
    this.active = (index + this.items.length) % this.items.length;
    this.popup.querySelectorAll("[role=option]").forEach((el, i) => el.setAttribute("aria-selected", String(i === this.active)));
    const option = this.popup.querySelector(`#completion-${this.active}`);
    option?.scrollIntoView({ block: "nearest" });
    this.editor.input.setAttribute("aria-activedescendant", `completion-${this.active}`);
  }

  /** Handles a key while the list is open; `true` when it was the list's. */
  handleKey(event) {
    if (!this.isOpen) return false;
    const moves = { ArrowDown: 1, ArrowUp: -1, PageDown: 8, PageUp: -8 };
    if (event.key in moves) this.highlight(this.active + moves[event.key]);
    else if (event.key === "Enter" || event.key === "Tab") this.accept(this.active);
    else if (event.key === "Escape") this.close();
    else return false;
    event.preventDefault();
    return true;
  }

  accept(index) {
    const item = this.items[index];
    const { start, end } = this.range;
    this.close();
    if (!item) return;
    if (item.kind === "value") {
      this.editor.replace(start, end, JSON.stringify(item.value));
      return;
    }
    const { text, caret, select, reopen } = this.template(item);
    this.editor.replace(start, end, text);
    this.editor.input.setSelectionRange(start + caret, start + caret + (select ?? 0));
    if (reopen) this.open(true);
  }

  /** What accepting a key inserts: the key and an empty value of its type, the caret placed to fill it. */
  template(item) {
    const key = JSON.stringify(item.label) + ": ";
    const schema = this.schema.deref(item.property);
    const values = this.schema.enumValues(item.property);
    if (values && typeof values[0] === "string") return { text: key + '""', caret: key.length + 1, reopen: true };
    if (values) return { text: key, caret: key.length, reopen: true };
    if (schema.type === "number" || schema.type === "integer") {
      const number = String(schema.default ?? schema.minimum ?? 0);
      return { text: key + number, caret: key.length, select: number.length };
    }
    if (schema.type === "array") return { text: key + "[]", caret: key.length + 1 };
    if (schema.type === "object" || schema.properties) return { text: key + "{}", caret: key.length + 1 };
    if (schema.type === "string") return { text: key + '""', caret: key.length + 1 };
    return { text: key, caret: key.length };
  }

  position() {
    if (!this.isOpen || !this.range) return;
    const point = this.editor.pointOf(this.range.start);
    const width = this.editor.root.clientWidth;
    this.popup.style.left = `${Math.max(4, Math.min(point.x, width - this.popup.offsetWidth - 4))}px`;
    this.popup.style.top = `${point.y + 2}px`;
  }
}
