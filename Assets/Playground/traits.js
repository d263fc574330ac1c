// The pickers for the top-level keys people flip most (look, style, device, width, scale, appearance,
// text size, direction, locale), their choices read from the spec's schema; a change rewrites that one key
// in the editor's JSON (removing it for "Default"), and every valid edit is reflected back in the pickers.
import { parseWithPositions } from "./json.js";

/** Option labels where the raw value is not self-explanatory. */
const LABELS = {
  ios: { 6: "iOS 6 · classic", 7: "iOS 7–8", 12: "iOS 9–12", 26: "iOS 26 · Liquid Glass" },
  semanticContentAttribute: { unspecified: "From locale", forceLeftToRight: "Left to right", forceRightToLeft: "Right to left" },
  preferredContentSizeCategory: {
    extraSmall: "xSmall", small: "Small", medium: "Medium", large: "Large (default)", extraLarge: "xLarge",
    extraExtraLarge: "xxLarge", extraExtraExtraLarge: "xxxLarge", accessibilityMedium: "AX Medium",
    accessibilityLarge: "AX Large", accessibilityExtraLarge: "AX xLarge", accessibilityExtraExtraLarge: "AX xxLarge",
    accessibilityExtraExtraExtraLarge: "AX xxxLarge",
  },
};

/** Fills each `<select data-key>` inside `form` with the values the schema allows for its key. */
export function fillPickers(form, schema) {
  const properties = schema.properties(schema.schemaAt([]));
  for (const select of form.querySelectorAll("select[data-key]")) {
    const key = select.dataset.key;
    const values = schema.enumValues(properties[key] ?? {}) ?? [];
    const labels = LABELS[key] ?? {};
    const label = (v) => labels[v] ?? (key === "ios" ? `iOS ${v}` : String(v));
    const keep = [...select.options].filter((o) => o.value === "");
    select.replaceChildren(...keep, ...values.map((v) => new Option(label(v), JSON.stringify(v))));
    const description = schema.deref(properties[key] ?? {}).description;
    if (description) select.title = description.replace(/`/g, "");
  }
}

/** Shows `spec`'s top-level values in the pickers (`""`, "Default", for an absent key). */
export function reflectPickers(form, spec) {
  for (const control of form.querySelectorAll("[data-key]")) {
    if (control === document.activeElement && control.tagName === "INPUT") continue;
    const value = spec?.[control.dataset.key];
    if (control.tagName === "SELECT") {
      const encoded = value === undefined ? "" : JSON.stringify(value);
      if (![...control.options].some((o) => o.value === encoded)) control.add(new Option(String(value), encoded));
      control.value = encoded;
    } else {
      control.value = value === undefined ? "" : String(value);
    }
  }
}

/** A picker's value as JSON, `undefined` for "Default". */
export function pickerValue(control) {
  if (control.value === "") return undefined;
  if (control.tagName === "SELECT") return JSON.parse(control.value);
  return control.type === "number" ? Number(control.value) : control.value;
}

/**
 * The edit that sets top-level `key` to `value` (or removes it when `value` is undefined) in `text`:
 * `{start, end, text}`, touching nothing else. Throws a `JSONSyntaxError` when the text is not JSON.
 */
export function topLevelEdit(text, key, value) {
  const root = parseWithPositions(text);
  if (root.type !== "object") throw new Error("the spec must be a JSON object");
  const members = root.members;
  const index = members.findLastIndex((m) => m.key === key);
  const literal = JSON.stringify(value);
  if (index >= 0 && value !== undefined) {
    const member = members[index];
    return { start: member.value.start, end: member.value.end, text: literal };
  }
  if (index >= 0) {
    const member = members[index];
    if (index < members.length - 1) return { start: member.keyStart, end: members[index + 1].keyStart, text: "" };
    if (index > 0) return { start: members[index - 1].value.end, end: member.value.end, text: "" };
    return { start: root.start + 1, end: root.end - 1, text: "" };
  }
  if (value === undefined) return null;
  const entry = `${JSON.stringify(key)}: ${literal}`;
  if (members.length === 0) return { start: root.start + 1, end: root.end - 1, text: entry };
  // After the last scalar member (the table's own settings come before `sections`), else before the first.
  const scalars = members.filter((m) => m.value.type !== "object" && m.value.type !== "array");
  const anchor = scalars[scalars.length - 1];
  const first = members[0];
  const separator = text.slice(root.start + 1, first.keyStart);
  const gap = separator.includes("\n") ? separator.slice(separator.lastIndexOf("\n")) : " ";
  if (anchor) return { start: anchor.value.end, end: anchor.value.end, text: `,${gap}${entry}` };
  return { start: first.keyStart, end: first.keyStart, text: `${entry},${gap}` };
}
