import os from "node:os";
import path from "node:path";
import type { FragmentRenderer, FragmentRequest, RemoteName } from "@shop/shared";
import { createEdge, type Edge } from "../app.ts";
import {
  FolderArtefactStore,
  type ArtefactStore,
  type SliceVersion,
} from "../composition/artefact-store.ts";
import { ModuleRendererRegistry, type RendererRegistry } from "../composition/renderer-registry.ts";
import { loadConfig, type EdgeConfig } from "../config.ts";
import type { Database } from "@shop/shared/platform";
import { memoryLogger } from "@shop/shared/testing";
import { edgeSources } from "../edge-sources.ts";
import { testCatalogueDatabase, testImageDir } from "./test-catalogue.ts";

/** What a fragment renderer was asked to do, as the test edge saw it. */
export interface RenderCall {
  readonly fragment: string;
  readonly path: string;
  /** The query the fragment received (a cached one: only the parameters it declares). */
  readonly query: Readonly<Record<string, string>>;
  readonly cookies: Readonly<Record<string, string>>;
}

type RendererChange = (renderer: FragmentRenderer) => FragmentRenderer;

/**
 * The real server renderers of the built slices, with every render recorded and, per slice,
 * an optional change (a renderer that throws or hangs) for fault tests.
 */
class RecordingRegistry implements RendererRegistry {
  readonly calls: RenderCall[] = [];
  private readonly inner = new ModuleRendererRegistry();
  private readonly changes: Partial<Record<RemoteName, RendererChange>>;

  constructor(changes: Partial<Record<RemoteName, RendererChange>>) {
    this.changes = changes;
  }

  async fragmentRenderer(slice: SliceVersion): Promise<FragmentRenderer> {
    const renderer = await this.inner.fragmentRenderer(slice);
    const changed = this.changes[renderer.mfe]?.(renderer) ?? renderer;
    return {
      ...changed,
      render: (fragment: string, request: FragmentRequest) => {
        this.calls.push({
          fragment,
          path: request.path,
          query: request.query,
          cookies: request.cookies,
        });
        return changed.render(fragment, request);
      },
    };
  }

  layoutRenderer(slice: SliceVersion) {
    return this.inner.layoutRenderer(slice);
  }
}

export interface TestEdge extends Edge {
  /** The platform's services (sessions, rate limits, mail) the slices were built over. */
  readonly platform: ReturnType<typeof edgeSources>["platform"];
  /** Every slice's API as the edge mounted it (tests may wrap a client to count its reads). */
  readonly slices: ReturnType<typeof edgeSources>["slices"];
  readonly calls: RenderCall[];
  readonly logs: ReturnType<typeof memoryLogger>["lines"];
}

/** Where the test edges' e-mails go (one folder per test process). */
export const testOutboxDir = path.join(os.tmpdir(), `shop-test-outbox-${process.pid}`);

/** An in-process edge over the slices' real builds (run `npm run build` first) and a seeded test catalogue. */
export async function testEdge(
  options: {
    changes?: Partial<Record<RemoteName, RendererChange>>;
    config?: Partial<EdgeConfig>;
    /** A database of the test's own (one it may change); the shared seeded catalogue otherwise. */
    db?: Database;
    /** Which versions are live, as a release registry would say (the build folders otherwise). */
    store?: (builds: ArtefactStore) => ArtefactStore;
  } = {},
): Promise<TestEdge> {
  const config = {
    ...loadConfig({}),
    imageDir: testImageDir,
    imageCacheDir: path.join(testImageDir, "..", `shop-test-image-cache-${process.pid}`),
    mail: { outboxDir: testOutboxDir },
    ...options.config,
  };
  const logger = memoryLogger();
  const renderers = new RecordingRegistry(options.changes ?? {});
  const sources = edgeSources(config, options.db ?? (await testCatalogueDatabase()), logger);
  const edge = createEdge({
    config,
    store: (options.store ?? ((builds) => builds))(new FolderArtefactStore(config.sliceDists)),
    renderers,
    logger,
    ...sources,
  });
  return {
    ...edge,
    platform: sources.platform,
    slices: sources.slices,
    calls: renderers.calls,
    logs: logger.lines,
  };
}

/** A renderer like the given one whose every render throws. */
export const throwingRenderer: RendererChange = (renderer) => ({
  ...renderer,
  render: () => Promise.reject(new Error("injected failure")),
});

/** A renderer like the given one whose renders never finish. */
export const hangingRenderer: RendererChange = (renderer) => ({
  ...renderer,
  render: () => new Promise(() => undefined),
});
