import { describe, expect, it } from "vitest";
import type { MicroFrontendName } from "@shop/shared";
import type { ArtefactStore, ReleaseContext, SliceVersion } from "./artefact-store.ts";
import { liveVersions } from "./live-versions.ts";

/** A store serving `v-<slice>` everywhere, and `v-<slice>-<shop>` where a shop has its own. */
function store(perShop: Readonly<Record<string, MicroFrontendName>>): ArtefactStore {
  return {
    live: (name: MicroFrontendName, context?: ReleaseContext) => {
      const own = context?.shopId && perShop[context.shopId] === name;
      const version = own ? `v-${name}-${context.shopId}` : `v-${name}`;
      return Promise.resolve({ name, version } as SliceVersion);
    },
    browserFile: () => Promise.resolve(undefined),
  };
}

describe("liveVersions", () => {
  it("names every slice's version in every scope, a shop's own and a running canary", async () => {
    const live = await liveVersions(
      store({ "home-be": "mfe-cms" }),
      ["home-de", "home-be"],
      (mfe) => Promise.resolve(mfe === "mfe-catalog" ? "canary1" : null),
    );
    expect(live).toEqual(
      new Set([
        "shell@v-shell",
        "mfe-catalog@v-mfe-catalog",
        "mfe-catalog@canary1",
        "mfe-basket@v-mfe-basket",
        "mfe-account@v-mfe-account",
        "mfe-cms@v-mfe-cms",
        "mfe-cms@v-mfe-cms-home-be",
        "mfe-consent@v-mfe-consent",
      ]),
    );
  });
});
