import { HTTPException } from "hono/http-exception";

export const searchSorts = ["Relevancy:desc", "price:asc", "price:desc", "newest:desc"] as const;
export type SearchSort = (typeof searchSorts)[number];

/** A listing or search request (catalogue spec point 9: default sort Relevancy:desc). */
export interface SearchParams {
  readonly query: string;
  readonly category?: string;
  readonly brand?: string;
  readonly colour?: string;
  readonly size?: string;
  readonly priceFrom?: number;
  readonly priceTo?: number;
  readonly sale: boolean;
  readonly isNew: boolean;
  readonly sort: SearchSort;
  readonly page: number;
  readonly perPage: number;
}

const known = new Set([
  "locale",
  "q",
  "category",
  "brand",
  "colour",
  "size",
  "priceFrom",
  "priceTo",
  "sale",
  "new",
  "sort",
  "page",
  "perPage",
]);

function cents(query: Readonly<Record<string, string>>, name: string): number | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}$/.test(raw))
    throw new HTTPException(400, { message: `${name} must be an amount in cents` });
  return Number(raw);
}

function flag(query: Readonly<Record<string, string>>, name: string): boolean {
  const raw = query[name];
  if (raw === undefined || raw === "false") return false;
  if (raw === "true") return true;
  throw new HTTPException(400, { message: `${name} must be true or false` });
}

function text(
  query: Readonly<Record<string, string>>,
  name: string,
  max: number,
): string | undefined {
  const raw = query[name];
  if (raw === undefined || raw === "") return undefined;
  if (raw.length > max)
    throw new HTTPException(400, { message: `${name} is at most ${max} characters` });
  return raw;
}

/** Reads and checks a search query; anything unknown or malformed is a 400 with a message. */
export function parseSearchParams(query: Readonly<Record<string, string>>): SearchParams {
  for (const name of Object.keys(query)) {
    if (!known.has(name))
      throw new HTTPException(400, { message: `${name} is not a search parameter` });
  }
  const sort = query.sort ?? "Relevancy:desc";
  if (!(searchSorts as readonly string[]).includes(sort)) {
    throw new HTTPException(400, { message: `sort must be one of ${searchSorts.join(", ")}` });
  }
  const page = Number(query.page ?? "1");
  const perPage = Number(query.perPage ?? "24");
  if (!Number.isInteger(page) || page < 1 || page > 10_000) {
    throw new HTTPException(400, { message: "page must be a whole number from 1 to 10000" });
  }
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 96) {
    throw new HTTPException(400, { message: "perPage must be a whole number from 1 to 96" });
  }
  const priceFrom = cents(query, "priceFrom");
  const priceTo = cents(query, "priceTo");
  if (priceFrom !== undefined && priceTo !== undefined && priceFrom > priceTo) {
    throw new HTTPException(400, { message: "priceFrom must not be above priceTo" });
  }
  const params: SearchParams = {
    query: (text(query, "q", 100) ?? "").trim(),
    category: text(query, "category", 60),
    brand: text(query, "brand", 60),
    colour: text(query, "colour", 30),
    size: text(query, "size", 30),
    priceFrom,
    priceTo,
    sale: flag(query, "sale"),
    isNew: flag(query, "new"),
    sort: sort as SearchSort,
    page,
    perPage,
  };
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  ) as SearchParams;
}
