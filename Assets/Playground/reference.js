// The reference panel: every field of the spec's object types, generated from /openapi.json at run time,
// filterable, and following the caret (the field being edited is highlighted).
import { SpecSchema } from "./schema.js";

const TITLES = { TableSpec: "Table", Section: "Section", Row: "Row" };

export function escapeHTML(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

/** The descriptions' Markdown, lightly: `code` and **strong**; everything else is text. */
export function inlineMarkdown(text) {
  return escapeHTML(text ?? "")
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>");
}

const SUMMARY_LENGTH = 140;

/** A description as a short summary and the rest: the first sentence, cut at a word when it is long. */
export function summarize(text = "") {
  const sentence = /^(.{20,}?[.!?])\s+(?=[A-Z`(])/s.exec(text);
  let head = sentence ? sentence[1] : text;
  if (head.length > SUMMARY_LENGTH) {
    const cut = head.lastIndexOf(" ", SUMMARY_LENGTH);
    head = head.slice(0, cut > 40 ? cut : SUMMARY_LENGTH);
    if ((head.match(/`/g) ?? []).length % 2) head = head.slice(0, head.lastIndexOf("`")).trimEnd();
  }
  const rest = text.slice(head.length).trim();
  return rest ? { head: head + (sentence && head === sentence[1] ? "" : "…"), rest } : { head: text, rest: "" };
}

/** The description's summary, with the rest behind a "More" disclosure. */
function describe(text) {
  const { head, rest } = summarize(text);
  return inlineMarkdown(head) + (rest ? `<details class="ref-more"><summary>More</summary>${inlineMarkdown(rest)}</details>` : "");
}

export class ReferencePanel {
  /** Renders the spec's types into `container`; `filterInput` filters their fields. */
  constructor(container, filterInput, schema) {
    this.container = container;
    this.schema = schema;
    this.types = schema.specTypes();
    this.current = null;
    container.innerHTML = this.types.map((name) => this.typeHTML(name)).join("");
    container.addEventListener("click", (event) => {
      const link = event.target.closest("[data-goto]");
      if (!link) return;
      event.preventDefault();
      this.reveal(link.dataset.goto, null, true);
    });
    filterInput.addEventListener("input", () => this.filter(filterInput.value));
  }

  typeHTML(name) {
    const resolved = this.schema.deref({ $ref: `#/components/schemas/${name}` });
    const required = new Set(resolved.required ?? []);
    const rows = Object.entries(this.schema.properties(resolved))
      .map(([prop, schema]) => this.propertyHTML(name, prop, schema, required.has(prop)))
      .join("");
    const title = TITLES[name] ? `${TITLES[name]} <span class="ref-component">${name}</span>` : name;
    return `<section class="ref-type" id="ref-${name}" data-type="${name}" aria-labelledby="ref-${name}-title">
      <h3 id="ref-${name}-title">${title}</h3>
      <div class="ref-description">${describe(resolved.description)}</div>
      <dl>${rows}</dl></section>`;
  }

  propertyHTML(type, prop, schema, required) {
    const resolved = this.schema.deref(schema);
    const target = SpecSchema.refName(schema) ?? SpecSchema.refName(resolved.items ?? {});
    let label = escapeHTML(this.schema.typeLabel(schema));
    if (target && this.types.includes(target)) {
      label = label.replace(escapeHTML(target), `<a href="#" data-goto="${target}">${target}</a>`);
    }
    const values = this.schema.enumValues(schema);
    // A long list (the SF Symbol names) shows its first values and its count; the editor completes them all.
    const shown = values && values.length > 40 ? values.slice(0, 12) : values;
    const more = values && shown && values.length > shown.length ? ` … ${values.length} values in all` : "";
    const choices =
      values && values.length > 4
        ? `<span class="ref-enum">${shown.map((v) => `<code>${escapeHTML(JSON.stringify(v))}</code>`).join(" ")}${more}</span>`
        : "";
    const fallback = "default" in resolved ? ` <span class="ref-default">default <code>${escapeHTML(JSON.stringify(resolved.default))}</code></span>` : "";
    return `<div class="ref-prop" data-prop="${escapeHTML(prop)}" data-search="${escapeHTML((prop + " " + (resolved.description ?? "")).toLowerCase())}">
      <dt><code class="ref-name">${escapeHTML(prop)}</code> <span class="ref-typelabel">${label}</span>${required ? ' <span class="ref-required">required</span>' : ""}</dt>
      <dd>${describe(resolved.description)}${fallback}${choices}</dd></div>`;
  }

  filter(query) {
    const q = query.trim().toLowerCase();
    for (const section of this.container.querySelectorAll(".ref-type")) {
      let visible = 0;
      for (const prop of section.querySelectorAll(".ref-prop")) {
        const match = !q || prop.dataset.search.includes(q) || section.dataset.type.toLowerCase().includes(q);
        prop.hidden = !match;
        if (match) visible++;
      }
      section.hidden = visible === 0;
    }
  }

  /** Highlights `prop` of `type` (the caret's field) and, when `scroll`, brings it into view. */
  reveal(type, prop, scroll = false) {
    const key = `${type}/${prop}`;
    if (this.current === key && !scroll) return;
    this.current = key;
    this.container.querySelectorAll(".is-current").forEach((el) => el.classList.remove("is-current"));
    const section = this.container.querySelector(`#ref-${CSS.escape(type ?? "")}`);
    if (!section) return;
    section.classList.add("is-current");
    const row = prop ? section.querySelector(`.ref-prop[data-prop="${CSS.escape(prop)}"]`) : null;
    row?.classList.add("is-current");
    if (scroll || this.container.closest("[hidden]") === null) {
      (row ?? section).scrollIntoView({ block: scroll ? "start" : "nearest", behavior: "auto" });
    }
  }

  /** The component name of the object schema at a path of the spec, or `null`. */
  typeAt(path) {
    const schema = this.schema.schemaAt(path);
    if (!schema) return null;
    return this.types.find((name) => {
      const candidate = this.schema.deref({ $ref: `#/components/schemas/${name}` });
      return candidate.properties && candidate.properties === schema.properties;
    }) ?? null;
  }
}
