import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  listingHref,
  listingQueryKeys,
  listingSearch,
  parseListingQuery,
  searchApiQuery,
  withoutFilters,
} from "./listing-query.ts";

describe("parseListingQuery", () => {
  it("defaults to page 1 and the spec's default sort Relevancy:desc", () => {
    expect(parseListingQuery({})).toEqual({
      q: "",
      sale: false,
      isNew: false,
      sort: "Relevancy:desc",
      page: 1,
    });
  });

  it("reads the whitelisted filter names and ignores malformed values", () => {
    const listing = parseListingQuery({
      q: "  Handtuch ",
      brands: "Wohnfein",
      colors: "blau",
      sizes: "M",
      priceFrom: "20",
      priceTo: "abc",
      sale: "true",
      filter: "new",
      sort: "price:asc",
      page: "3",
    });
    expect(listing).toMatchObject({
      q: "Handtuch",
      brands: "Wohnfein",
      colors: "blau",
      sizes: "M",
      priceFrom: 20,
      sale: true,
      isNew: true,
      sort: "price:asc",
      page: 3,
    });
    expect(listing.priceTo).toBeUndefined();
  });

  it("falls back for an unknown sort and an impossible page, and swaps a reversed price range", () => {
    const listing = parseListingQuery({ sort: "cheap", page: "0", priceFrom: "50", priceTo: "10" });
    expect(listing.sort).toBe("Relevancy:desc");
    expect(listing.page).toBe(1);
    expect([listing.priceFrom, listing.priceTo]).toEqual([10, 50]);
    expect(parseListingQuery({ page: "10001" }).page).toBe(1);
    expect(parseListingQuery({ page: "2.5" }).page).toBe(1);
  });
});

describe("listingQueryKeys (the listings' cache parameters)", () => {
  const full: Record<string, string> = {
    q: "Handtuch",
    category: "bad",
    brands: "Wohnfein",
    colors: "blau",
    sizes: "M",
    priceFrom: "20",
    priceTo: "80",
    sale: "true",
    filter: "new",
    sort: "price:asc",
    page: "3",
  };

  it("leaves out only parameters the listing does not read", () => {
    const withJunk = { ...full, utm_source: "mail", x: "1", view: "grid" };
    const declared = Object.fromEntries(
      Object.entries(withJunk).filter(([key]) =>
        (listingQueryKeys as readonly string[]).includes(key),
      ),
    );
    expect(parseListingQuery(declared)).toEqual(parseListingQuery(withJunk));
  });

  it("names none the listing does not read", () => {
    for (const key of listingQueryKeys) {
      const { [key]: _left, ...without } = full;
      expect(parseListingQuery(without), key).not.toEqual(parseListingQuery(full));
    }
  });
});

describe("searchApiQuery", () => {
  it("maps the page's names to the API's, prices to cents, and asks 24 per page", () => {
    const api = searchApiQuery(
      parseListingQuery({ q: "Vase", colors: "blau", priceTo: "30", sale: "true", filter: "new" }),
      "de-de",
    );
    expect(Object.fromEntries(api)).toEqual({
      locale: "de-de",
      q: "Vase",
      colour: "blau",
      priceTo: "3000",
      sale: "true",
      new: "true",
      sort: "Relevancy:desc",
      page: "1",
      perPage: "24",
    });
  });

  it("uses a category page's own category", () => {
    const api = searchApiQuery(parseListingQuery({ category: "other" }), "fr-fr", "nappes");
    expect(api.get("category")).toBe("nappes");
  });
});

describe("listing addresses", () => {
  const listing = parseListingQuery({ q: "Kissen", brands: "Wohnfein", page: "4" });

  it("leave defaults out of the query", () => {
    expect(listingSearch(parseListingQuery({}))).toBe("");
    expect(listingSearch(listing)).toBe("?q=Kissen&brands=Wohnfein&page=4");
  });

  it("go back to page 1 on a filter or sort change and keep the page on a page change", () => {
    expect(listingHref("/de/suche/", listing, { colors: "rot" })).toBe(
      "/de/suche/?q=Kissen&brands=Wohnfein&colors=rot",
    );
    expect(listingHref("/de/suche/", listing, { sort: "price:desc" })).toBe(
      "/de/suche/?q=Kissen&brands=Wohnfein&sort=price%3Adesc",
    );
    expect(listingHref("/de/suche/", listing, { page: 5 })).toBe(
      "/de/suche/?q=Kissen&brands=Wohnfein&page=5",
    );
  });

  it("clear one filter, or all of them keeping the text", () => {
    expect(listingHref("/de/suche/", listing, { brands: undefined })).toBe("/de/suche/?q=Kissen");
    const filtered = parseListingQuery({ q: "x", sizes: "M", sale: "true", priceFrom: "5" });
    expect(activeFilterCount(filtered)).toBe(3);
    expect(activeFilterCount(withoutFilters(filtered))).toBe(0);
    expect(listingSearch(withoutFilters(filtered))).toBe("?q=x");
  });
});
