// Links and files: the spec in the URL fragment (`#spec=<base64url>`), the `GET /v1/render?spec=` image
// URL, and downloads of the render as PNG (1×, 2×, 3×), PDF and SVG. Neither link carries the API key.
import { apiFetch } from "./apikey.js";

/** Longest URL we hand out: proxies and chat apps cut URLs beyond about 8 KB. */
export const URL_LIMIT = 8192;

/** The media type each download format asks for (`?format=` wins over `Accept` on servers that know it). */
export const FORMATS = { png: "image/png", pdf: "application/pdf", svg: "image/svg+xml", "svg-text": "image/svg+xml" };

/** The file name extension of each format (an SVG with editable text is `name.text.svg`). */
export const EXTENSIONS = { png: "png", pdf: "pdf", svg: "svg", "svg-text": "text.svg" };

export function toBase64URL(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64URL(encoded) {
  const base64 = encoded.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The spec without whitespace when it is JSON (shorter links), else as typed. */
export function compact(text) {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

/** `#spec=…` for `text`. */
export function fragmentFor(text) {
  return "#spec=" + toBase64URL(compact(text));
}

/** The spec in `location.hash`, pretty-printed, or `null`. */
export function specFromFragment(hash) {
  const match = /^#spec=([A-Za-z0-9_-]*)/.exec(hash);
  if (!match) return null;
  const text = fromBase64URL(match[1]);
  try {
    return JSON.stringify(JSON.parse(text), null, 2) + "\n";
  } catch {
    return text;
  }
}

/** The `GET /v1/render?spec=` URL of `text`: `{url, tooLong}`. */
export function imageURL(text) {
  const url = `${location.origin}/v1/render?spec=${toBase64URL(compact(text))}`;
  return { url, tooLong: url.length > URL_LIMIT };
}

/** Kilobytes, for messages. */
export function kilobytes(length) {
  return `${(length / 1024).toFixed(1)} KB`;
}

/** An error with the server's problem (`{status, title, detail, errors}`) attached. */
export class ServerProblem extends Error {
  constructor(problem) {
    super(problem.detail || problem.title);
    this.problem = problem;
  }

  /** Reads a non-2xx response as a problem (a body that is not problem+json becomes its status line). */
  static async from(response) {
    let problem = { status: response.status, title: `${response.status} ${response.statusText}`.trim() };
    try {
      if ((response.headers.get("Content-Type") ?? "").includes("json")) problem = { ...problem, ...(await response.json()) };
    } catch {
      // keep the status line
    }
    return new ServerProblem(problem);
  }
}

/**
 * Renders `text` as `format` (`png` with `scale` overriding the spec's) and saves it as `name.ext`. Throws
 * a `ServerProblem` for an error answer, including a 406 from a server without that format.
 */
export async function download(text, { format, scale, name }) {
  let body = text;
  if (scale) body = JSON.stringify({ ...JSON.parse(text), scale });
  const query = format === "png" ? "" : `?format=${format}`;
  const response = await apiFetch(`/v1/render${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: FORMATS[format] },
    body,
  });
  if (!response.ok) throw await ServerProblem.from(response);
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.startsWith(FORMATS[format])) {
    throw new ServerProblem({ status: 406, title: "Not Acceptable", detail: `the server answered ${type || "no content type"}, not ${FORMATS[format]}` });
  }
  const blob = await response.blob();
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `${name}${scale ? `@${scale}x` : ""}.${EXTENSIONS[format]}`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
  return { bytes: blob.size, fileName: link.download };
}

/** Copies `text` to the clipboard; `false` where the page may not (then the field shown is selected). */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
