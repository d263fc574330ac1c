// API keys: a server started with --api-keys answers 401 to every /v1/ call without one. Every call the
// playground makes goes through apiFetch(), which sends the key kept in sessionStorage (this tab only, gone when
// it closes) as X-API-Key; on a 401 it shows the key field, waits for a key and retries. Links never carry the
// key: a share link opened in another tab asks for it there.

/** Where the key is kept in sessionStorage. */
export const STORAGE_KEY = "tableshot.apiKey";

/** The key kept for this tab, or null (also where storage is unavailable). */
export function storedKey() {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeKey(key) {
  try {
    if (key) sessionStorage.setItem(STORAGE_KEY, key);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // without storage the key lasts until the page is reloaded
  }
}

/** The page's key field (`KeyPrompt`), once `useKeyPrompt` has set it; without one a 401 is returned as it is. */
let prompt = null;
/** The key typed where storage is unavailable. */
let memoryKey = null;

export function useKeyPrompt(keyPrompt) {
  prompt = keyPrompt;
}

/** Whether this server has asked for a key in this tab (an image URL then needs one too). */
export function keyRequired() {
  return prompt?.required === true || currentKey() !== null;
}

function currentKey() {
  return storedKey() ?? memoryKey;
}

/**
 * fetch(), with the tab's key as X-API-Key. On a 401 it asks for a key (one question for every call waiting)
 * and sends the request again with it; an abort of `init.signal` while it waits rejects with an AbortError.
 */
export async function apiFetch(url, init = {}) {
  for (;;) {
    const key = currentKey();
    const headers = new Headers(init.headers);
    if (key) headers.set("X-API-Key", key);
    const response = await fetch(url, { ...init, headers });
    if (response.status !== 401 || !prompt) return response;
    await prompt.ask(key, init.signal);
  }
}

/** The key field in the notices: `#key-panel`, a form with a labelled password field and a button. */
export class KeyPrompt {
  constructor(form) {
    this.form = form;
    this.input = form.querySelector("#key-input");
    this.message = form.querySelector("#key-message");
    this.required = false;
    this.waiting = null;
    this.returnFocus = null;
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.submit();
    });
  }

  /**
   * Resolves once a key other than `refused` (the one the 401 answered; null for none) is there to try. A key
   * stored meanwhile by another call is tried at once; otherwise the field is shown, focused, and says whether a
   * key was refused.
   */
  ask(refused, signal) {
    this.required = true;
    if (currentKey() !== refused) return Promise.resolve();
    if (refused) {
      storeKey(null);
      memoryKey = null;
    }
    if (!this.waiting) this.show(refused !== null);
    return new Promise((resolve, reject) => {
      const abort = () => reject(new DOMException("The request was aborted while it waited for an API key.", "AbortError"));
      if (signal?.aborted) return abort();
      signal?.addEventListener("abort", abort, { once: true });
      this.waiting.then(() => {
        signal?.removeEventListener("abort", abort);
        resolve();
      });
    });
  }

  show(refused) {
    this.message.textContent = refused
      ? "The server did not accept that key. Enter an API key of this server."
      : "This server needs an API key. It is kept in this tab only, and never put in links.";
    this.message.classList.toggle("is-error", refused);
    this.waiting = new Promise((resolve) => (this.release = resolve));
    const wasHidden = this.form.hidden;
    this.form.hidden = false;
    if (wasHidden) this.returnFocus = document.activeElement;
    this.input.value = "";
    this.input.focus();
  }

  submit() {
    const key = this.input.value.trim();
    if (!key) {
      this.input.focus();
      return;
    }
    storeKey(key);
    memoryKey = storedKey() === key ? null : key;
    this.input.value = "";
    this.form.hidden = true;
    const back = this.returnFocus;
    this.returnFocus = null;
    if (back && back !== document.body && document.contains(back)) back.focus();
    const release = this.release;
    this.waiting = null;
    release?.();
  }
}
