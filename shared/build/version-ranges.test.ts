import { describe, expect, it } from "vitest";
import { satisfiesRange, sharedIncompatibilities } from "./version-ranges.ts";

describe("satisfiesRange", () => {
  it("reads caret, tilde, exact and minimum ranges", () => {
    expect(satisfiesRange("19.3.1", "^19.0.0")).toBe(true);
    expect(satisfiesRange("19.3.1", "^19.4.0")).toBe(false);
    expect(satisfiesRange("19.3.1", "^18.3.1")).toBe(false);
    expect(satisfiesRange("0.2.5", "^0.2.1")).toBe(true);
    expect(satisfiesRange("0.3.0", "^0.2.1")).toBe(false);
    expect(satisfiesRange("6.0.9", "~6.0.2")).toBe(true);
    expect(satisfiesRange("6.1.0", "~6.0.2")).toBe(false);
    expect(satisfiesRange("5.9.5", "5.9.5")).toBe(true);
    expect(satisfiesRange("20.0.0", ">=19.0.0")).toBe(true);
    expect(satisfiesRange("1.0.0", "*")).toBe(true);
  });

  it("refuses what it cannot read", () => {
    expect(satisfiesRange("19.3.1", "^19 || ^20")).toBe(false);
    expect(satisfiesRange("latest", "^19.0.0")).toBe(false);
  });
});

describe("sharedIncompatibilities", () => {
  const shell = {
    provides: {
      react: "19.3.1",
      "react-dom": "19.3.1",
      "single-spa-react": "6.0.2",
      "@shop/shared": "0.1.0",
    },
    requires: {},
  };

  it("accepts a slice built against the shell's singletons", () => {
    const candidate = {
      provides: shell.provides,
      requires: { react: "^19.3.1", "react-dom": "^19.3.1", "single-spa-react": "^6.0.2" },
    };
    expect(sharedIncompatibilities(candidate, shell)).toEqual([]);
  });

  it("names every singleton whose range rejects the shell's version", () => {
    const candidate = {
      provides: { ...shell.provides, react: "18.3.1", "@shop/shared": "1.0.0" },
      requires: { react: "^18.3.1", "react-dom": "^19.3.1" },
    };
    expect(sharedIncompatibilities(candidate, shell)).toEqual([
      "react ^18.3.1 does not accept the shell's 19.3.1",
      "@shop/shared 1.0.0 is not compatible with the shell's 0.1.0",
    ]);
  });
});
