import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import type { FragmentRenderer, LayoutRenderer, RenderedFragment } from "@shop/shared";
import { fragmentRequest, memoryLogger } from "@shop/shared/testing";
import { readSliceVersion, type SliceVersion } from "./artefact-store.ts";
import { ModuleRendererRegistry, type RendererRegistry } from "./renderer-registry.ts";
import { WorkerRendererRegistry, type WorkerRendererOptions } from "./worker-renderer-registry.ts";
import { builtVersionFolder } from "../release/testing/derived-version.ts";

const folder = mkdtempSync(path.join(os.tmpdir(), "shop-renderer-workers-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let versions = 0;

/** A slice version whose `server/renderer.js` is the given module source. */
function fakeVersion(source: string): SliceVersion {
  const version = (versions += 1).toString(16).padStart(12, "0");
  const dir = path.join(folder, version);
  mkdirSync(path.join(dir, "server"), { recursive: true });
  writeFileSync(path.join(dir, "server", "renderer.js"), source);
  return {
    name: "mfe-catalog",
    version,
    build: {
      name: "mfe-catalog",
      version,
      builtAt: "",
      commit: "",
      shared: {},
      entry: { scripts: [], styles: [] },
    },
    serverModule: path.join(dir, "server", "renderer.js"),
    browserDir: path.join(dir, "browser"),
  };
}

/** A fragment renderer module whose fragments are the given async functions of `request`. */
function fragmentModule(fragments: Record<string, string>): string {
  const entries = Object.entries(fragments)
    .map(([name, body]) => `${JSON.stringify(name)}: async (request) => { ${body} }`)
    .join(",\n");
  return `import { threadId } from "node:worker_threads";
const bodies = { ${entries} };
export default {
  mfe: "mfe-catalog",
  fragments: Object.fromEntries(Object.keys(bodies).map((name) => [name, { personal: false }])),
  async render(name, request) {
    return { html: JSON.stringify(await bodies[name](request)), state: { threadId } };
  },
};
`;
}

const envReader = fakeVersion(
  fragmentModule({ env: "return { keys: Object.keys(process.env), env: process.env };" }),
);
const caller = fakeVersion(
  fragmentModule({
    calls: `const product = await request.api.product("1000000", { locale: "de-de" });
      const failed = await request.api.search({ q: "" }).then(
        () => undefined,
        (error) => ({ name: error.name, message: error.message, status: error.status, isError: error instanceof Error }),
      );
      const notPlain = await request.api.withFunction().then(() => "answered", (error) => error.name);
      return { product, failed, notPlain, methods: Object.keys(request.api), shop: request.shop.shopId };`,
  }),
);
const faulty = fakeVersion(
  fragmentModule({
    ok: "return 'ok';",
    crash: "setTimeout(() => { throw new Error('boom'); }); return new Promise(() => {});",
    spin: "for (;;) {}",
    wait: "return new Promise(() => {});",
  }),
);

const registries: WorkerRendererRegistry[] = [];
function workers(options: WorkerRendererOptions = {}): WorkerRendererRegistry {
  const registry = new WorkerRendererRegistry(options);
  registries.push(registry);
  return registry;
}
afterEach(() => Promise.all(registries.splice(0).map((registry) => registry.close())));

async function render(
  registry: RendererRegistry,
  slice: SliceVersion,
  fragment: string,
  api: unknown = {},
): Promise<RenderedFragment> {
  const renderer: FragmentRenderer = await registry.fragmentRenderer(slice);
  return renderer.render(fragment, fragmentRequest({ api }));
}

const parsed = (rendered: RenderedFragment) => JSON.parse(rendered.html) as Record<string, unknown>;
const threadOf = (rendered: RenderedFragment) => (rendered.state as { threadId: number }).threadId;

describe("renderers in worker threads", () => {
  it("runs a renderer without the platform's secrets in its environment", async () => {
    vi.stubEnv("SHOP_ADMIN_TOKEN", "admin-secret-0123456789");
    vi.stubEnv("DATABASE_URL", "postgres://user:secret@db/shop");
    vi.stubEnv("SHOP_ARTEFACT_S3_SECRET_ACCESS_KEY", "s3-secret");
    vi.stubEnv("NODE_ENV", "production");
    try {
      // In the edge's own isolate the module reads every secret: what the workers are for.
      const inProcess = parsed(await render(new ModuleRendererRegistry(), envReader, "env"));
      expect(inProcess.keys).toContain("SHOP_ADMIN_TOKEN");

      const contained = await render(workers(), envReader, "env");
      const { keys } = parsed(contained) as { keys: string[] };
      expect(keys).not.toContain("SHOP_ADMIN_TOKEN");
      expect(keys).not.toContain("DATABASE_URL");
      expect(keys).not.toContain("SHOP_ARTEFACT_S3_SECRET_ACCESS_KEY");
      expect(keys).toEqual(["NODE_ENV"]);
      expect(contained.html).not.toContain("secret");
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("answers the client's calls from the edge, rejected ones as errors", async () => {
    const asked: unknown[] = [];
    const api = {
      product: (key: string, options: unknown) => {
        asked.push([key, options]);
        return Promise.resolve({ referenceKey: key, price: { amount: 1999 } });
      },
      withFunction: () => Promise.resolve({ format: () => "not data" }),
      search: () =>
        Promise.reject(
          Object.assign(new Error("q must not be empty"), { name: "HTTPException", status: 400 }),
        ),
    };
    const rendered = parsed(await render(workers(), caller, "calls", api));
    expect(asked).toEqual([["1000000", { locale: "de-de" }]]);
    expect(rendered).toEqual({
      product: { referenceKey: "1000000", price: { amount: 1999 } },
      failed: { name: "HTTPException", message: "q must not be empty", status: 400, isError: true },
      notPlain: "DataCloneError",
      methods: ["product", "withFunction", "search"],
      shop: fragmentRequest().shop.shopId,
    });
  });

  it("fails a render whose renderer throws, or whose request is not plain data, and renders the next", async () => {
    const registry = workers();
    const before = threadOf(await render(registry, faulty, "ok"));
    await expect(render(registry, faulty, "missing")).rejects.toThrow();
    const renderer = await registry.fragmentRenderer(faulty);
    const notPlain = { ...fragmentRequest(), query: { q: () => "not data" } } as never;
    await expect(renderer.render("ok", notPlain)).rejects.toThrow(/could not be cloned/);
    const after = await render(registry, faulty, "ok");
    expect(parsed(after)).toBe("ok");
    expect(threadOf(after)).toBe(before);
  });

  it("replaces a worker that a renderer crashed; the next render works", async () => {
    const logger = memoryLogger();
    const registry = workers({ logger });
    const before = threadOf(await render(registry, faulty, "ok"));
    await expect(render(registry, faulty, "crash")).rejects.toThrow(/worker ended.*boom/);
    const after = await render(registry, faulty, "ok");
    expect(parsed(after)).toBe("ok");
    expect(threadOf(after)).not.toBe(before);
    expect(logger.lines).toContainEqual(
      expect.objectContaining({
        event: "renderer.worker_ended",
        fields: { mfe: "mfe-catalog", version: faulty.version, reason: "it crashed: boom" },
      }),
    );
  });

  it.each([
    ["spin", "a renderer that blocks its worker"],
    ["wait", "a render that never settles"],
  ])("fails %s (%s), replaces the worker, and renders the next", async (fragment) => {
    const logger = memoryLogger();
    const registry = workers({ renderTimeoutMs: 300, logger });
    const before = threadOf(await render(registry, faulty, "ok"));
    await expect(render(registry, faulty, fragment)).rejects.toThrow(/longer than 300 ms/);
    const after = await render(registry, faulty, "ok");
    expect(parsed(after)).toBe("ok");
    expect(threadOf(after)).not.toBe(before);
    await vi.waitFor(() =>
      expect(logger.lines).toContainEqual(
        expect.objectContaining({
          event: "renderer.worker_ended",
          fields: expect.objectContaining({ reason: "a render timed out" }) as unknown,
        }),
      ),
    );
  });

  it("ends the workers of versions live nowhere after the grace period, and loads one again", async () => {
    const [old, current] = [fakeVersion(fragmentModule({ ok: "return 'old';" })), faulty];
    // A grace period long enough that both versions are surely still loaded when the test looks,
    // even on a loaded machine; then the old one must end.
    const registry = workers({
      graceMs: 2_000,
      live: () => Promise.resolve(new Set([`${current.name}@${current.version}`])),
    });
    const oldThread = threadOf(await render(registry, old, "ok"));
    await render(registry, current, "ok");
    expect(registry.loadedVersions().sort()).toEqual(
      [`mfe-catalog@${old.version}`, `mfe-catalog@${current.version}`].sort(),
    );
    expect(registry.runningWorkers()).toBe(2);
    await vi.waitFor(
      () => {
        expect(registry.loadedVersions()).toEqual([`mfe-catalog@${current.version}`]);
        expect(registry.runningWorkers()).toBe(1);
      },
      { timeout: 20_000, interval: 50 },
    );
    // A rollback brings the old version back: it is loaded afresh, also for a renderer that
    // composition got before the version was retired.
    const again = await render(registry, old, "ok");
    expect(parsed(again)).toBe("old");
    expect(threadOf(again)).not.toBe(oldThread);
  });

  it("keeps only the most recently used of the versions live nowhere within the grace period", async () => {
    const [first, second, third] = ["first", "second", "third"].map((text) =>
      fakeVersion(fragmentModule({ ok: `return "${text}";` })),
    ) as [SliceVersion, SliceVersion, SliceVersion];
    const registry = workers({ graceMs: 60_000, live: () => Promise.resolve(new Set<string>()) });
    const firstRenderer = await registry.fragmentRenderer(first);
    await render(registry, first, "ok");
    await render(registry, second, "ok");
    await render(registry, third, "ok");
    await vi.waitFor(() => {
      expect(registry.loadedVersions()).toEqual([`mfe-catalog@${third.version}`]);
      expect(registry.runningWorkers()).toBe(1);
    });
    // A renderer handed out before its version was retired still renders: loaded again.
    const rendered = await firstRenderer.render("ok", fragmentRequest());
    expect(parsed(rendered)).toBe("first");
  });

  it("refuses a module that is not a renderer, saying which version", async () => {
    const notRenderer = fakeVersion("export default { hello: 1 };");
    await expect(workers().fragmentRenderer(notRenderer)).rejects.toThrow(
      `mfe-catalog@${notRenderer.version} does not export a fragment renderer`,
    );
    const broken = fakeVersion("throw new Error('cannot load');");
    await expect(workers().fragmentRenderer(broken)).rejects.toThrow("cannot load");
  });

  it("renders the shell's built frame in a worker, navigation read from the edge", async () => {
    const built = builtVersionFolder("shell");
    const shell = await readSliceVersion("shell", built.folder);
    const layout: LayoutRenderer = await workers().layoutRenderer(shell);
    const inProcess = await new ModuleRendererRegistry().layoutRenderer(shell);
    const { shop } = fragmentRequest();
    const navigation = () => Promise.resolve([{ name: "Küche im Test", link: "/de/kueche/" }]);
    const frame = await layout.renderFrame({ shop, layout: "default", navigation });
    expect(frame).toBe(await inProcess.renderFrame({ shop, layout: "default", navigation }));
    expect(frame).toContain("Küche im Test");
    expect(layout.renderFallback("fr")).toBe(inProcess.renderFallback("fr"));
  });
});

describe("a real slice's renderer in a worker thread", () => {
  it("keeps the cache parameters its fragments declare (decision 0025)", async () => {
    const built = builtVersionFolder("mfe-catalog");
    const catalogue = await readSliceVersion("mfe-catalog", built.folder);
    const inWorker = await workers().fragmentRenderer(catalogue);
    const inProcess = await new ModuleRendererRegistry().fragmentRenderer(catalogue);
    expect(inWorker.fragments.productDetail?.cache?.query).toContain("variant");
    expect(inWorker.fragments).toEqual(inProcess.fragments);
  });
});
