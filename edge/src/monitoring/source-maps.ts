import fs from "node:fs/promises";
import path from "node:path";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import type { StoredError } from "./error-store.ts";

/** A version's source maps, beside `browser/` (`shared/build`'s `sourceMapsFolder`, decision 0037). */
const sourceMapsFolder = "sourcemaps";

/** Where a slice version's files are on this machine: its build folder or its published artefacts. */
export type VersionFolder = (mfe: string, version: string) => Promise<string | undefined>;

/** One frame of a Sentry event's stack trace, as the browser SDK and the server report send it. */
interface EventFrame {
  readonly function?: string;
  readonly filename?: string;
  readonly abs_path?: string;
  readonly lineno?: number;
  readonly colno?: number;
  readonly [field: string]: unknown;
}

/** A frame in a slice version's browser build: `…/_mfe/{slice}/{version}/{file}.js`. */
const builtScript = /\/_mfe\/([a-z-]+)\/([0-9a-f]{12})\/([\w./-]+\.js)(?:[?#].*)?$/;

/** `webpack://mfe_catalog/./src/x.tsx` → `mfe-catalog/src/x.tsx`; other sources as they are. */
function sourceName(source: string): string {
  const bundled = /^webpack:\/\/([\w-]+)\/(?:\.\/)?(.*)$/.exec(source);
  if (!bundled?.[1] || bundled[2] === undefined) return source;
  return bundled[2].startsWith("../")
    ? bundled[2].replace(/^(\.\.\/)+/, "")
    : `${bundled[1].replaceAll("_", "-")}/${bundled[2]}`;
}

/**
 * Maps the stack frames of stored error events through the source maps of the slice version
 * each frame ran in (`@jridgewell/trace-mapping`), so the release page shows the original file,
 * line and function. Maps are read from the version's artefacts on first use and kept for the
 * newest `cached` files. A frame without a map (another origin, an inline script, a version built
 * before maps were kept) stays as it was reported.
 */
export class SourceMapResolver {
  private readonly maps = new Map<string, Promise<TraceMap | undefined>>();
  private readonly folder: VersionFolder;
  private readonly cached: number;

  constructor(folder: VersionFolder, options: { readonly cached?: number } = {}) {
    this.folder = folder;
    this.cached = options.cached ?? 20;
  }

  /** The event with every frame of a built script mapped to its source. */
  async mapEvent(event: unknown): Promise<unknown> {
    const values = (event as { exception?: { values?: unknown[] } } | null)?.exception?.values;
    if (!Array.isArray(values)) return event;
    const mapped = await Promise.all(
      values.map(async (value) => {
        const frames = (value as { stacktrace?: { frames?: EventFrame[] } }).stacktrace?.frames;
        if (!Array.isArray(frames)) return value;
        const stacktrace = {
          ...(value as { stacktrace: object }).stacktrace,
          frames: await Promise.all(frames.map((frame) => this.mapFrame(frame))),
        };
        return { ...(value as object), stacktrace };
      }),
    );
    return {
      ...(event as object),
      exception: { ...(event as { exception: object }).exception, values: mapped },
    };
  }

  async mapErrors(errors: readonly StoredError[]): Promise<StoredError[]> {
    return Promise.all(
      errors.map(async (error) => ({ ...error, event: await this.mapEvent(error.event) })),
    );
  }

  private async mapFrame(frame: EventFrame): Promise<EventFrame> {
    const where = builtScript.exec(frame.filename ?? frame.abs_path ?? "");
    if (!where?.[1] || !where[2] || !where[3] || !frame.lineno || !frame.colno) return frame;
    const map = await this.map(where[1], where[2], where[3]);
    if (!map) return frame;
    const original = originalPositionFor(map, { line: frame.lineno, column: frame.colno - 1 });
    if (original.source === null || original.line === null) return frame;
    return {
      ...frame,
      filename: sourceName(original.source),
      lineno: original.line,
      colno: original.column + 1,
      function: original.name ?? frame.function,
      // The built script and position as reported, for whoever wants the bundle.
      abs_path: frame.filename ?? frame.abs_path,
      in_app: !original.source.includes("node_modules"),
    };
  }

  private map(mfe: string, version: string, file: string): Promise<TraceMap | undefined> {
    const key = `${mfe}/${version}/${file}`;
    let map = this.maps.get(key);
    if (!map) {
      map = this.read(mfe, version, file);
      this.maps.set(key, map);
      // The oldest map goes first: a bound on memory however many versions report errors.
      for (const old of this.maps.keys()) {
        if (this.maps.size <= this.cached) break;
        this.maps.delete(old);
      }
    }
    return map;
  }

  private async read(mfe: string, version: string, file: string): Promise<TraceMap | undefined> {
    const folder = await this.folder(mfe, version).catch(() => undefined);
    if (!folder) return undefined;
    const maps = path.join(folder, sourceMapsFolder);
    const mapFile = path.resolve(maps, `${file}.map`);
    if (!mapFile.startsWith(maps + path.sep)) return undefined;
    try {
      return new TraceMap(await fs.readFile(mapFile, "utf8"));
    } catch {
      return undefined;
    }
  }
}

/** Reads stored error events (the monitoring's `SqlErrorStore`). */
interface ErrorLog {
  latest(mfe: string, version: string, limit: number): Promise<StoredError[]>;
}

/** An error log whose events come with their frames mapped to the sources. */
export function sourceMappedErrors(log: ErrorLog, resolver: SourceMapResolver): ErrorLog {
  return {
    latest: async (mfe, version, limit) =>
      resolver.mapErrors(await log.latest(mfe, version, limit)),
  };
}

/**
 * A version's folder: the slice's own build folder when this machine built it, else its
 * published artefacts (the bucket's local copy).
 */
export function versionFolders(
  dists: Readonly<Record<string, string>>,
  published: (mfe: string, version: string) => Promise<string | undefined>,
): VersionFolder {
  return async (mfe, version) => {
    const dist = Object.hasOwn(dists, mfe) ? dists[mfe] : undefined;
    const built = dist ? path.join(dist, "versions", version) : undefined;
    if (built && (await fs.stat(path.join(built, "build.json")).catch(() => undefined))) {
      return built;
    }
    return published(mfe, version);
  };
}
