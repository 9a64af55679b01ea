import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { shopEventContracts, type ShopEventType } from "../src/events/contracts.ts";
import { contractStructures, declaredStructures, shapeOf } from "./contract-shapes.ts";
import { fragmentPropsContract } from "./slice-contracts.ts";

const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "shop-contract-shapes-"));
afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

/** The structure of `Payload` as each source declares it, read by one program (the slow part). */
async function payloadStructures(sources: readonly string[]): Promise<(string | undefined)[]> {
  const folder = await fs.mkdtemp(path.join(scratch, "case-"));
  const files = await Promise.all(
    sources.map(async (source, index) => {
      const file = path.join(folder, `payload-${index}.ts`);
      await fs.writeFile(file, source.replaceAll("Payload", `Payload${index}`));
      return file;
    }),
  );
  const declared = declaredStructures(files);
  return sources.map((_, index) => declared[`Payload${index}`]);
}

async function payloadStructure(source: string): Promise<string | undefined> {
  return (await payloadStructures([source]))[0];
}

describe("the recorded contract shapes", () => {
  const current = contractStructures();

  it("match every event's payload, so a payload change cannot pass unnoticed", () => {
    expect(Object.keys(current.events).sort()).toEqual(Object.keys(shopEventContracts).sort());
    for (const [type, structure] of Object.entries(current.events)) {
      const recorded = shopEventContracts[type as ShopEventType].shape;
      expect(
        recorded,
        `${type}'s payload is now ${structure}. If a slice built against the old payload breaks ` +
          `with this one, raise its version in shared/src/events/contracts.ts (decision 0027); ` +
          `either way record shape "${shapeOf(structure)}".`,
      ).toBe(shapeOf(structure));
    }
  });

  it("match the props the shell mounts fragments with", () => {
    expect(
      fragmentPropsContract.shape,
      `FragmentMountProps is now ${current.fragmentProps}. If a fragment or shell built against ` +
        `the old props breaks with these, raise fragmentPropsContract.version in ` +
        `shared/build/slice-contracts.ts (decision 0027); either way record shape ` +
        `"${shapeOf(current.fragmentProps)}".`,
    ).toBe(shapeOf(current.fragmentProps));
  });
});

describe("a payload's structure", () => {
  const base = `
    type Currency = "EUR" | "CHF";
    export interface Payload {
      readonly itemCount: number;
      readonly total: number;
      readonly currencyCode: Currency;
    }`;

  it("names each field with its optionality and type, aliases expanded", async () => {
    expect(await payloadStructure(base)).toBe(
      '{ currencyCode: "CHF" | "EUR"; itemCount: number; total: number }',
    );
  });

  it("ignores comments, formatting, member order and readonly", async () => {
    const reworded = `
      /** How the basket looks now. */
      export interface Payload {
        currencyCode: "CHF" | "EUR"; // the shop's
        total: number;
        itemCount: number;
      }`;
    const [original, rewritten] = await payloadStructures([base, reworded]);
    expect(rewritten).toBe(original);
  });

  it("changes when a field is removed, renamed, retyped or made optional", async () => {
    const [before, ...after] = await payloadStructures([
      base,
      base.replace("readonly total: number;", ""),
      base.replace("readonly total", "readonly sum"),
      base.replace("readonly total: number", "readonly total: string"),
      base.replace("readonly total:", "readonly total?:"),
      base.replace('"EUR" | "CHF"', '"EUR" | "CHF" | "GBP"'),
    ]);
    expect(after).toHaveLength(5);
    for (const variant of after) expect(variant).not.toBe(before);
  });

  it("expands nested objects, arrays and records, and names the platform's own types", async () => {
    const nested = `
      export interface Payload {
        readonly lines: readonly { readonly sku: string; readonly note?: string }[];
        readonly texts: Readonly<Record<\`text\${number}\`, string>>;
        readonly element: HTMLElement;
      }`;
    expect(await payloadStructure(nested)).toBe(
      "{ element: HTMLElement; lines: ({ note?: string | undefined; sku: string })[]; " +
        "texts: { [key: `text${number}`]: string } }",
    );
  });
});
