// The examples gallery: the specs of Assets/Examples/ from GET /v1/examples, each with a small render,
// in a dialog; choosing one loads it into the editor.
import { apiFetch } from "./apikey.js";
import { escapeHTML } from "./reference.js";

const THUMBNAIL_WORKERS = 2;

export class Gallery extends EventTarget {
  constructor(dialog) {
    super();
    this.dialog = dialog;
    this.grid = dialog.querySelector(".gallery-grid");
    this.filter = dialog.querySelector("#gallery-filter");
    this.entries = null;
    this.thumbnailsStarted = false;
    this.grid.addEventListener("click", (event) => {
      const card = event.target.closest("[data-example]");
      if (card) this.choose(card.dataset.example);
    });
    this.filter.addEventListener("input", () => {
      const q = this.filter.value.trim().toLowerCase();
      for (const card of this.grid.querySelectorAll("li")) card.hidden = q !== "" && !card.dataset.search.includes(q);
    });
    dialog.querySelector("[data-close]").addEventListener("click", () => dialog.close());
  }

  async list() {
    if (!this.entries) {
      const response = await apiFetch("/v1/examples");
      if (!response.ok) throw new Error(`GET /v1/examples answered ${response.status}`);
      this.entries = (await response.json()).examples;
    }
    return this.entries;
  }

  async open() {
    const entries = await this.list();
    if (!this.grid.children.length) {
      this.grid.innerHTML = entries
        .map((e) => {
          const tags = [e.ios ? `iOS ${e.ios}` : null, e.style].filter(Boolean).join(" · ");
          return `<li data-search="${escapeHTML(`${e.name} ${tags}`.toLowerCase())}">
            <button type="button" class="example-card" data-example="${escapeHTML(e.name)}">
              <span class="example-thumb"><img alt="" data-thumb="${escapeHTML(e.name)}"></span>
              <span class="example-name">${escapeHTML(e.name)}</span>
              <span class="example-tags">${escapeHTML(tags)}</span>
            </button></li>`;
        })
        .join("");
    }
    if (!this.dialog.open) this.dialog.showModal();
    this.filter.focus();
    if (!this.thumbnailsStarted) {
      this.thumbnailsStarted = true;
      this.loadThumbnails(entries);
    }
  }

  /** Renders each example at 1× for its card, two at a time. */
  async loadThumbnails(entries) {
    const queue = [...entries];
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        try {
          const spec = await (await apiFetch(entry.href)).json();
          const response = await apiFetch("/v1/render", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ ...spec, scale: 1 }),
          });
          if (!response.ok) continue;
          const img = this.grid.querySelector(`img[data-thumb="${CSS.escape(entry.name)}"]`);
          if (img) img.src = URL.createObjectURL(await response.blob());
        } catch {
          // a card without a picture is still a card
        }
      }
    };
    await Promise.all(Array.from({ length: THUMBNAIL_WORKERS }, worker));
  }

  async choose(name) {
    const entry = (await this.list()).find((e) => e.name === name);
    if (!entry) return;
    const response = await apiFetch(entry.href);
    const text = await response.text();
    this.dialog.close();
    this.dispatchEvent(new CustomEvent("choose", { detail: { name, text } }));
  }
}
