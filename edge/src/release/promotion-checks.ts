import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import {
  microFrontends,
  notFoundComposition,
  pageComposition,
  type MicroFrontendName,
} from "@shop/shared";
import type { SliceVersion } from "../composition/artefact-store.ts";
import type { RegistryArtefactStore } from "../composition/registry-artefact-store.ts";
import type { RendererRegistry } from "../composition/renderer-registry.ts";
import type { ShopRegistry } from "../shops/shop-registry.ts";
import type { SliceBindings } from "../composition/slice-bindings.ts";
import { contractCompatibility } from "./promotion-contracts.ts";
import { sharedIncompatibilities, type SharedRequirements } from "@shop/shared/build";

export interface PromotionCheckDeps {
  readonly store: RegistryArtefactStore;
  readonly renderers: RendererRegistry;
  readonly shops: ShopRegistry;
  /** Each slice's client, the shop config and navigation, as pages give them to renderers. */
  readonly bindings: SliceBindings;
  readonly timeoutMs: number;
}

interface ManifestShared {
  readonly shared?: readonly { readonly name: string; readonly requiredVersion?: string }[];
  readonly metaData?: { readonly remoteEntry?: { readonly name?: string } };
  readonly exposes?: readonly unknown[];
}

/** What a version shares with the page's singletons: installed versions and required ranges. */
async function sharedRequirements(slice: SliceVersion): Promise<SharedRequirements> {
  const manifest = await readManifest(slice).catch(() => undefined);
  const requires = Object.fromEntries(
    (manifest?.shared ?? []).flatMap((entry) =>
      entry.requiredVersion ? [[entry.name, entry.requiredVersion]] : [],
    ),
  );
  return { provides: slice.build.shared, requires };
}

async function readManifest(slice: SliceVersion): Promise<ManifestShared> {
  const text = await fs.readFile(path.join(slice.browserDir, "mf-manifest.json"), "utf8");
  return JSON.parse(text) as ManifestShared;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Why a version may not go live in a shop (empty when it may), checked in order and stopping at
 * the first failing step (issue 6, "Verbs"): it exists; its manifest loads; its shared
 * dependencies accept the live shell's (or, for a shell, every live slice accepts it), and its
 * event and fragment contracts break no live slice's use of them (issue 15 point 7; both
 * reported together); its server renderer loads and renders the smoke route, the shop's home page.
 */
export async function promotionRefusals(
  deps: PromotionCheckDeps,
  mfe: MicroFrontendName,
  version: string,
  shopId: string,
): Promise<string[]> {
  const candidate = await deps.store.version(mfe, version).catch(() => undefined);
  if (!candidate) return [`${mfe}@${version} is not published`];

  if (mfe === "shell") {
    const missing = candidate.build.entry.scripts.filter(
      (file) => !existsSync(path.join(candidate.browserDir, file)),
    );
    if (candidate.build.entry.scripts.length === 0 || missing.length > 0) {
      return [`the shell's browser entry is incomplete (${missing.join(", ") || "no scripts"})`];
    }
  } else {
    const manifest = await readManifest(candidate).then(
      (loaded) => (loaded.metaData?.remoteEntry?.name ? undefined : "it names no remote entry"),
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    if (manifest) return [`the manifest of ${mfe}@${version} does not load: ${manifest}`];
  }

  const compatibility = [
    ...(await sharedCompatibility(deps, candidate, shopId)),
    ...(await contractCompatibility(deps, candidate, shopId)),
  ];
  if (compatibility.length > 0) return compatibility;

  try {
    await smokeRender(deps, candidate, shopId);
  } catch (error) {
    return [
      `the server renderer of ${mfe}@${version} failed the smoke route: ${error instanceof Error ? error.message : String(error)}`,
    ];
  }
  return [];
}

async function sharedCompatibility(
  deps: PromotionCheckDeps,
  candidate: SliceVersion,
  shopId: string,
): Promise<string[]> {
  const context = { shopId };
  if (candidate.name !== "shell") {
    const shell = await deps.store.live("shell", context);
    return sharedIncompatibilities(
      await sharedRequirements(candidate),
      await sharedRequirements(shell),
    );
  }
  const shell = await sharedRequirements(candidate);
  const reasons: string[] = [];
  for (const name of microFrontends.filter((slice) => slice !== "shell")) {
    const live = await deps.store.live(name, context).catch(() => undefined);
    if (!live) continue;
    for (const reason of sharedIncompatibilities(await sharedRequirements(live), shell)) {
      reasons.push(`${name}@${live.version}: ${reason}`);
    }
  }
  return reasons;
}

/** Renders the candidate's fragments of the shop's home page (and the not-found page). */
async function smokeRender(
  deps: PromotionCheckDeps,
  candidate: SliceVersion,
  shopId: string,
): Promise<void> {
  const shop = deps.shops.shops.find((one) => one.shopId === shopId) ?? deps.shops.shops[0];
  if (!shop) throw new Error("no shop is configured");
  const context = deps.shops.context(shop, shop.defaultLanguage);
  const timeout = deps.timeoutMs;
  if (candidate.name === "shell") {
    const layout = await deps.renderers.layoutRenderer(candidate);
    const frame = await withTimeout(
      layout.renderFrame({
        shop: context,
        layout: "default",
        navigation: () => deps.bindings.navigation(context),
      }),
      timeout,
      "the frame",
    );
    if (!frame.includes("<")) throw new Error("the frame rendered no markup");
    layout.renderFallback(context.language);
    return;
  }
  const renderer = await deps.renderers.fragmentRenderer(candidate);
  const placed = [...(pageComposition("home")?.fragments ?? []), ...notFoundComposition.fragments];
  const placedHere = placed.filter((one) => one.ref.mfe === candidate.name);
  // Fragments the pages place but this version does not render degrade to their fallback (as with
  // the live version); a version that renders none of them has nothing to smoke-test against.
  const fragments = [...new Set(placedHere.map((one) => one.ref.fragment))].filter(
    (fragment) => renderer.fragments[fragment],
  );
  if (placedHere.length > 0 && fragments.length === 0) {
    throw new Error("it renders none of the fragments the shop's pages place");
  }
  const visitor = deps.bindings.visitor({
    header: () => undefined,
    cookies: {},
    query: {},
    clientAddress: undefined,
    shopCountry: shop.country,
  });
  for (const fragment of fragments) {
    const rendered = await withTimeout(
      renderer.render(fragment, {
        shop: context,
        path: `/${context.language}/`,
        route: "home",
        params: {},
        query: {},
        cookies: {},
        visitor,
        shopConfig: deps.bindings.shopConfig(context),
        api: deps.bindings.client(candidate.name, { shop: context, cookies: {} }),
      }),
      timeout,
      fragment,
    );
    if (typeof rendered.html !== "string" || (rendered.status ?? 200) >= 500) {
      throw new Error(`${fragment} answered status ${rendered.status ?? "?"}`);
    }
  }
}
