import fs from "node:fs/promises";
import { microFrontends, type MicroFrontendName } from "@shop/shared";
import type { SliceContracts } from "@shop/shared/build";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testCatalogueDatabase } from "../testing/test-catalogue.ts";
import { FolderArtefactBucket } from "./artefact-bucket.ts";
import { publishVersion } from "./publish.ts";
import {
  builtVersionFolder,
  deriveUndeclaredVersion,
  deriveVersion,
  editContracts,
  mountPropsAt,
  stopEmitting,
  stopHandling,
  useEventAt,
} from "./testing/derived-version.ts";
import {
  adminHeaders,
  catalogueReleaseEdge,
  temporaryArtefactDir,
} from "./testing/release-edge.ts";

const artefactDir = temporaryArtefactDir();
const scratch = `${artefactDir}-scratch`;
const bucket = new FolderArtefactBucket(artefactDir);

/** The versions each slice's build produced, live on a fresh edge. */
const live: Partial<Record<MicroFrontendName, string>> = {};
/** Versions derived from the builds, each published. */
const derived = {
  basketWithoutWishlistUpdates: "",
  basketWithoutAddItem: "",
  basketAlsoAcceptingAddItemV2: "",
  basketUndeclared: "",
  catalogAddItemV2: "",
  shellMountingPropsV2: "",
};
/** Versions of the other slices that handle `basket:add-item`, made to accept v2 as well. */
const otherAddItemHandlers: [MicroFrontendName, string][] = [];

async function derive(
  mfe: MicroFrontendName,
  change: Parameters<typeof editContracts>[2],
): Promise<string> {
  const { version, folder } = await deriveVersion({
    from: builtVersionFolder(mfe).folder,
    into: `${scratch}/${mfe}`,
    edit: (file, text) => editContracts(file, text, change),
  });
  await publishVersion(bucket, mfe, folder);
  return version;
}

async function edge() {
  return catalogueReleaseEdge("contracts", { artefactDir });
}

type TestEdge = Awaited<ReturnType<typeof edge>>;

async function promote(app: TestEdge["app"], mfe: MicroFrontendName, version: string) {
  const response = await app.request("/api/release/promote", {
    method: "POST",
    headers: { ...adminHeaders(), "content-type": "application/json" },
    body: JSON.stringify({ mfe, version }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: string; reasons?: string[] },
  };
}

/** The version of a slice the German home page was composed with. */
async function pageVersion(app: TestEdge["app"], fragment: string): Promise<string | undefined> {
  const html = await (await app.request("/de/", { headers: { host: "localhost" } })).text();
  const pattern = new RegExp(`data-fragment="${fragment}" data-version="([0-9a-f]{12})"`);
  return pattern.exec(html)?.[1];
}

beforeAll(async () => {
  await testCatalogueDatabase();
  for (const mfe of ["shell", "mfe-catalog", "mfe-basket"] as const) {
    const built = builtVersionFolder(mfe);
    live[mfe] = built.version;
    await publishVersion(bucket, mfe, built.folder);
  }
  derived.basketWithoutWishlistUpdates = await derive(
    "mfe-basket",
    stopEmitting("wishlist:updated"),
  );
  derived.basketWithoutAddItem = await derive("mfe-basket", stopHandling("basket:add-item"));
  derived.basketAlsoAcceptingAddItemV2 = await derive(
    "mfe-basket",
    useEventAt("basket:add-item", "handles", [1, 2]),
  );
  derived.catalogAddItemV2 = await derive(
    "mfe-catalog",
    useEventAt("basket:add-item", "emits", [2]),
  );
  derived.shellMountingPropsV2 = await derive("shell", mountPropsAt([2]));
  for (const mfe of microFrontends.filter((one) => one !== "mfe-basket")) {
    const built = JSON.parse(
      await fs.readFile(`${builtVersionFolder(mfe).folder}/contracts.json`, "utf8"),
    ) as SliceContracts;
    if (built.events.handles["basket:add-item"]) {
      const accepting = await derive(mfe, useEventAt("basket:add-item", "handles", [1, 2]));
      otherAddItemHandlers.push([mfe, accepting]);
    }
  }
  const undeclared = await deriveUndeclaredVersion({
    from: builtVersionFolder("mfe-basket").folder,
    into: `${scratch}/mfe-basket`,
  });
  await publishVersion(bucket, "mfe-basket", undeclared.folder);
  derived.basketUndeclared = undeclared.version;
}, 180_000);

afterAll(async () => {
  await fs.rm(artefactDir, { recursive: true, force: true });
  await fs.rm(scratch, { recursive: true, force: true });
});

describe("promoting a version whose contracts break a live slice", () => {
  it("is refused when it no longer emits an announcement a live slice handles, and changes nothing", async () => {
    const { app } = await edge();
    const version = derived.basketWithoutWishlistUpdates;
    const refused = await promote(app, "mfe-basket", version);
    expect(refused.status).toBe(422);
    // The shell handles it too: its navigation forgets prefetched pages when the wishlist changes.
    expect(refused.body.reasons).toEqual([
      `mfe-basket@${version} no longer emits wishlist:updated v1, which shell@${live.shell} handles`,
      `mfe-basket@${version} no longer emits wishlist:updated v1, which mfe-catalog@${live["mfe-catalog"]} handles`,
    ]);
    expect(refused.body.error).toContain(`mfe-basket@${version} cannot go live`);
    expect(await pageVersion(app, "mfe-basket/miniBasket")).toBe(live["mfe-basket"]);
  });

  it("is refused when it no longer handles a command a live slice sends", async () => {
    const { app } = await edge();
    const version = derived.basketWithoutAddItem;
    const refused = await promote(app, "mfe-basket", version);
    expect(refused.status).toBe(422);
    expect(refused.body.reasons).toEqual([
      `mfe-basket@${version} no longer handles basket:add-item v1, which mfe-catalog@${live["mfe-catalog"]} emits`,
    ]);
  });

  it("is refused when it emits an event at a version no live handler accepts", async () => {
    const { app } = await edge();
    const version = derived.catalogAddItemV2;
    const refused = await promote(app, "mfe-catalog", version);
    expect(refused.status).toBe(422);
    expect(refused.body.reasons).toContain(
      `mfe-catalog@${version} emits basket:add-item v2, which mfe-basket@${live["mfe-basket"]} handles only as v1`,
    );
    // Every live handler of the command is named (the shell may stand in for the basket).
    for (const reason of refused.body.reasons ?? []) {
      expect(reason).toMatch(
        new RegExp(
          `^mfe-catalog@${version} emits basket:add-item v2, which \\S+ handles only as v1$`,
        ),
      );
    }
    expect(await pageVersion(app, "mfe-catalog/recommendationSlider")).toBe(live["mfe-catalog"]);
  });

  it("is refused for a shell that mounts fragments with props the live fragments do not read", async () => {
    const { app } = await edge();
    const version = derived.shellMountingPropsV2;
    const refused = await promote(app, "shell", version);
    expect(refused.status).toBe(422);
    expect(refused.body.reasons).toContain(
      `shell@${version} mounts fragments with props v2, but mfe-basket@${live["mfe-basket"]} renders miniBasket for v1`,
    );
  });
});

describe("promoting a version whose contracts suit the live slices", () => {
  it("goes live, and then lets the emitter move to the new version", async () => {
    const { app } = await edge();
    const handler = derived.basketAlsoAcceptingAddItemV2;
    expect((await promote(app, "mfe-basket", handler)).status).toBe(200);
    expect(await pageVersion(app, "mfe-basket/miniBasket")).toBe(handler);
    for (const [mfe, version] of otherAddItemHandlers) {
      expect((await promote(app, mfe, version)).status).toBe(200);
    }

    // The catalogue's v2 command, refused while the basket accepted only v1, now has a handler.
    const emitter = await promote(app, "mfe-catalog", derived.catalogAddItemV2);
    expect(emitter.body.reasons).toBeUndefined();
    expect(emitter.status).toBe(200);
    // And the basket cannot drop v2 again while the live catalogue sends it.
    const back = await promote(app, "mfe-basket", live["mfe-basket"] ?? "");
    expect(back.status).toBe(422);
    expect(back.body.reasons).toEqual([
      `mfe-basket@${live["mfe-basket"]} handles basket:add-item only as v1, but mfe-catalog@${derived.catalogAddItemV2} emits v2`,
    ]);
  });

  it("goes live when built before contracts were recorded: it declares nothing known", async () => {
    const { app } = await edge();
    const promoted = await promote(app, "mfe-basket", derived.basketUndeclared);
    expect(promoted.body.reasons).toBeUndefined();
    expect(promoted.status).toBe(200);
    expect(await pageVersion(app, "mfe-basket/miniBasket")).toBe(derived.basketUndeclared);
  });
});
