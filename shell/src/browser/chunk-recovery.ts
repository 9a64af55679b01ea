import { registerPlugins } from "@module-federation/enhanced/runtime";
import { pageMarkup } from "@shop/shared";
import { fragmentFailedEvent, type FragmentFailure } from "@shop/shared/browser";
import {
  capturePageState,
  openDialog,
  placeOf,
  restorePageState,
  whenFound,
  type ElementPlace,
  type PageState,
} from "./recovery-state.ts";

/** At most one recovery reload per this time (core spec point 9: reload guard 10 s). */
export const reloadGuardMs = 10_000;
/** A kept state older than this is not put back (the reload never happened, or long ago). */
const stateLifetimeMs = 60_000;
/** How long a click on a dialog opener counts as "opening it" when its chunk fails. */
const openingMs = 5_000;
/** How long the restore waits for fragments to hydrate and a dialog to open. */
const restoreTimeoutMs = 10_000;

export const recoveryKeys = {
  reloadedAt: "shop:recovery-reloaded-at",
  state: "shop:recovery-state",
} as const;

/** Errors of a script or chunk that could not be fetched (webpack/rspack, ESM, Federation). */
const loadFailure =
  /ChunkLoadError|Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ScriptExternalLoadError|RUNTIME-008/i;

export function isChunkLoadFailure(error: unknown): boolean {
  if (error instanceof Error)
    return error.name === "ChunkLoadError" || loadFailure.test(error.message);
  return typeof error === "string" && loadFailure.test(error);
}

interface RecoveryDeps {
  readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  readonly now: () => number;
  readonly reload: () => void;
}

const browserDeps = (): RecoveryDeps => ({
  storage: sessionStorage,
  now: () => Date.now(),
  reload: () => location.reload(),
});

/**
 * Reloads the page to recover from a chunk that could not load, keeping its state, unless a
 * recovery reload happened less than `reloadGuardMs` ago (then the fragment keeps its server
 * markup, decision 0024). Returns whether it reloads.
 */
export function recoverByReload(state: PageState, deps: RecoveryDeps = browserDeps()): boolean {
  const last = Number(deps.storage.getItem(recoveryKeys.reloadedAt) ?? 0);
  const now = deps.now();
  if (now - last < reloadGuardMs) return false;
  try {
    deps.storage.setItem(recoveryKeys.reloadedAt, String(now));
    deps.storage.setItem(recoveryKeys.state, JSON.stringify({ ...state, savedAt: now }));
  } catch {
    // Storage full or refused: without the guard a reload could repeat, so none happens.
    return false;
  }
  deps.reload();
  return true;
}

/** The state a recovery reload kept for this page, taken out of storage (read once). */
export function takeKeptState(deps: RecoveryDeps = browserDeps()): PageState | undefined {
  const text = deps.storage.getItem(recoveryKeys.state);
  if (!text) return undefined;
  deps.storage.removeItem(recoveryKeys.state);
  try {
    const kept = JSON.parse(text) as PageState & { savedAt: number };
    const fresh = deps.now() - kept.savedAt < stateLifetimeMs;
    return fresh && kept.url === location.pathname + location.search ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Resolves once the fragments that hold the kept elements are hydrated, kept as served, or wait
 * for the visitor: restoring reaches for those (focus, then a press that is kept and pressed again
 * once they mounted; decisions 0060, 0065).
 */
function whenHydrated(state: PageState): Promise<unknown> {
  const places = [...state.fields.map((field) => field.place), state.dialog?.opener];
  const containers = places.flatMap((place) =>
    place && "id" in place.scope ? [document.getElementById(place.scope.id)] : [],
  );
  const settled = (element: HTMLElement | null) =>
    !element ||
    !element.hasAttribute(pageMarkup.fragmentAttribute) ||
    element.dataset.hydrated === "true" ||
    element.dataset.status !== "rendered" ||
    element.hasAttribute(pageMarkup.waitingAttribute) ||
    element.getAttribute(pageMarkup.hydrationAttribute) === "none";
  return whenFound(() => containers.every(settled), restoreTimeoutMs);
}

/**
 * Chunk-failure recovery (catalogue spec point 8, decision 0051): a slice's remote entry or
 * module that failed after the retry plugin's retries, a lazy chunk that failed inside a
 * fragment (its error boundary's report) or an unhandled chunk rejection reloads the page once
 * per 10 s, keeping scroll position, the open dialog and safe form fields; after the reload
 * they are put back once the fragments holding them have hydrated. A single failed script
 * request alone is no trigger: the retries may still bring it.
 */
export function startChunkRecovery(): void {
  let reloading = false;
  let lastOpener: { place: ElementPlace; at: number; opensDialog: boolean } | undefined;

  // Where the shopper clicked last, taken before the slice's handlers change the page.
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest("button, a, [role='button']");
      if (!control || openDialog()?.contains(control)) return;
      const place = placeOf(control);
      const opensDialog = control.getAttribute("aria-haspopup") === "dialog";
      lastOpener = place ? { place, at: Date.now(), opensDialog } : undefined;
    },
    { capture: true },
  );

  const dialogOpener = (): ElementPlace | undefined => {
    if (!lastOpener) return undefined;
    if (openDialog()) return lastOpener.place;
    // A dialog that was opening (its failed fragment may be gone by now): its opener said so,
    // and it was clicked just now.
    const opening = lastOpener.opensDialog && Date.now() - lastOpener.at < openingMs;
    return opening ? lastOpener.place : undefined;
  };

  const recover = () => {
    if (reloading) return;
    reloading = recoverByReload(capturePageState(dialogOpener()));
  };

  registerPlugins([
    {
      name: "shop-chunk-recovery",
      errorLoadRemote(args) {
        if (args.lifecycle === "onLoad") recover();
        return undefined;
      },
    },
  ]);
  // Before the shell puts the failed fragment's server markup back (a capturing listener).
  window.addEventListener(
    fragmentFailedEvent,
    (event) => {
      const { message } = (event as CustomEvent<FragmentFailure>).detail;
      if (isChunkLoadFailure(message)) recover();
    },
    { capture: true },
  );
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadFailure(event.reason)) recover();
  });
  window.addEventListener("error", (event) => {
    if (isChunkLoadFailure(event.error)) recover();
  });

  const kept = takeKeptState();
  if (kept) void whenHydrated(kept).then(() => restorePageState(kept, restoreTimeoutMs));
}
