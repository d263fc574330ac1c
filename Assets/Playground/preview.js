// The live preview: the PNG from POST /v1/render shown at a chosen zoom, an overlay that outlines the node
// under the pointer (or the selected one), and the server's errors drawn over the last good image.
import { flatten, frameText, hitTest, nodeLabel } from "./inspector.js";
import { escapeHTML } from "./reference.js";

export class Preview extends EventTarget {
  constructor(root) {
    super();
    this.root = root;
    this.stage = root.querySelector(".stage");
    this.frame = root.querySelector(".stage-frame");
    this.image = root.querySelector(".stage-image");
    this.hoverBox = root.querySelector(".box-hover");
    this.selectBox = root.querySelector(".box-select");
    this.tag = root.querySelector(".box-tag");
    this.errorCard = root.querySelector(".preview-error");
    this.placeholder = root.querySelector(".preview-placeholder");
    this.zoomSelect = root.querySelector("#zoom");
    this.nodes = [];
    this.tree = null;
    this.hovered = -1;
    this.selected = -1;
    this.objectURL = null;
    this.frame.addEventListener("mousemove", (e) => this.hover(this.nodeAtEvent(e)));
    this.frame.addEventListener("mouseleave", () => this.hover(-1));
    this.frame.addEventListener("click", (e) => this.select(this.nodeAtEvent(e), true));
    this.frame.addEventListener("keydown", (e) => this.onKey(e));
    this.zoomSelect.addEventListener("change", () => this.layout());
    new ResizeObserver(() => this.layout()).observe(this.stage);
  }

  /** Shows a rendered PNG `blob` with its layout `tree` (either may be null: the other stays as it was). */
  show(blob, tree, spec, exists) {
    if (blob) {
      if (this.objectURL) URL.revokeObjectURL(this.objectURL);
      this.objectURL = URL.createObjectURL(blob);
      this.image.src = this.objectURL;
      this.image.hidden = false;
      this.placeholder.hidden = true;
    }
    if (tree) {
      this.tree = tree;
      const previous = this.nodes[this.selected];
      this.nodes = flatten(tree, spec, exists);
      this.selected = previous ? this.nodes.findIndex((n) => n.pointer === previous.pointer && n.node.kind === previous.node.kind) : -1;
      this.hovered = -1;
      this.image.alt = `Rendered table, ${tree.width} × ${tree.height} points at ${tree.scale}×`;
    }
    this.root.classList.remove("is-stale");
    this.errorCard.hidden = true;
    this.layout();
    this.dispatchEvent(new Event("nodes"));
  }

  /** Dims the last good image and shows an error over it: `{title, detail, errors: [{path, message}]}`. */
  showError(problem) {
    this.root.classList.add("is-stale");
    this.placeholder.textContent = "No preview yet.";
    const list = (problem.errors ?? [])
      .map((e) => `<li><button type="button" class="linkish" data-pointer="${escapeHTML(e.path)}"><code>${escapeHTML(e.path || "/")}</code></button> ${escapeHTML(e.message)}</li>`)
      .join("");
    this.errorCard.innerHTML = `<p class="preview-error-title">${escapeHTML(problem.title)}</p>
      <p>${escapeHTML(problem.detail ?? "")}</p>${list ? `<ul>${list}</ul>` : ""}`;
    this.errorCard.hidden = false;
  }

  /** Dims the image while the spec cannot be sent (a JSON syntax error). */
  markStale(message) {
    this.root.classList.add("is-stale");
    this.placeholder.textContent = "No preview yet.";
    this.errorCard.innerHTML = `<p class="preview-error-title">${escapeHTML(message)}</p>`;
    this.errorCard.hidden = false;
  }

  get zoom() {
    if (!this.tree) return 1;
    const choice = this.zoomSelect.value;
    if (choice !== "fit") return Number(choice);
    const available = this.stage.clientWidth - 48;
    return Math.max(0.1, Math.min(1, available / this.tree.width));
  }

  layout() {
    if (!this.tree) return;
    const zoom = this.zoom;
    this.frame.style.width = `${this.tree.width * zoom}px`;
    this.frame.style.height = `${this.tree.height * zoom}px`;
    this.drawBox(this.hoverBox, this.hovered);
    this.drawBox(this.selectBox, this.selected);
    this.drawTag();
  }

  drawBox(box, index) {
    const entry = this.nodes[index];
    box.hidden = !entry;
    if (!entry) return;
    const zoom = this.zoom;
    Object.assign(box.style, {
      left: `${entry.x * zoom}px`,
      top: `${entry.y * zoom}px`,
      width: `${Math.max(entry.width * zoom, 1)}px`,
      height: `${Math.max(entry.height * zoom, 1)}px`,
    });
  }

  drawTag() {
    const index = this.hovered >= 0 ? this.hovered : this.selected;
    const entry = this.nodes[index];
    this.tag.hidden = !entry;
    if (!entry) return;
    const zoom = this.zoom;
    this.tag.textContent = `${nodeLabel(entry)}  ${frameText(entry.node.frame)}`;
    const above = entry.y * zoom - 22;
    this.tag.style.left = `${Math.max(0, entry.x * zoom)}px`;
    this.tag.style.top = `${above < 0 ? (entry.y + entry.height) * zoom + 4 : above}px`;
  }

  nodeAtEvent(event) {
    const box = this.frame.getBoundingClientRect();
    const zoom = this.zoom;
    return hitTest(this.nodes, (event.clientX - box.left) / zoom, (event.clientY - box.top) / zoom);
  }

  /** Outlines a node; `quiet` (hovering the layers list) leaves the details as they are. */
  hover(index, quiet = false) {
    if (index === this.hovered) return;
    this.hovered = index;
    this.layout();
    if (!quiet) this.dispatchEvent(new CustomEvent("inspect", { detail: { index: index >= 0 ? index : this.selected } }));
  }

  /** Selects a node; `reveal` asks the app to select its place in the spec. */
  select(index, reveal = false) {
    this.selected = index;
    this.layout();
    this.dispatchEvent(new CustomEvent("inspect", { detail: { index, reveal } }));
  }

  /** ↑/↓ walk the nodes in tree order, Home/End jump, Enter shows the node in the spec, Escape clears. */
  onKey(event) {
    if (!this.nodes.length) return;
    const steps = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
    let index = this.selected;
    if (event.key in steps) index = Math.max(0, Math.min(this.nodes.length - 1, index + steps[event.key]));
    else if (event.key === "Home") index = 0;
    else if (event.key === "End") index = this.nodes.length - 1;
    else if (event.key === "Enter" && index >= 0) return this.select(index, true);
    else if (event.key === "Escape") index = -1;
    else return;
    event.preventDefault();
    this.select(index);
  }
}
