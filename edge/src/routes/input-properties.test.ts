// Issue 16, tests: random percent-encodings, dot segments, backslashes and control characters sent
// to every route family never cause a 5xx, and no redirect leaves the shop (decision 0029).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testEdge } from "../testing/edge-fixture.ts";

const { app } = await testEdge();

/** The one external origin the shop's redirects name (the rules file and the demo table). */
const configuredOrigins = ["https://magazin.wohnfein.example"];

// Addresses are built from segments and separators, so that a dot segment, an empty segment and
// an encoded slash meet often: `..%2F%2Fevil.example` is one of many such meetings.
const dotSegment = fc.constantFrom("..", ".", "%2e%2e", "%2E%2E", "%2e.", ".%2E");
const separator = fc.constantFrom("/", "%2F", "%2f", "%5C", "%5c", "\\");
const badEncoding = fc.oneof(
  fc.constantFrom(
    "%00",
    "%01",
    "%09",
    "%0A",
    "%0D",
    "%1F",
    "%7F",
    "%",
    "%2",
    "%zz",
    "%25",
    "%C3",
    "%E0%A4%A",
    "%ED%A0%80",
    "%3F",
    "%23",
    "%26",
    "%3D",
    "+",
    "%20",
    "@",
    "https:",
  ),
  fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, "0")}`),
);
const word = fc.oneof(
  fc.constantFrom("evil.example", "Küche", "K%C3%BCche", "x", "1000000-0.webp"),
  fc.string({ maxLength: 6 }).map(encodeURIComponent),
);
const segment = fc.oneof(
  { arbitrary: dotSegment, weight: 3 },
  { arbitrary: fc.constant(""), weight: 3 },
  { arbitrary: word, weight: 3 },
  { arbitrary: badEncoding, weight: 2 },
  { arbitrary: fc.tuple(word, badEncoding).map(([a, b]) => `${a}${b}`), weight: 1 },
);
const nastyText = fc
  .array(fc.tuple(separator, segment), { minLength: 1, maxLength: 4 })
  .map((pairs) => pairs.map(([between, part], index) => (index ? between : "") + part).join(""));

const query = fc
  .array(
    fc.tuple(fc.constantFrom("q", "brand", "locale", "width", "returnTo", "page"), nastyText),
    { maxLength: 3 },
  )
  .map((pairs) =>
    pairs.length ? `?${pairs.map(([name, value]) => `${name}=${value}`).join("&")}` : "",
  );

/** What a response may be: 2xx, a redirect on the shop or a configured origin, or 4xx. */
function expectHandled(response: Response, host: string, address: string): void {
  expect(response.status, address).toBeLessThan(500);
  if (response.status < 300 || response.status >= 400) return;
  const location = response.headers.get("location") ?? "";
  const said = `${address} → ${location}`;
  const base = `http://${host}/`;
  const origin = URL.canParse(location, base) ? new URL(location, base).origin : "no address";
  expect([`http://${host}`, ...configuredOrigins], said).toContain(origin);
  const rawPath = location.replace(/^https?:\/\/[^/]*/, "").split(/[?#]/)[0] ?? "";
  expect(rawPath, said).not.toMatch(/^\/[/\\]|\\|%5c/i);
  const segments = rawPath
    .split("/")
    .flatMap((segment) => decodeURIComponentOr(segment).split("/"));
  expect(segments, said).not.toContain("..");
  expect(segments, said).not.toContain(".");
}

/** Sends a random address below each of a family's prefixes, on the host that serves it. */
async function probeFamily(
  prefixes: readonly (readonly [host: string, prefix: string])[],
  numRuns = 120,
) {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...prefixes),
      nastyText,
      fc.boolean(),
      query,
      async ([host, prefix], rest, slash, search) => {
        const address = `${prefix}${rest}${slash ? "/" : ""}${search}`;
        const response = await app.request(`http://${host}${address}`, { headers: { host } });
        expectHandled(response, host, address);
      },
    ),
    { numRuns },
  );
}

describe("random addresses in every route family", () => {
  it("pages in each language", () =>
    probeFamily([
      ["localhost", "/de/"],
      ["localhost", "/de/p/"],
      ["localhost", "/de/suche/"],
      ["localhost", "/de/konto/"],
      ["fr.localhost", "/fr/"],
      ["fr.localhost", "/fr/esp%C3%A8ces/"],
      ["nl.localhost", "/nl/"],
      ["be.baby.localhost", "/nl/"],
      ["localhost", "/"],
    ]));

  it("redirect-rule prefixes and the redirect table", () =>
    probeFamily(
      [
        ["localhost", "/de/shop/"],
        ["fr.localhost", "/fr/boutique/"],
        ["nl.localhost", "/nl/winkel/"],
        ["localhost", "/de/magazin/"],
        ["localhost", "/de/herbst-sale/"],
      ],
      200,
    ));

  it("the shop's calls", () =>
    probeFamily([
      ["localhost", "/api/shop/search/"],
      ["localhost", "/api/shop/redirect/"],
      ["localhost", "/api/shop/product/"],
      ["localhost", "/api/shop/config/"],
      ["localhost", "/api/shop/navigation/"],
      ["localhost", "/api/shop/recommendations/"],
      ["localhost", "/api/shop/basket/"],
      ["localhost", "/api/shop/wishlist/"],
      ["localhost", "/api/cms/"],
      ["localhost", "/api/user/"],
      ["localhost", "/api/telemetry/"],
      ["localhost", "/optimization/"],
    ]));

  it("images, assets and site files", () =>
    probeFamily([
      ["localhost", "/images/home/"],
      ["localhost", "/images/"],
      ["localhost", "/_mfe/shell/"],
      ["localhost", "/_mfe/"],
      ["localhost", "/robots.txt"],
      ["localhost", "/sitemap.xml"],
      ["localhost", "/healthz"],
    ]));

  it("JSON bodies of the shop's writes", async () => {
    const text = fc.oneof(
      nastyText.map((encoded) => decodeURIComponentOr(encoded)),
      fc.string({ unit: "binary", maxLength: 8 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "/api/mcs/selfi/newsletter/",
          "/api/shop/basket/addItem/",
          "/api/shop/wishlist/addItem/",
          "/api/user/auth/send-reset-email/",
          "/optimization/view",
        ),
        fc.dictionary(fc.constantFrom("name", "email", "itemId", "shopId", "a\u0000"), text),
        async (path, body) => {
          const response = await app.request(`http://localhost${path}?locale=de-de`, {
            method: "POST",
            headers: { host: "localhost", "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          expectHandled(response, "localhost", `${path} ${JSON.stringify(body)}`);
        },
      ),
      { numRuns: 60 },
    );
  });
});

/** The decoded text of a random encoding, or the encoding itself when it decodes to nothing. */
function decodeURIComponentOr(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}
