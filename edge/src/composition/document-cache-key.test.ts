import { describe, expect, it } from "vitest";
import { deviceFlags, type PageComposition, type VisitorContext } from "@shop/shared";
import { releaseKeyCookie } from "../release/release-cookie.ts";
import { renderedFromOtherData } from "./cache-invalidation.ts";
import { documentCacheKey, documentVariant, keptPageCookies } from "./document-cache-key.ts";

const visitor: VisitorContext = {
  isCrawler: false,
  isRetailApp: false,
  device: deviceFlags("Mozilla/5.0 (Windows NT 10.0) Chrome/120.0"),
  country: undefined,
  countryPicker: { open: false },
  notices: [],
};

const composition: PageComposition = {
  layout: "default",
  fragments: [{ region: "main", ref: { mfe: "mfe-cms", fragment: "contentPage" } }],
};

function key(overrides: Partial<Parameters<typeof documentCacheKey>[0]> = {}): string {
  return documentCacheKey({
    kind: "document",
    shopId: "home-de",
    language: "de",
    route: "home",
    path: "/de/",
    query: {},
    composition,
    variant: documentVariant({}, visitor) ?? "",
    slices: [
      { name: "shell", version: "aaaaaaaaaaaa" },
      { name: "mfe-cms", version: "bbbbbbbbbbbb" },
    ],
    dataVersions: [
      ["mfe-catalog", "7"],
      ["mfe-cms", "f1"],
    ],
    ...overrides,
  });
}

describe("documentVariant", () => {
  it("is none for a visitor with any cookie not known to carry no state", () => {
    expect(documentVariant({ shop_session: "abc" }, visitor)).toBeUndefined();
    expect(documentVariant({ locale: "de", _ga: "GA1.2" }, visitor)).toBeUndefined();
  });

  it("is the anonymous visitor's for a session with its marker, none without (decision 0059)", () => {
    const anonymous = documentVariant({ locale: "de" }, visitor);
    expect(documentVariant({ locale: "de", sid: "s1", "personal-state": "1" }, visitor)).toBe(
      anonymous,
    );
    expect(
      documentVariant({ locale: "de", "__Host-sid": "s2", "personal-state": "1" }, visitor),
    ).toBe(anonymous);
    expect(documentVariant({ locale: "de", "personal-state": "1" }, visitor)).toBe(anonymous);
    expect(documentVariant({ locale: "de", sid: "s1" }, visitor)).toBeUndefined();
    expect(documentVariant({ "__Host-sid": "s2" }, visitor)).toBeUndefined();
  });

  it("leaves the session out of what a kept page's fragments see", () => {
    expect(
      keptPageCookies({ locale: "fr", sid: "s1", "personal-state": "1", consent_record: "x" }),
    ).toEqual({ locale: "fr", consent_record: "x" });
  });

  it("tells consent records and devices apart, and not canary keys (their versions are keyed)", () => {
    const plain = documentVariant({}, visitor);
    expect(documentVariant({ consent_record: "%7B%7D" }, visitor)).not.toBe(plain);
    const phone = { ...visitor, device: deviceFlags("Mozilla/5.0 (iPhone) Safari/604.1") };
    expect(documentVariant({}, phone)).not.toBe(plain);
    expect(documentVariant({ [releaseKeyCookie]: "k".repeat(22) }, visitor)).toBe(plain);
  });
});

describe("documentCacheKey", () => {
  it("differs by slice version, data version, query and path", () => {
    const base = key();
    expect(key({ slices: [{ name: "shell", version: "cccccccccccc" }] })).not.toBe(base);
    expect(key({ dataVersions: [["mfe-catalog", "8"]] })).not.toBe(base);
    expect(key({ query: { page: "2" } })).not.toBe(base);
    expect(key({ path: "/de/kueche/" })).not.toBe(base);
    expect(key({ query: { b: "1", a: "2" } })).toBe(key({ query: { a: "2", b: "1" } }));
  });

  it("tells a page's document and its data for the shell's navigation apart (decision 0063)", () => {
    expect(key({ kind: "payload" })).not.toBe(key());
  });

  it("is dropped by the fragment cache's data invalidation, as a document and as data", () => {
    for (const kind of ["document", "payload"] as const) {
      expect(renderedFromOtherData("mfe-catalog", "8")(key({ kind }))).toBe(true);
      expect(renderedFromOtherData("mfe-catalog", "7")(key({ kind }))).toBe(false);
    }
  });

  it("cannot be forged by a path or query that looks like another part", () => {
    const forged = key({ path: '/de/","x"]|data:mfe-catalog=7|' });
    expect(forged).not.toBe(key());
    expect(key({ query: { a: "1|b" } })).not.toBe(key({ query: { a: "1", b: "" } }));
  });
});
