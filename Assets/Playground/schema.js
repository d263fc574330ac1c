// The spec's JSON Schema, read from the server's own /openapi.json: property lookup for completion and the
// pickers, and the reference panel, so neither can drift from the API.

const SCHEMAS = "#/components/schemas/";
/** Slots that take any view: the server documents their members under `View` (see ViewSlot's description). */
const SLOT_TARGETS = { ViewSlot: "View" };

export class SpecSchema {
  constructor(document) {
    this.document = document;
    this.schemas = document.components?.schemas ?? {};
  }

  static async load(signal) {
    const response = await fetch("/openapi.json", { signal });
    if (!response.ok) throw new Error(`GET /openapi.json answered ${response.status}`);
    return new SpecSchema(await response.json());
  }

  /** The schema a `$ref` names (any JSON Pointer into the document). */
  resolve(ref) {
    let node = this.document;
    for (const token of ref.replace(/^#\//, "").split("/")) node = node?.[token.replace(/~1/g, "/").replace(/~0/g, "~")];
    return node ?? {};
  }

  /** The component name of a `$ref` to `#/components/schemas/Name`, else `null`. */
  static refName(schema) {
    const ref = schema?.$ref;
    return ref && ref.startsWith(SCHEMAS) && !ref.slice(SCHEMAS.length).includes("/") ? ref.slice(SCHEMAS.length) : null;
  }

  /** `schema` with its `$ref` followed (the referring schema's own description and default win). */
  deref(schema, depth = 0) {
    if (!schema?.$ref || depth > 8) return schema ?? {};
    const name = SpecSchema.refName(schema);
    const target = this.deref(this.resolve(SLOT_TARGETS[name] ? SCHEMAS + SLOT_TARGETS[name] : schema.$ref), depth + 1);
    const { $ref, ...own } = schema;
    return { ...target, ...own };
  }

  /** Every property an object schema allows, with its schema, merging `allOf`/`anyOf`/`oneOf` branches. */
  properties(schema) {
    const resolved = this.deref(schema);
    const out = { ...(resolved.properties ?? {}) };
    for (const branch of [...(resolved.allOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])]) {
      for (const [name, property] of Object.entries(this.properties(branch))) {
        if (!(name in out)) out[name] = property;
      }
    }
    return out;
  }

  /** The schema at a path of keys and indexes below `TableSpec`, or `null` when the path leaves it. */
  schemaAt(path) {
    let schema = this.deref({ $ref: SCHEMAS + "TableSpec" });
    for (const token of path) {
      if (typeof token === "number") {
        schema = schema.items ? this.deref(schema.items) : null;
      } else {
        const property = this.properties(schema)[token];
        schema = property ? this.deref(property) : null;
      }
      if (!schema) return null;
    }
    return schema;
  }

  /** The allowed values of a schema: its `enum`, its `const`, or `true`/`false` for a boolean. */
  enumValues(schema) {
    const resolved = this.deref(schema);
    if (resolved.enum) return resolved.enum;
    if ("const" in resolved) return [resolved.const];
    if (resolved.type === "boolean") return [true, false];
    // A value that is one of several schemas (a row's `image`: a PNG or an SF Symbol name) completes the values
    // of those that list theirs.
    const branches = resolved.anyOf ?? resolved.oneOf;
    if (branches) {
      const values = branches.flatMap((branch) => this.enumValues(branch) ?? []);
      return values.length ? values : null;
    }
    return null;
  }

  /** A short type label: `"plain" | "grouped"`, `number 1…2048`, `[Section]`, `Row`, `#RRGGBB`. */
  typeLabel(schema) {
    const name = SpecSchema.refName(schema);
    const resolved = this.deref(schema);
    const values = resolved.enum;
    if (values && values.length <= 4) return values.map((v) => JSON.stringify(v)).join(" | ");
    if (values) return `${resolved.type ?? "string"} (${values.length} values)`;
    if (name && (resolved.type === "object" || resolved.properties)) return SLOT_TARGETS[name] ?? name;
    if (resolved.type === "array") return `[${this.typeLabel(resolved.items ?? {})}]`;
    if (resolved.pattern?.startsWith("^#")) return "color #RRGGBB";
    const type = Array.isArray(resolved.type) ? resolved.type.join(" | ") : resolved.type;
    if (!type) return name ?? (resolved.anyOf || resolved.oneOf ? "one of several" : "any");
    const range = [resolved.minimum, resolved.maximum].every((v) => v !== undefined) ? ` ${resolved.minimum}…${resolved.maximum}` : "";
    return type + range;
  }

  /** The object schemas reachable from `TableSpec`, by component name, `TableSpec`, `Section`, `Row` first. */
  specTypes() {
    const names = ["TableSpec", "Section", "Row"];
    const visit = (schema, depth) => {
      if (!schema || typeof schema !== "object" || depth > 12) return;
      const name = SpecSchema.refName(schema);
      if (name) {
        const target = SLOT_TARGETS[name] ?? name;
        const resolved = this.resolve(SCHEMAS + target);
        if (!names.includes(target) && (resolved.properties || resolved.type === "object")) {
          names.push(target);
          visit(resolved, depth + 1);
        }
        return;
      }
      for (const value of Object.values(schema)) {
        if (value && typeof value === "object") visit(value, depth + 1);
      }
    };
    for (const name of ["TableSpec", "Section", "Row"]) visit(this.resolve(SCHEMAS + name), 0);
    return names.filter((n) => Object.keys(this.properties({ $ref: SCHEMAS + n })).length > 0);
  }
}
