// The view debugger: the layout tree from POST /v1/layout flattened to absolute frames, each node mapped to
// the place in the spec it comes from, and the Inspect panel (the node's kind, frame and drawn facts, and
// the tree as a keyboard-usable list of layers).
//
// Cells carry their `indexPath`; section headers and footers do not, so their section is derived: in tree
// order when the layout has one header (footer) node per section that has a header (footer) in the spec,
// else from the geometry (a header belongs to the first cell below it, a footer to the last cell above it).
import { escapeHTML } from "./reference.js";

const HEADER_KEYS = ["header", "headerView", "headerConfiguration"];
const FOOTER_KEYS = ["footer", "footerView", "footerConfiguration"];
/** Where in a row each kind of node comes from, most specific first. */
const ROW_FIELDS = {
  textLabel: ["textLabel", "text"],
  detailTextLabel: ["detailTextLabel", "detail"],
  imageView: ["imageView", "image"],
  accessoryView: ["accessoryView", "accessoryType", "editingAccessoryView", "editingAccessoryType"],
  editControl: ["editingStyle"],
  reorderControl: ["showsReorderControl"],
  deleteConfirmationButton: ["deleteConfirmationTitle", "showingDeleteConfirmation"],
  swipeActionButton: ["trailingSwipeActions", "leadingSwipeActions", "swipeState"],
  separator: ["separatorInset"],
  contentView: ["contentView", "contentConfiguration"],
  backgroundView: ["backgroundView", "backgroundColor"],
  selectedBackgroundView: ["selectedBackgroundView", "selected", "highlighted"],
  multipleSelectionBackgroundView: ["multipleSelectionBackgroundView", "selected"],
};
const TABLE_FIELDS = {
  tableHeaderView: ["tableHeaderView", "tableHeader"],
  tableFooterView: ["tableFooterView", "tableFooter"],
  sectionIndex: ["sectionIndexTitles"],
  refreshControl: ["refreshControl"],
};

/** The tree as a list in drawing order: `{node, x, y, width, height, depth, parent, pointer}`. */
export function flatten(tree, spec, exists) {
  const nodes = [];
  const visit = (node, originX, originY, depth, parent) => {
    const f = node.frame;
    const entry = { node, x: originX + f.x, y: originY + f.y, width: f.width, height: f.height, depth, parent, pointer: null };
    nodes.push(entry);
    node.subviews.forEach((child) => visit(child, entry.x, entry.y, depth + 1, entry));
  };
  visit(tree.root, 0, 0, 0, null);
  assignSections(nodes, spec);
  for (const entry of nodes) entry.pointer = pointerOf(entry, exists);
  return nodes;
}

function assignSections(nodes, spec) {
  const sections = Array.isArray(spec?.sections) ? spec.sections : [];
  const cells = nodes.filter((n) => n.node.kind === "cell" && n.node.indexPath);
  for (const [kind, keys, below] of [["sectionHeader", HEADER_KEYS, true], ["sectionFooter", FOOTER_KEYS, false]]) {
    const found = nodes.filter((n) => n.node.kind === kind);
    const declared = sections.flatMap((s, i) => (s && keys.some((k) => k in s) ? [i] : []));
    found.forEach((entry, k) => {
      if (found.length === declared.length) {
        entry.section = declared[k];
        return;
      }
      const candidates = below
        ? cells.filter((c) => c.y >= entry.y + entry.height - 1).sort((a, b) => a.y - b.y)
        : cells.filter((c) => c.y + c.height <= entry.y + 1).sort((a, b) => b.y - a.y);
      entry.section = candidates[0]?.node.indexPath[0];
    });
  }
}

function pointerOf(entry, exists) {
  const kind = entry.node.kind;
  const first = (candidates) => candidates.find(exists) ?? null;
  if (kind === "tableView") return "";
  if (kind === "cell" && entry.node.indexPath) {
    const [s, r] = entry.node.indexPath;
    return `/sections/${s}/rows/${r}`;
  }
  if (entry.section !== undefined && entry.section !== null) {
    const keys = kind === "sectionHeader" ? HEADER_KEYS : FOOTER_KEYS;
    return first(keys.map((k) => `/sections/${entry.section}/${k}`)) ?? `/sections/${entry.section}`;
  }
  if (TABLE_FIELDS[kind]) return first(TABLE_FIELDS[kind].map((k) => `/${k}`)) ?? entry.parent?.pointer ?? "";
  const parent = entry.parent?.pointer ?? "";
  const row = parent.match(/^\/sections\/\d+\/rows\/\d+/)?.[0];
  if (row && ROW_FIELDS[kind]) return first(ROW_FIELDS[kind].map((k) => `${row}/${k}`)) ?? parent;
  return parent;
}

/** `(x y; w h)`, as Xcode's view debugger writes a frame. */
export function frameText(rect) {
  const n = (v) => String(Math.round(v * 100) / 100);
  return `(${n(rect.x)} ${n(rect.y)}; ${n(rect.width)} ${n(rect.height)})`;
}

/** A node's one-line name: its kind, its index path or text. */
export function nodeLabel(entry) {
  const node = entry.node;
  let extra = "";
  if (node.indexPath) extra = ` [${node.indexPath.join(", ")}]`;
  else if (node.text) extra = ` “${node.text.length > 24 ? node.text.slice(0, 23) + "…" : node.text}”`;
  else if (entry.section !== undefined && entry.section !== null) extra = ` (section ${entry.section})`;
  return node.kind + extra;
}

const SHOWN = ["text", "type", "control", "on", "fill", "corners"];
const COLORS = ["backgroundColor", "textColor", "tintColor", "strokeColor"];

function colorText(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The details of a node: kind, frames, index path, spec pointer and what it draws. */
export function detailsHTML(entry) {
  const node = entry.node;
  const ancestors = [];
  for (let up = entry.parent; up; up = up.parent) ancestors.unshift(nodeLabel(up));
  const rows = [
    ["frame", `<code>${frameText(node.frame)}</code>`],
    ["in table", `<code>${frameText(entry)}</code>`],
  ];
  if (ancestors.length) rows.push(["in", escapeHTML(ancestors.join(" › "))]);
  if (node.indexPath) rows.push(["indexPath", `<code>[${node.indexPath.join(", ")}]</code>`]);
  for (const key of SHOWN) if (key in node) rows.push([key, escapeHTML(String(node[key]))]);
  if (node.font) rows.push(["font", escapeHTML(typeof node.font === "object" ? Object.values(node.font).join(" · ") : node.font)]);
  for (const key of COLORS) {
    if (!(key in node)) continue;
    const text = colorText(node[key]);
    const swatch = /^#[0-9a-f]{6,8}$/i.test(text) ? `<span class="swatch" data-swatch="${text}"></span>` : "";
    rows.push([key, `${swatch}<code>${escapeHTML(text)}</code>`]);
  }
  rows.push(["spec", entry.pointer === null ? "—" : `<code>${escapeHTML(entry.pointer || "/")}</code>`]);
  return `<h3 class="inspect-kind">${escapeHTML(node.kind)}</h3><dl class="inspect-facts">${rows
    .map(([k, v]) => `<div><dt>${k}</dt><dd>${v}</dd></div>`)
    .join("")}</dl>`;
}

/** The layers list: one button per node, indented by depth. */
export function layersHTML(nodes) {
  return nodes
    .map(
      (entry, index) =>
        `<li><button type="button" class="layer" data-node="${index}" data-depth="${entry.depth}">${escapeHTML(nodeLabel(entry))}</button></li>`,
    )
    .join("");
}

/** Gives the swatches their colors and the layers their depths, which the HTML above names in data attributes: the
 * page's content security policy allows no style attributes in markup, only styles set through the CSSOM. */
export function applyDataStyles(container) {
  for (const swatch of container.querySelectorAll("[data-swatch]")) swatch.style.background = swatch.dataset.swatch;
  for (const layer of container.querySelectorAll("[data-depth]")) layer.style.setProperty("--depth", layer.dataset.depth);
}

/** The frontmost node under a point in table points (the deepest, last drawn). */
export function hitTest(nodes, x, y) {
  for (let i = nodes.length - 1; i >= 0; i--) {
    const n = nodes[i];
    if (x >= n.x && x < n.x + n.width && y >= n.y && y < n.y + Math.max(n.height, 1)) return i;
  }
  return -1;
}
