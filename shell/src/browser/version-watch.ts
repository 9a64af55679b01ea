import { pageMarkup, type RuntimeConfig } from "@shop/shared";

/** How often an open tab asks for the current build (the spec gives none; decision 0051). */
export const buildPollMs = 60_000;

/** The part of `builds/meta/{id}.json` the watch reads: every live slice's version. */
interface BuildMeta {
  readonly slices: Readonly<Record<string, string>>;
}

export interface VersionWatchOptions {
  readonly intervalMs?: number;
  readonly fetch?: typeof fetch;
}

let outdated = false;

/**
 * True once a slice this tab has loaded has another live version (a promotion or a rollback):
 * the next navigation must load the whole document, so every slice comes in its live version.
 */
export function fullLoadRequired(): boolean {
  return outdated;
}

/** Marks the tab as behind the live build; visible as `data-new-version` on `<html>`. */
function markOutdated(): void {
  outdated = true;
  document.documentElement.dataset.newVersion = "true";
}

/**
 * The slice versions this document runs, as `[slice, version]` pairs: the shell's (from its
 * script's address), each remote of the runtime config and every fragment in the page (a
 * navigation may have added some, even of another version of a slice loaded before).
 */
function loadedVersions(config: RuntimeConfig): [string, string][] {
  const loaded: [string, string][] = [];
  const shellScript = document.querySelector<HTMLScriptElement>('script[src*="/_mfe/shell/"]');
  const shellVersion = /\/_mfe\/shell\/([0-9a-f]{12})\//.exec(shellScript?.src ?? "")?.[1];
  if (shellVersion) loaded.push(["shell", shellVersion]);
  for (const [name, remote] of Object.entries(config.remotes)) {
    if (remote) loaded.push([name, remote.version]);
  }
  const selector = `[${pageMarkup.fragmentAttribute}][data-version]`;
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    const name = element.getAttribute(pageMarkup.fragmentAttribute)?.split("/")[0];
    if (name && element.dataset.version) loaded.push([name, element.dataset.version]);
  }
  return loaded;
}

/**
 * New-version awareness (catalogue spec point 7, decision 0051): asks `builds/latest.json` every
 * `intervalMs` while the tab is visible and at once when it becomes visible again, sending the
 * last ETag so an unchanged build costs a bodiless 304. For a new build id it reads the build's
 * `builds/meta/{id}.json`; when a slice loaded here has another version there (or the build is
 * unknown to the edge that answered) `fullLoadRequired()` turns true and the watch stops.
 * Returns a function that stops it.
 */
export function startVersionWatch(
  config: RuntimeConfig,
  options: VersionWatchOptions = {},
): () => void {
  const intervalMs = options.intervalMs ?? buildPollMs;
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  let etag: string | undefined;
  let buildId: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function newBuildIsOutdated(id: string): Promise<boolean> {
    const response = await fetchImpl(`/builds/meta/${encodeURIComponent(id)}.json`);
    if (response.status === 404) return true;
    if (!response.ok) return false;
    const { slices } = (await response.json()) as BuildMeta;
    return loadedVersions(config).some(
      ([name, version]) => slices[name] !== undefined && slices[name] !== version,
    );
  }

  async function poll(): Promise<void> {
    const response = await fetchImpl(`/builds/latest.json?t=${Date.now()}`, {
      cache: "no-store",
      headers: etag ? { "if-none-match": etag } : {},
    });
    if (response.status === 304 || !response.ok) return;
    const { id } = (await response.json()) as { id: string };
    if (id === buildId) return;
    if (await newBuildIsOutdated(id)) {
      markOutdated();
      stop();
      return;
    }
    // Kept only once read: a build whose meta could not be read is asked about again.
    buildId = id;
    etag = response.headers.get("etag") ?? undefined;
  }

  function schedule(): void {
    clearTimeout(timer);
    if (stopped || document.visibilityState !== "visible") return;
    timer = setTimeout(
      () =>
        void poll()
          .catch(() => undefined)
          .finally(schedule),
      intervalMs,
    );
  }

  function onVisibility(): void {
    if (document.visibilityState !== "visible") {
      clearTimeout(timer);
      return;
    }
    void poll()
      .catch(() => undefined)
      .finally(schedule);
  }

  function stop(): void {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", onVisibility);
  }

  document.addEventListener("visibilitychange", onVisibility);
  schedule();
  return stop;
}
