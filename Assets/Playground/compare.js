// Compare mode: a baseline (a pinned spec, or an uploaded PNG) against the editor's spec through
// POST /v1/compare: both images side by side, the diff image, the numbers, and the changes in words.
import { apiFetch } from "./apikey.js";
import { escapeHTML } from "./reference.js";
import { ServerProblem } from "./share.js";

export class CompareView extends EventTarget {
  constructor(root) {
    super();
    this.root = root;
    this.baselineText = root.querySelector("#baseline-text");
    this.baselineSource = root.querySelector("#baseline-source");
    this.upload = root.querySelector("#baseline-upload");
    this.baselineImage = root.querySelector("#compare-baseline");
    this.currentImage = root.querySelector("#compare-current");
    this.diffImage = root.querySelector("#compare-diff");
    this.summary = root.querySelector("#compare-summary");
    this.changes = root.querySelector("#compare-changes");
    this.baselinePNG = null;
    this.baselineRender = { text: null, url: null };
    this.baselineText.addEventListener("input", () => {
      this.baselinePNG = null;
      this.describeBaseline();
      this.dispatchEvent(new Event("change"));
    });
    this.upload.addEventListener("change", () => this.readUpload());
  }

  get hasBaseline() {
    return this.baselinePNG !== null || this.baselineText.value.trim() !== "";
  }

  /** Makes `text` the baseline; `notify` asks for a new comparison. */
  pin(text, notify = true) {
    this.baselinePNG = null;
    this.baselineText.value = text;
    this.describeBaseline();
    if (notify) this.dispatchEvent(new Event("change"));
  }

  async readUpload() {
    const file = this.upload.files?.[0];
    if (!file) return;
    this.baselinePNG = await new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).replace(/^data:[^;,]*/, "data:image/png"));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
    this.baselineName = file.name;
    this.describeBaseline();
    this.dispatchEvent(new Event("change"));
  }

  describeBaseline() {
    this.baselineSource.textContent = this.baselinePNG ? `PNG: ${this.baselineName}` : "Pinned spec";
  }

  /** Compares the baseline with `currentText`, whose render is at `currentURL`. */
  async run(currentText, currentURL, signal) {
    const expected = this.baselinePNG ?? JSON.parse(this.baselineText.value);
    const response = await apiFetch("/v1/compare", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ expected, actual: JSON.parse(currentText) }),
      signal,
    });
    if (!response.ok) throw await ServerProblem.from(response);
    const result = await response.json();
    this.baselineImage.src = this.baselinePNG ?? (await this.renderBaseline(signal));
    if (currentURL) this.currentImage.src = currentURL;
    this.diffImage.src = result.diff;
    this.showResult(result);
    return result;
  }

  async renderBaseline(signal) {
    const text = this.baselineText.value;
    if (this.baselineRender.text === text) return this.baselineRender.url;
    const response = await apiFetch("/v1/render", { method: "POST", headers: { "Content-Type": "application/json" }, body: text, signal });
    if (!response.ok) throw await ServerProblem.from(response);
    if (this.baselineRender.url) URL.revokeObjectURL(this.baselineRender.url);
    this.baselineRender = { text, url: URL.createObjectURL(await response.blob()) };
    return this.baselineRender.url;
  }

  showResult(result) {
    const percent = (result.diffRatio * 100).toFixed(result.diffRatio < 0.001 ? 3 : 2);
    const regions = result.regions.length;
    this.summary.className = `compare-summary ${result.match ? "is-match" : "is-different"}`;
    this.summary.innerHTML = result.match
      ? "<strong>No visual change.</strong> The images match."
      : `<strong>${result.diffPixels.toLocaleString()} pixels differ</strong> (${percent} %) in ${regions} region${regions === 1 ? "" : "s"}; largest change ${result.maxDelta.toFixed(2)}; ${result.antialiasedPixels.toLocaleString()} anti-aliased pixels not counted.` +
        (result.sizeMismatch ? ` <span class="warning">Sizes differ: ${escapeHTML(result.sizeMismatch)}.</span>` : "");
    const changes = result.changes;
    this.changes.innerHTML = changes
      ? changes.length
        ? changes.map((c) => `<li>${escapeHTML(c)}</li>`).join("")
        : "<li class=\"muted\">No change in the layout.</li>"
      : '<li class="muted">Changes in words need two specs (the baseline is a PNG).</li>';
  }

  showError(problem) {
    this.summary.className = "compare-summary is-error";
    const list = (problem.errors ?? []).map((e) => `${e.path}: ${e.message}`).join("; ");
    this.summary.textContent = `${problem.title}: ${problem.detail ?? ""}${list ? ` (${list})` : ""}`;
  }
}
