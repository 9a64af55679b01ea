import fs from "node:fs/promises";
import path from "node:path";
import {
  everyPageComposition,
  microFrontends,
  pageFragmentRefs,
  type MicroFrontendName,
} from "@shop/shared";
import {
  contractIncompatibilities,
  type DeclaredVersion,
  type SliceContracts,
} from "@shop/shared/build";
import { z } from "zod";
import type { ArtefactStore, SliceVersion } from "../composition/artefact-store.ts";
import type { ShopRegistry } from "../shops/shop-registry.ts";
import { canaryBucket } from "./canary.ts";

/** What the contract check reads: the live versions per shop, and the shops. */
export interface ContractCheckDeps {
  readonly store: Pick<ArtefactStore, "live">;
  readonly shops: ShopRegistry;
}

/** The file beside `build.json`, named as in `@shop/shared/build` (the edge takes types only). */
const contractsFile = "contracts.json";

const eventUse = z.object({
  kind: z.enum(["command", "announcement"]),
  versions: z.array(z.number().int()),
});
const propsVersions = z.object({ props: z.array(z.number().int()) });
const contractsSchema = z.object({
  format: z.literal(1),
  events: z.object({
    emits: z.record(z.string(), eventUse),
    handles: z.record(z.string(), eventUse),
  }),
  fragments: z.record(z.string(), propsVersions),
  mounts: propsVersions.optional(),
});

/**
 * The contracts a version's build recorded; undefined for a version built before builds recorded
 * them. Throws when the file is there but unreadable.
 */
async function readContracts(slice: SliceVersion): Promise<SliceContracts | undefined> {
  const file = path.join(path.dirname(slice.browserDir), contractsFile);
  const text = await fs.readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (text === undefined) return undefined;
  const parsed = contractsSchema.safeParse(JSON.parse(text));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`${issue?.path.join(".") || "the file"}: ${issue?.message ?? "not contracts"}`);
}

/** Per slice, a visitor key whose canary draw is 0: it gets the slice's canary at any share. */
const canaryVisitorKeys = new Map<string, string>();

function canaryVisitorKey(name: string): string {
  let key = canaryVisitorKeys.get(name);
  for (let attempt = 0; key === undefined; attempt++) {
    const candidate = `promotion-check-${attempt}`;
    if (canaryBucket(candidate, name) === 0) key = candidate;
  }
  canaryVisitorKeys.set(name, key);
  return key;
}

/** Every version of a slice a visitor of the scope may get now: the stable one and a canary's. */
async function liveInScope(
  deps: ContractCheckDeps,
  name: MicroFrontendName,
  shopId: string,
): Promise<SliceVersion[]> {
  const found = await Promise.all(
    [undefined, canaryVisitorKey(name)].map((visitorKey) =>
      deps.store.live(name, { shopId, visitorKey }).catch(() => undefined),
    ),
  );
  const versions = new Map<string, SliceVersion>();
  for (const slice of found) if (slice) versions.set(slice.version, slice);
  return [...versions.values()];
}

/** The fragments of a slice that any of the shop's pages places. */
function placedFragments(name: MicroFrontendName): Set<string> {
  return new Set(
    everyPageComposition().flatMap(([, page]) =>
      pageFragmentRefs(page).flatMap((ref) => (ref.mfe === name ? [ref.fragment] : [])),
    ),
  );
}

/**
 * Why the candidate's event and fragment contracts break a live slice's use of them (empty when
 * they break none; decision 0027): in the shop, or for an environment-wide promotion in the
 * environment and every shop that inherits the slice's version from it, against stable and
 * canary versions alike.
 */
export async function contractCompatibility(
  deps: ContractCheckDeps,
  candidate: SliceVersion,
  shopId: string,
): Promise<string[]> {
  const label = `${candidate.name}@${candidate.version}`;
  let contracts: SliceContracts | undefined;
  try {
    contracts = await readContracts(candidate);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return [`the ${contractsFile} of ${label} does not load: ${why}`];
  }
  // A version built before builds recorded their contracts declares nothing known: unchecked.
  if (!contracts) return [];
  const own: DeclaredVersion = { mfe: candidate.name, version: candidate.version, contracts };

  const declared = new Map<string, Promise<DeclaredVersion>>();
  const declare = (slice: SliceVersion): Promise<DeclaredVersion> => {
    const key = `${slice.name}@${slice.version}`;
    let known = declared.get(key);
    if (!known) {
      // A live version whose contracts cannot be read is compared with nothing, like an old one.
      known = readContracts(slice)
        .catch(() => undefined)
        .then((read) => ({ mfe: slice.name, version: slice.version, contracts: read }));
      declared.set(key, known);
    }
    return known;
  };

  const scopes = [shopId];
  if (!shopId) {
    const environment = await liveInScope(deps, candidate.name, "");
    for (const shop of deps.shops.shops) {
      const there = await liveInScope(deps, candidate.name, shop.shopId);
      const inherits = there.every((one) => environment.some((env) => env.version === one.version));
      if (inherits) scopes.push(shop.shopId);
    }
  }
  const placed = placedFragments(candidate.name);
  const reasons = new Set<string>();
  for (const scope of scopes) {
    const previous = await Promise.all(
      (await liveInScope(deps, candidate.name, scope)).map(declare),
    );
    const others = await Promise.all(
      microFrontends
        .filter((name) => name !== candidate.name)
        .map(async (name) => Promise.all((await liveInScope(deps, name, scope)).map(declare))),
    );
    for (const reason of contractIncompatibilities(own, {
      previous,
      others: others.flat(),
      placed,
    })) {
      reasons.add(reason);
    }
  }
  return [...reasons];
}
