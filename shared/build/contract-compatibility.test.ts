import type { EventUse, SliceContracts } from "./slice-contracts.ts";
import { describe, expect, it } from "vitest";
import {
  contractIncompatibilities,
  type ContractScope,
  type DeclaredVersion,
} from "./contract-compatibility.ts";

type Uses = Record<string, readonly number[]>;

const kinds: Record<string, EventUse["kind"]> = {
  "basket:add-item": "command",
  "wishlist:toggle": "command",
  "toast:show": "command",
  "basket:updated": "announcement",
  "wishlist:updated": "announcement",
};

function events(uses: Uses = {}): Record<string, EventUse> {
  return Object.fromEntries(
    Object.entries(uses).map(([type, versions]) => [
      type,
      { kind: kinds[type] ?? "announcement", versions },
    ]),
  );
}

/** A slice version declaring what it emits, handles and renders. */
function declared(
  mfe: string,
  version: string,
  contracts: {
    emits?: Uses;
    handles?: Uses;
    fragments?: Record<string, readonly number[]>;
    mounts?: readonly number[];
  } = {},
): DeclaredVersion {
  const declaration: SliceContracts = {
    format: 1,
    events: { emits: events(contracts.emits), handles: events(contracts.handles) },
    fragments: Object.fromEntries(
      Object.entries(contracts.fragments ?? {}).map(([name, props]) => [name, { props }]),
    ),
    ...(contracts.mounts ? { mounts: { props: contracts.mounts } } : {}),
  };
  return { mfe, version, contracts: declaration };
}

/** A version built before `contracts.json`: nothing known. */
function undeclared(mfe: string, version: string): DeclaredVersion {
  return { mfe, version, contracts: undefined };
}

function scope(parts: Partial<ContractScope>): ContractScope {
  return { previous: [], others: [], placed: new Set(), ...parts };
}

const liveBasket = declared("mfe-basket", "b1", {
  emits: { "basket:updated": [1], "wishlist:updated": [1] },
  handles: { "basket:add-item": [1], "wishlist:toggle": [1] },
  fragments: { miniBasket: [1], basketPage: [1] },
});
const liveCatalog = declared("mfe-catalog", "c1", {
  emits: { "basket:add-item": [1], "wishlist:toggle": [1] },
  handles: { "basket:updated": [1], "wishlist:updated": [1] },
  fragments: { productDetail: [1] },
});
const liveShell = declared("shell", "s1", { handles: { "toast:show": [1] }, mounts: [1] });

describe("a candidate's events against the live slices", () => {
  it("refuses a version that no longer emits an announcement a live slice handles", () => {
    const candidate = declared("mfe-basket", "b2", {
      emits: { "wishlist:updated": [1] },
      handles: { "basket:add-item": [1], "wishlist:toggle": [1] },
      fragments: { miniBasket: [1], basketPage: [1] },
    });
    expect(
      contractIncompatibilities(
        candidate,
        scope({ previous: [liveBasket], others: [liveCatalog, liveShell] }),
      ),
    ).toEqual(["mfe-basket@b2 no longer emits basket:updated v1, which mfe-catalog@c1 handles"]);
  });

  it("refuses a version that emits an event at a version a live handler does not accept", () => {
    const candidate = declared("mfe-basket", "b2", {
      emits: { "basket:updated": [2], "wishlist:updated": [1] },
      handles: { "basket:add-item": [1], "wishlist:toggle": [1] },
    });
    expect(
      contractIncompatibilities(
        candidate,
        scope({ previous: [liveBasket], others: [liveCatalog] }),
      ),
    ).toEqual(["mfe-basket@b2 emits basket:updated v2, which mfe-catalog@c1 handles only as v1"]);
  });

  it("refuses a version that no longer handles a command a live slice emits", () => {
    const candidate = declared("mfe-basket", "b2", {
      emits: { "basket:updated": [1], "wishlist:updated": [1] },
      handles: { "wishlist:toggle": [1] },
    });
    expect(
      contractIncompatibilities(
        candidate,
        scope({ previous: [liveBasket], others: [liveCatalog] }),
      ),
    ).toEqual(["mfe-basket@b2 no longer handles basket:add-item v1, which mfe-catalog@c1 emits"]);
  });

  it("refuses a handler that accepts only another version of what a live slice emits", () => {
    const candidate = declared("mfe-basket", "b2", {
      emits: { "basket:updated": [1], "wishlist:updated": [1] },
      handles: { "basket:add-item": [2], "wishlist:toggle": [1] },
    });
    expect(
      contractIncompatibilities(
        candidate,
        scope({ previous: [liveBasket], others: [liveCatalog] }),
      ),
    ).toEqual(["mfe-basket@b2 handles basket:add-item only as v2, but mfe-catalog@c1 emits v1"]);
  });

  it("lets a slice stop listening to an announcement, or stop sending a command", () => {
    const quieterCatalog = declared("mfe-catalog", "c2", {
      emits: { "wishlist:toggle": [1] },
      handles: { "wishlist:updated": [1] },
      fragments: { productDetail: [1] },
    });
    expect(
      contractIncompatibilities(
        quieterCatalog,
        scope({ previous: [liveCatalog], others: [liveBasket, liveShell] }),
      ),
    ).toEqual([]);
  });

  it("refuses nothing the live version did not provide either", () => {
    const listener = declared("mfe-account", "a1", { handles: { "consent:updated": [1] } });
    const candidate = declared("mfe-consent", "k2");
    expect(
      contractIncompatibilities(
        candidate,
        scope({ previous: [declared("mfe-consent", "k1")], others: [listener] }),
      ),
    ).toEqual([]);
  });

  it("lets a breaking change roll out: handler accepts both versions first, then the emitter moves", () => {
    const handlerBoth = declared("mfe-catalog", "c2", {
      emits: { "basket:add-item": [1], "wishlist:toggle": [1] },
      handles: { "basket:updated": [1, 2], "wishlist:updated": [1] },
    });
    expect(
      contractIncompatibilities(
        handlerBoth,
        scope({ previous: [liveCatalog], others: [liveBasket] }),
      ),
    ).toEqual([]);
    const emitterV2 = declared("mfe-basket", "b2", {
      emits: { "basket:updated": [2], "wishlist:updated": [1] },
      handles: { "basket:add-item": [1], "wishlist:toggle": [1] },
    });
    expect(
      contractIncompatibilities(
        emitterV2,
        scope({ previous: [liveBasket], others: [handlerBoth] }),
      ),
    ).toEqual([]);
    const handlerV2 = declared("mfe-catalog", "c3", {
      emits: { "basket:add-item": [1], "wishlist:toggle": [1] },
      handles: { "basket:updated": [2], "wishlist:updated": [1] },
    });
    expect(
      contractIncompatibilities(handlerV2, scope({ previous: [handlerBoth], others: [emitterV2] })),
    ).toEqual([]);
  });

  it("compares with every live version of a slice in a canary, and never with its own slice", () => {
    const canaryCatalog = declared("mfe-catalog", "c9", {
      handles: { "basket:updated": [2] },
    });
    const candidate = declared("mfe-basket", "b2", {
      emits: { "basket:updated": [1] },
      handles: { "basket:add-item": [1] },
    });
    expect(
      contractIncompatibilities(
        candidate,
        scope({
          previous: [liveBasket],
          others: [
            liveCatalog,
            canaryCatalog,
            declared("mfe-basket", "b0", { handles: { "basket:updated": [7] } }),
          ],
        }),
      ),
    ).toEqual([
      "mfe-basket@b2 no longer emits wishlist:updated v1, which mfe-catalog@c1 handles",
      "mfe-basket@b2 no longer handles wishlist:toggle v1, which mfe-catalog@c1 emits",
      "mfe-basket@b2 emits basket:updated v1, which mfe-catalog@c9 handles only as v2",
    ]);
  });
});

describe("a candidate's fragments against the live slices", () => {
  it("refuses fragments that read props the live shell does not mount", () => {
    const candidate = declared("mfe-basket", "b2", {
      emits: { "basket:updated": [1], "wishlist:updated": [1] },
      handles: { "basket:add-item": [1], "wishlist:toggle": [1] },
      fragments: { miniBasket: [2], basketPage: [1, 2] },
    });
    expect(
      contractIncompatibilities(candidate, scope({ previous: [liveBasket], others: [liveShell] })),
    ).toEqual([
      "mfe-basket@b2 renders miniBasket for fragment props v2, but shell@s1 mounts fragments with v1",
    ]);
  });

  it("refuses a shell that mounts props a live fragment does not read", () => {
    const shell = declared("shell", "s2", { handles: { "toast:show": [1] }, mounts: [2] });
    expect(
      contractIncompatibilities(shell, scope({ previous: [liveShell], others: [liveCatalog] })),
    ).toEqual([
      "shell@s2 mounts fragments with props v2, but mfe-catalog@c1 renders productDetail for v1",
    ]);
  });

  it("refuses a version that no longer renders a fragment the pages place", () => {
    const candidate = declared("mfe-basket", "b2", {
      emits: { "basket:updated": [1], "wishlist:updated": [1] },
      handles: { "basket:add-item": [1], "wishlist:toggle": [1] },
      fragments: { basketPage: [1] },
    });
    const placed = new Set(["miniBasket", "basketPage", "wishlistPage"]);
    expect(contractIncompatibilities(candidate, scope({ previous: [liveBasket], placed }))).toEqual(
      ["mfe-basket@b2 no longer renders miniBasket, which the shop's pages place"],
    );
    expect(
      contractIncompatibilities(candidate, scope({ previous: [liveBasket], placed: new Set() })),
    ).toEqual([]);
  });
});

describe("versions built before contracts were recorded", () => {
  const breaking = declared("mfe-basket", "b2", { emits: { "basket:updated": [2] } });

  it("are promoted unchecked, and live ones are not compared with", () => {
    expect(
      contractIncompatibilities(
        undeclared("mfe-basket", "b0"),
        scope({ previous: [liveBasket], others: [liveCatalog] }),
      ),
    ).toEqual([]);
    expect(
      contractIncompatibilities(
        breaking,
        scope({ previous: [liveBasket], others: [undeclared("mfe-catalog", "c0")] }),
      ),
    ).toEqual([]);
  });

  it("as the live version, leave only the mismatches to refuse, not what the candidate dropped", () => {
    expect(
      contractIncompatibilities(
        breaking,
        scope({ previous: [undeclared("mfe-basket", "b0")], others: [liveCatalog] }),
      ),
    ).toEqual(["mfe-basket@b2 emits basket:updated v2, which mfe-catalog@c1 handles only as v1"]);
  });
});
