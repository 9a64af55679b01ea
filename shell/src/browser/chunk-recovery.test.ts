// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  isChunkLoadFailure,
  recoverByReload,
  recoveryKeys,
  reloadGuardMs,
  takeKeptState,
} from "./chunk-recovery.ts";
import { capturePageState, placeOf, restorePageState, type PageState } from "./recovery-state.ts";

// The shared browser entry brings every fragment's React runtime; the event name is all used here.
vi.mock("@shop/shared/browser", () => ({ fragmentFailedEvent: "shop:fragment-failed" }));

/** A search page as served: a search form, a payment form and a menu button that opens a dialog. */
const servedPage = `
  <div id="fragment-0" data-fragment="mfe-catalog/categoryNavigation" data-status="rendered">
    <button type="button" aria-haspopup="dialog">Kategorien</button>
  </div>
  <div id="fragment-1" data-fragment="mfe-catalog/searchPage" data-status="rendered">
    <form><input type="search" name="q" value=""><select name="sort">
      <option value="relevance" selected>Relevanz</option><option value="price">Preis</option>
    </select></form>
    <form>
      <input type="text" name="coupon" value="">
      <input type="password" name="login" value="">
      <input type="hidden" name="csrf" value="abc">
      <input type="text" name="holder" autocomplete="cc-name" value="">
      <input type="text" name="cardNumber" value="">
      <div data-payment><input type="text" name="reference" value=""></div>
      <input type="text" name="unchanged" value="as served">
    </form>
  </div>`;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

function type(selector: string, value: string): void {
  const field = document.querySelector<HTMLInputElement | HTMLSelectElement>(selector);
  if (!field) throw new Error(`no ${selector}`);
  field.value = value;
}

/** A fragment whose button opens a dialog with a field, as a slice's dialog would. */
function openDialogOnClick(): void {
  document.querySelector("#fragment-0 button")?.addEventListener("click", () => {
    const dialog = document.createElement("dialog");
    dialog.innerHTML = `<h2>Kategorien</h2><input type="text" name="filter" value="">`;
    document.body.append(dialog);
    dialog.setAttribute("open", "");
  });
}

describe("the recovery reload", () => {
  it("reloads once per 10 s, keeping the state with the time it was taken", () => {
    const storage = memoryStorage();
    let now = 50_000;
    const reload = vi.fn();
    const deps = { storage, now: () => now, reload };
    const state: PageState = { url: "/de/suche/", scroll: [0, 300], fields: [] };

    expect(recoverByReload(state, deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.items.get(recoveryKeys.reloadedAt)).toBe("50000");
    expect(JSON.parse(storage.items.get(recoveryKeys.state) ?? "")).toEqual({
      ...state,
      scroll: [0, 300],
      savedAt: 50_000,
    });

    now += reloadGuardMs - 1;
    expect(recoverByReload(state, deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 1;
    expect(recoverByReload(state, deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("gives the kept state back once, for the same address only", () => {
    const storage = memoryStorage();
    const deps = { storage, now: () => 100_000, reload: vi.fn() };
    history.replaceState(null, "", "/de/suche/");
    recoverByReload({ url: "/de/suche/", scroll: [0, 0], fields: [] }, deps);
    expect(takeKeptState(deps)?.url).toBe("/de/suche/");
    expect(takeKeptState(deps)).toBeUndefined();

    recoverByReload(
      { url: "/de/warenkorb/", scroll: [0, 0], fields: [] },
      { ...deps, now: () => 20_000 },
    );
    expect(takeKeptState({ ...deps, now: () => 120_000 })).toBeUndefined();
  });

  it("knows chunk and remote entry load failures from other errors", () => {
    const chunk = Object.assign(new Error("Loading chunk 493 failed.\n(missing: /x.js)"), {
      name: "ChunkLoadError",
    });
    expect(isChunkLoadFailure(chunk)).toBe(true);
    expect(isChunkLoadFailure("Loading chunk 12 failed.\n(error: http://x/12.js)")).toBe(true);
    expect(
      isChunkLoadFailure(new TypeError("Failed to fetch dynamically imported module: /a.js")),
    ).toBe(true);
    expect(isChunkLoadFailure(new Error('[ Federation Runtime ]: RUNTIME-008 "mfe_catalog"'))).toBe(
      true,
    );
    expect(isChunkLoadFailure(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
  });
});

describe("the page state a recovery keeps", () => {
  beforeEach(() => {
    document.body.innerHTML = servedPage;
    history.replaceState(null, "", "/de/suche/");
  });

  it("keeps changed text, search, number and select fields, never passwords, hidden or payment fields", () => {
    type('[name="q"]', "Handtücher");
    type('[name="sort"]', "price");
    type('[name="coupon"]', "SOMMER");
    type('[name="login"]', "secret");
    type('[name="holder"]', "Anna Muster");
    type('[name="cardNumber"]', "4111111111111111");
    type('[name="reference"]', "4711");
    const state = capturePageState(undefined);
    expect(state.url).toBe("/de/suche/");
    expect(state.fields).toEqual([
      { place: { scope: { id: "fragment-1" }, path: 'input[name="q"]' }, value: "Handtücher" },
      { place: { scope: { id: "fragment-1" }, path: 'select[name="sort"]' }, value: "price" },
      { place: { scope: { id: "fragment-1" }, path: 'input[name="coupon"]' }, value: "SOMMER" },
    ]);
    expect(state.dialog).toBeUndefined();
  });

  it("puts fields and scroll back as typing would and reopens the dialog with its opener", async () => {
    openDialogOnClick();
    const opener = placeOf(document.querySelector("#fragment-0 button") as Element);
    expect(opener).toEqual({
      scope: { id: "fragment-0" },
      path: ":scope > button:nth-of-type(1)",
    });
    (document.querySelector("#fragment-0 button") as HTMLElement).click();
    type('dialog [name="filter"]', "Bad");
    type('[name="q"]', "Handtücher");
    const state = capturePageState(opener);
    expect(state.dialog?.fields).toEqual([
      { place: { scope: { dialog: true }, path: 'input[name="filter"]' }, value: "Bad" },
    ]);

    // The reloaded page, as served again.
    document.body.innerHTML = servedPage;
    openDialogOnClick();
    const typed: string[] = [];
    document.addEventListener("input", (event) =>
      typed.push((event.target as HTMLInputElement).value),
    );
    const scrollTo = vi.spyOn(window, "scrollTo");
    const kept = JSON.parse(JSON.stringify({ ...state, scroll: [0, 640] })) as PageState;
    await restorePageState(kept, 1000);
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    expect(document.querySelector<HTMLInputElement>('[name="q"]')?.value).toBe("Handtücher");
    expect(document.querySelector("dialog[open]")).not.toBeNull();
    expect(document.querySelector<HTMLInputElement>('dialog [name="filter"]')?.value).toBe("Bad");
    expect(typed).toEqual(["Handtücher", "Bad"]);
  });
});
