import { elementText, startTags, type Tag } from "./html.ts";
import zlib from "node:zlib";
import { assertLoopback, rawGet } from "./http.ts";
import { shopperUserAgent } from "../../e2e/fixtures/consent.ts";

/** A script the browser fetches on first load, and why it does. */
export interface FirstLoadScript {
  /** Absolute URL on the edge. */
  readonly url: string;
  /** The `/_mfe/<slice>/` segment of its path, or "other". */
  readonly slice: string;
  readonly reason: string;
}

interface AssetList {
  readonly js?: { readonly sync?: readonly string[] };
}

/** The parts of a Module Federation `mf-manifest.json` this benchmark reads. */
interface FederationManifest {
  readonly metaData?: { readonly remoteEntry?: { readonly name?: string; readonly path?: string } };
  readonly shared?: readonly { readonly name: string; readonly assets?: AssetList }[];
  readonly exposes?: readonly { readonly name: string; readonly assets?: AssetList }[];
}

interface RuntimeConfig {
  readonly remotes?: Readonly<Record<string, { readonly manifestUrl?: string }>>;
}

// React and react-dom are shared singletons: the shell provides them once for every remote. Their
// subpath entries count too: react-dom's renderer is shared as `react-dom/client`.
const isReactSingleton = (name: string) => /^react(-dom)?(\/|$)/.test(name);

/** The edge's own path segment for a slice's assets: `/_mfe/<slice>/<version>/…`. */
export function sliceOf(url: string): string {
  return /\/_mfe\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? "other";
}

/**
 * Lists what a browser loads as JavaScript on first load of a page: the page's own script and
 * script preload tags, then each federation remote's entry and the synchronous chunks of the
 * exposed modules the page renders, plus the shell's shared React once. Fragments that start on
 * interaction or when seen (`data-hydrate`, decisions 0060 and 0061) load nothing for a first
 * visit without personal state that does not reach them: they are listed apart
 * (`startingLater`), their scripts not counted; so are renderings with nothing to start
 * (`data-hydrate="none"`, decision 0065: `withoutScript`), which load nothing at all.
 */
export async function firstLoadScripts(pageUrl: string): Promise<{
  scripts: FirstLoadScript[];
  fragments: string[];
  startingLater: string[];
  withoutScript: string[];
}> {
  const html = await fetchText(pageUrl);
  const tags = startTags(html);
  const found = new Map<string, FirstLoadScript>();
  const add = (relative: string, base: string, reason: string) => {
    const url = new URL(relative, base).href;
    if (!found.has(url)) found.set(url, { url, slice: sliceOf(url), reason });
  };

  for (const tag of tags) {
    for (const source of scriptSources(tag)) add(source, pageUrl, `html <${tag.name}>`);
  }

  const containers = tags.filter((tag) => tag.attributes["data-fragment"] !== undefined);
  const ids = (hydrations: (hydrate: string | undefined) => boolean) =>
    containers
      .filter((tag) => hydrations(tag.attributes["data-hydrate"]))
      .flatMap((tag) => tag.attributes["data-fragment"] ?? []);
  const startingLater = ids((hydrate) => hydrate !== undefined && hydrate !== "none");
  const withoutScript = ids((hydrate) => hydrate === "none");
  const fragments = ids((hydrate) => hydrate === undefined);
  const shellVersion = [...found.keys()]
    .map((url) => /\/_mfe\/shell\/([^/]+)\//.exec(url)?.[1])
    .find((version) => version !== undefined);
  if (shellVersion) {
    const manifestUrl = new URL(`/_mfe/shell/${shellVersion}/mf-manifest.json`, pageUrl).href;
    const manifest = await fetchJson<FederationManifest>(manifestUrl);
    for (const shared of manifest.shared ?? []) {
      if (!isReactSingleton(shared.name)) continue;
      for (const file of shared.assets?.js?.sync ?? []) {
        add(file, manifestUrl, `shared ${shared.name} (shell)`);
      }
    }
  }

  const configTag = tags.find((tag) => tag.attributes.id === "shop-runtime-config");
  const config = configTag ? (JSON.parse(elementText(html, configTag)) as RuntimeConfig) : {};
  for (const [remote, { manifestUrl }] of Object.entries(config.remotes ?? {})) {
    const used = fragments
      .filter((id) => id.startsWith(`${remote}/`))
      .map((id) => id.slice(remote.length + 1));
    if (!manifestUrl || used.length === 0) continue;
    const absolute = new URL(manifestUrl, pageUrl).href;
    const manifest = await fetchJson<FederationManifest>(absolute);
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) add(`${entry.path ?? ""}${entry.name}`, absolute, "remoteEntry");
    for (const expose of manifest.exposes ?? []) {
      if (!used.includes(expose.name)) continue;
      for (const file of expose.assets?.js?.sync ?? []) {
        add(file, absolute, `expose ${expose.name}`);
      }
    }
  }
  return { scripts: [...found.values()], fragments, startingLater, withoutScript };
}

/**
 * The scripts a tag loads: a script's own source and those its `data-scripts` and `data-preloads`
 * name (the edge's start script, decision 0057), or a script preload's address.
 */
function scriptSources(tag: Tag): string[] {
  const { src, href, rel = "", as } = tag.attributes;
  const named = (name: string) => (tag.attributes[name] ?? "").split(" ").filter(Boolean);
  if (tag.name === "script") {
    return [...(src ? [src] : []), ...named("data-scripts"), ...named("data-preloads")];
  }
  if (tag.name !== "link" || !href) return [];
  const rels = rel.toLowerCase().split(/\s+/);
  return rels.includes("modulepreload") || (rels.includes("preload") && as === "script")
    ? [href]
    : [];
}

/** Asked as a shopper's browser: Node's own user agent is taken for a crawler (no consent banner). */
async function fetchText(url: string): Promise<string> {
  assertLoopback(url);
  const response = await fetch(url, { headers: { "user-agent": shopperUserAgent } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.text();
}

async function fetchJson<T>(url: string): Promise<T> {
  return JSON.parse(await fetchText(url)) as T;
}

/** A first-load script with its size on the wire (brotli where served) and uncompressed. */
export interface MeasuredScript extends FirstLoadScript {
  readonly encoding: string;
  readonly compressedBytes: number;
  readonly rawBytes: number;
}

/** Fetches a script as a browser would (brotli accepted) and measures it. */
export async function measureScript(script: FirstLoadScript): Promise<MeasuredScript> {
  const response = await rawGet(script.url, { "accept-encoding": "br" });
  if (response.status !== 200) throw new Error(`GET ${script.url}: ${response.status}`);
  const encoding = String(response.headers["content-encoding"] ?? "identity");
  const raw =
    encoding === "br"
      ? zlib.brotliDecompressSync(response.body)
      : encoding === "gzip"
        ? zlib.gunzipSync(response.body)
        : response.body;
  return { ...script, encoding, compressedBytes: response.body.length, rawBytes: raw.length };
}
