// Helpers for slice tests: the built server renderer and requests to it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type {
  ApiFetch,
  FragmentRenderer,
  FragmentRequest,
  LayoutRenderer,
} from "../src/composition/renderer.ts";
import { shopContext, type Brand, type Country } from "../src/shops/shops.ts";
import type { Language } from "../src/i18n/languages.ts";

/** Imports the server module of a slice's last build (`npm run build` in the slice first). */
export async function builtServerModule<T extends FragmentRenderer | LayoutRenderer>(
  sliceRoot: string,
): Promise<T> {
  const dist = path.join(sliceRoot, "dist");
  const { version } = JSON.parse(readFileSync(path.join(dist, "current.json"), "utf8")) as {
    version: string;
  };
  const file = path.join(dist, "versions", version, "server", "renderer.js");
  return ((await import(pathToFileURL(file).href)) as { default: T }).default;
}

/** An API that answers each path from a table, 404 otherwise; records what was asked. */
export function fakeApi(
  answers: Readonly<Record<string, unknown>>,
): ApiFetch & { calls: string[] } {
  const calls: string[] = [];
  const fetchApi = (requestPath: string) => {
    calls.push(requestPath);
    const key = Object.keys(answers).find((prefix) => requestPath.startsWith(prefix));
    return Promise.resolve(
      key === undefined ? new Response("{}", { status: 404 }) : Response.json(answers[key]),
    );
  };
  return Object.assign(fetchApi, { calls });
}

/** A fragment request for a shop, with everything else defaulted. */
export function fragmentRequest(
  overrides: Partial<FragmentRequest> & {
    brand?: Brand;
    country?: Country;
    language?: Language;
  } = {},
): FragmentRequest {
  const { brand = "home", country = "de", language = "de", ...rest } = overrides;
  const shop = shopContext(brand, country, language);
  return {
    shop,
    path: `/${language}/`,
    route: "home",
    params: {},
    query: {},
    cookies: {},
    visitor: undefined,
    fetchApi: fakeApi({}),
    ...rest,
  };
}
