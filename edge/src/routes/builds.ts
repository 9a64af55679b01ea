import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import {
  everyPageComposition,
  pageFragmentRefs,
  microFrontends,
  type MicroFrontendName,
  type PageComposition,
} from "@shop/shared";
import type { ArtefactStore, SliceVersion } from "../composition/artefact-store.ts";
import { releaseVisitorKey } from "../release/release-cookie.ts";
import type { ShopRegistry } from "../shops/shop-registry.ts";

/** The live slice versions of one visitor in one shop, by slice. */
type BuildVersions = Readonly<Record<MicroFrontendName, string>>;

/** What `builds/meta/{id}.json` answers: every page's slices in the build's versions. */
export interface BuildMeta {
  readonly id: string;
  readonly timestamp: number;
  readonly slices: BuildVersions;
  /** Per page (a route, `category`, `contentListing`, `notFound`): its slices and their versions. */
  readonly routes: Readonly<Record<string, Partial<BuildVersions>>>;
}

/** Build ids are 16 hex digits of a hash over the versions. */
export const buildIdPattern = /^[0-9a-f]{16}$/;

/** How many builds' meta an instance remembers (shops × canary cohorts × recent releases). */
const rememberedBuilds = 1000;

const pages = everyPageComposition();

/** The build id of a set of versions: the same on every instance for the same versions. */
export function buildId(versions: BuildVersions): string {
  const text = microFrontends.map((name) => `${name}@${versions[name]}`).join("\n");
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

function buildMeta(slices: readonly SliceVersion[]): BuildMeta {
  const versions = Object.fromEntries(
    slices.map((slice) => [slice.name, slice.version]),
  ) as BuildVersions;
  const timestamp = Math.max(...slices.map((slice) => Date.parse(slice.build.builtAt) || 0));
  const pageSlices = (page: PageComposition) =>
    Object.fromEntries(
      ["shell" as const, ...pageFragmentRefs(page).map((ref) => ref.mfe)].map((name) => [
        name,
        versions[name],
      ]),
    );
  return {
    id: buildId(versions),
    timestamp,
    slices: versions,
    routes: Object.fromEntries(pages.map(([name, page]) => [name, pageSlices(page)])),
  };
}

/**
 * The build a running tab is on, for new-version awareness (catalogue spec point 7, decision
 * 0051): `GET /builds/latest.json?t=…` names the build of the live slice versions this visitor
 * gets in this shop (canary cohort included) as `{ id, timestamp }`, with a strong ETag so a
 * poll is a bodiless 304; `GET /builds/meta/{id}.json` lists each page's slices in that build's
 * versions, immutable. An id is answered when it is the visitor's current one or one this
 * instance has answered before; any other is 404 (the shell then treats the build as new).
 */
export function buildRoutes(deps: {
  readonly shops: ShopRegistry;
  readonly store: ArtefactStore;
}): Hono {
  const app = new Hono();
  const known = new Map<string, BuildMeta>();
  const remember = (meta: BuildMeta) => {
    known.delete(meta.id);
    known.set(meta.id, meta);
    for (const oldest of known.keys()) {
      if (known.size <= rememberedBuilds) break;
      known.delete(oldest);
    }
  };

  async function currentBuild(c: Context): Promise<BuildMeta> {
    const shop = deps.shops.forHost(c.req.header("host"));
    const visitor = releaseVisitorKey(getCookie(c));
    // Without a kept key no canary drew for this visitor: the stable versions are theirs.
    const context = { shopId: shop.shopId, visitorKey: visitor.isNew ? undefined : visitor.key };
    const slices = await Promise.all(microFrontends.map((name) => deps.store.live(name, context)));
    const meta = buildMeta(slices);
    remember(meta);
    return meta;
  }

  app.get("/builds/latest.json", async (c) => {
    const stamp = c.req.query("t");
    if (stamp !== undefined && !/^\d{1,16}$/.test(stamp)) {
      return c.json({ error: "t must be a timestamp in milliseconds" }, 400);
    }
    const { id, timestamp } = await currentBuild(c);
    const etag = `"${id}"`;
    c.header("etag", etag);
    c.header("cache-control", "private, no-cache");
    const asked = c.req.header("if-none-match") ?? "";
    if (asked.split(",").some((tag) => tag.trim() === etag)) return c.body(null, 304);
    return c.json({ id, timestamp });
  });

  app.get("/builds/meta/:file", async (c) => {
    const id = /^(.*)\.json$/.exec(c.req.param("file"))?.[1] ?? "";
    if (!buildIdPattern.test(id)) {
      return c.json({ error: "A build id is 16 hexadecimal digits: /builds/meta/{id}.json" }, 404);
    }
    const meta = known.get(id) ?? (await currentBuild(c));
    if (meta.id !== id) return c.json({ error: `No build ${id} is known here` }, 404);
    c.header("cache-control", "public, max-age=31536000, immutable");
    return c.json(meta);
  });
  return app;
}
