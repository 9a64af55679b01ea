import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { shopEventContracts } from "../src/events/contracts.ts";
import { eventUses, fragmentPropsContract, sliceContracts } from "./slice-contracts.ts";

const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "shop-slice-contracts-"));
afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

/** A slice folder holding `files` (relative path → source); returns its root and their paths. */
async function sliceWith(files: Record<string, string>) {
  const root = await fs.mkdtemp(path.join(scratch, "mfe-"));
  const paths: string[] = [];
  for (const [relative, source] of Object.entries(files)) {
    const file = path.join(root, relative);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, source);
    paths.push(file);
  }
  return { root, paths };
}

async function usesOf(files: Record<string, string>) {
  const { root, paths } = await sliceWith(files);
  const uses = await eventUses(paths, root);
  return { emits: [...uses.emits].sort(), handles: [...uses.handles].sort() };
}

describe("the events a slice's code uses", () => {
  it("are read from its calls of the event and command functions and the toast helper", async () => {
    expect(
      await usesOf({
        "src/announce.ts": `
          import { emitShopEvent, sendShopCommand, showToast } from "@shop/shared";
          // emitShopEvent("consent:updated", …) in a comment counts for nothing
          export const announce = () => emitShopEvent("basket:updated", summary);
          export const added = () => showToast("Added", "success");
          export const toggle = () => sendShopCommand("wishlist:toggle", item);
          export const text = String(summary.toString(), summary.constructor);`,
        "src/MiniBasket.tsx": `
          import * as shared from "@shop/shared";
          export function MiniBasket() {
            shared.onShopEvent("basket:add-item", add);
            const last = shared.lastShopEvent('wishlist:updated');
            shared.handleShopCommand("basket:add-item", add);
            return <p>{String(last)}</p>;
          }`,
      }),
    ).toEqual({
      emits: ["basket:updated", "toast:show", "wishlist:toggle"],
      handles: ["basket:add-item", "wishlist:updated"],
    });
  });

  it("refuse what the build cannot tell, naming each place", async () => {
    const uses = usesOf({
      "src/dynamic.ts": `
        import { emitShopEvent, onShopEvent as listen } from "@shop/shared";
        export const emit = (type) => emitShopEvent(type, {});
        export const handlers = [listen];
        emitShopEvent("basket:renamed", {});`,
    });
    await expect(uses).rejects.toThrow(
      /src\/dynamic\.ts:2: onShopEvent is imported under another name/,
    );
    await expect(uses).rejects.toThrow(
      /src\/dynamic\.ts:3: emitShopEvent is called with type, not a shop event's name/,
    );
    await expect(uses).rejects.toThrow(
      /src\/dynamic\.ts:5: emitShopEvent is called with "basket:renamed"/,
    );
  });
});

describe("a version's contracts", () => {
  it("give each used event its kind and contract version, and each fragment its props version", async () => {
    const { root, paths } = await sliceWith({
      "src/add.ts": `import { emitShopEvent } from "@shop/shared"; emitShopEvent("basket:add-item", item);`,
    });
    const elsewhere = path.join(scratch, "shared-code.ts");
    await fs.writeFile(elsewhere, `emitShopEvent("wishlist:toggle", item);`);
    const contracts = await sliceContracts(
      {
        root,
        name: "mfe-catalog",
        exposes: { "./productDetail": "./src/detail.ts", "./recommendationSlider": "./src/s.ts" },
        serverEntry: "./src/server.ts",
      },
      [...paths, elsewhere, path.join(root, "src", "locales", "de", "messages.po")],
    );
    const props = [fragmentPropsContract.version];
    expect(contracts).toEqual({
      format: 1,
      events: {
        emits: {
          "basket:add-item": {
            kind: "command",
            versions: [shopEventContracts["basket:add-item"].version],
          },
        },
        handles: {},
      },
      fragments: { productDetail: { props }, recommendationSlider: { props } },
    });
  });

  it("say what the shell mounts fragments with, and add the older versions a slice declares", async () => {
    const { root, paths } = await sliceWith({
      "src/toasts.ts": `import { onShopEvent } from "@shop/shared"; onShopEvent("toast:show", show);`,
    });
    const current = shopEventContracts["toast:show"].version;
    const contracts = await sliceContracts(
      {
        root,
        name: "shell",
        browserEntry: "./src/index.ts",
        serverEntry: "./src/server.ts",
        compatibleWith: { events: { "toast:show": [current + 1] }, fragmentProps: [0] },
      },
      paths,
    );
    expect(contracts.events.handles).toEqual({
      "toast:show": { kind: "command", versions: [current, current + 1] },
    });
    expect(contracts.fragments).toEqual({});
    expect(contracts.mounts).toEqual({ props: [0, fragmentPropsContract.version] });
  });
});
