import http from "node:http";
import type { AddressInfo } from "node:net";
import { serializeEnvelope } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import type { TestDatabase } from "@shop/shared/testing";
import { seededTestDatabase } from "../db/test-databases.ts";
import { builtVersionFolder } from "../release/testing/derived-version.ts";
import { shopRegistry } from "../edge-sources.ts";
import { testEdge, throwingRenderer } from "../testing/edge-fixture.ts";
import { embeddedDsn, loadMonitoringConfig } from "./monitoring-config.ts";

const envelopePath = "/api/monitoring/envelope";
const cms = builtVersionFolder("mfe-cms").version;

/** An error event as the shell's client sends it: tagged with its slice version. */
const event = (overrides: Record<string, unknown> = {}) => ({
  event_id: "0123456789abcdef0123456789abcdef",
  level: "error",
  release: `mfe-cms@${cms}`,
  tags: {
    slice: "mfe-cms",
    slice_version: cms,
    shop: "home-de",
    locale: "de-de",
    page_type: "home",
  },
  exception: { values: [{ type: "TypeError", value: "x is undefined for anna@example.de" }] },
  user: { email: "anna@example.de" },
  ...overrides,
});

const envelope = (payload: unknown = event(), dsn = embeddedDsn) =>
  serializeEnvelope({ dsn, event_id: "0123456789abcdef0123456789abcdef" }, [
    { type: "event", payload },
  ]);

/** A POST as the shell's Sentry client sends it from a shop page. */
const post = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  body,
  headers: {
    host: "localhost:3000",
    origin: "http://localhost:3000",
    "sec-fetch-site": "same-origin",
    "content-type": "application/x-sentry-envelope",
    ...headers,
  },
});

/** The environment @hono/node-server passes: the socket the request came in on. */
const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

let database: TestDatabase;
beforeAll(async () => {
  database = await seededTestDatabase("pglite", 10, shopRegistry(loadConfig({})).shops);
});
afterAll(() => database.dispose());

/** An edge over this file's database, in an environment of its own (counts start at zero). */
async function edgeIn(
  environment: string,
  monitoring: Partial<ReturnType<typeof loadMonitoringConfig>> = {},
) {
  const base = loadConfig({});
  return testEdge({
    db: database.db,
    config: {
      release: { ...base.release, environment },
      monitoring: { ...base.monitoring, ...monitoring },
    },
  });
}

describe("POST /api/monitoring/envelope", () => {
  it("stores a page's error for its slice version, without personal data, and counts it", async () => {
    const edge = await edgeIn("tunnel-store");
    const response = await edge.app.request(envelopePath, post(envelope()));
    expect(response.status).toBe(200);
    const [stored] = await edge.monitoring.store.latest("mfe-cms", cms, 10);
    expect(stored?.message).toBe("TypeError: x is undefined for [removed]");
    expect(JSON.stringify(stored?.event)).not.toContain("anna@example.de");
    expect(stored?.event).not.toHaveProperty("user");
    await edge.monitoring.health.flush();
    const [health] = await edge.monitoring.health.read("mfe-cms", [cms]);
    expect(health).toEqual({ version: cms, pageViews: 0, errors: 1, loadFailures: 0 });
  });

  it("counts a fragment's load failure apart from its errors", async () => {
    const edge = await edgeIn("tunnel-load");
    const loadFailure = event({ tags: { ...event().tags, phase: "load" } });
    expect((await edge.app.request(envelopePath, post(envelope(loadFailure)))).status).toBe(200);
    await edge.monitoring.health.flush();
    const [health] = await edge.monitoring.health.read("mfe-cms", [cms]);
    expect(health).toMatchObject({ errors: 0, loadFailures: 1 });
  });

  it("refuses other projects, unknown versions, untagged events and non-envelopes with 400", async () => {
    const edge = await edgeIn("tunnel-refused");
    const refused = [
      envelope(event(), "https://other@monitoring.localhost/1"),
      envelope(event(), "https://wohnfein@monitoring.localhost/2"),
      envelope(event(), "not a dsn"),
      envelope(event({ tags: { slice: "mfe-cms", slice_version: "0123456789ab" } })),
      envelope(event({ tags: { slice: "somebody", slice_version: cms } })),
      envelope(event({ tags: {} })),
      "hello",
      `{"dsn":"${embeddedDsn}"}\n{"type":"event","length":500}\n{}`,
    ];
    for (const body of refused) {
      const response = await edge.app.request(envelopePath, post(body));
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
    expect(await edge.monitoring.store.latest("mfe-cms", cms, 10)).toEqual([]);
  });

  it("refuses envelopes from other sites with 403", async () => {
    const edge = await edgeIn("tunnel-sites");
    for (const headers of [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example", "sec-fetch-site": "same-origin" },
    ]) {
      expect((await edge.app.request(envelopePath, post(envelope(), headers))).status).toBe(403);
    }
    expect(await edge.monitoring.store.latest("mfe-cms", cms, 10)).toEqual([]);
  });

  it("refuses an envelope over the size bound with 413 and Connection: close", async () => {
    const edge = await edgeIn("tunnel-size", { maxEnvelopeBytes: 2048 });
    const big = envelope(event({ extra: { note: "x".repeat(3000) } }));
    const response = await edge.app.request(envelopePath, post(big));
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await edge.monitoring.store.latest("mfe-cms", cms, 10)).toEqual([]);
  });

  it("keeps at most the configured number of events per version, the newest", async () => {
    const edge = await edgeIn("tunnel-count", { maxEventsPerVersion: 3 });
    for (let index = 0; index < 5; index += 1) {
      const numbered = event({
        exception: { values: [{ type: "Error", value: `number ${index}` }] },
      });
      expect((await edge.app.request(envelopePath, post(envelope(numbered)))).status).toBe(200);
    }
    const kept = await edge.monitoring.store.latest("mfe-cms", cms, 10);
    expect(kept.map((stored) => stored.message)).toEqual([
      "Error: number 4",
      "Error: number 3",
      "Error: number 2",
    ]);
    await edge.monitoring.health.flush();
    expect((await edge.monitoring.health.read("mfe-cms", [cms]))[0]?.errors).toBe(5);
  });

  it("limits each client: over its burst 429 with Retry-After, other clients unaffected", async () => {
    const edge = await edgeIn("tunnel-rate", { perClient: { burst: 3, perSecond: 0.5 } });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await edge.app.request(
        envelopePath,
        post(envelope()),
        fromAddress("203.0.113.7"),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await edge.app.request(
      envelopePath,
      post(envelope()),
      fromAddress("203.0.113.7"),
    );
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const other = await edge.app.request(
      envelopePath,
      post(envelope()),
      fromAddress("198.51.100.2"),
    );
    expect(other.status).toBe(200);
    expect(await edge.monitoring.store.latest("mfe-cms", cms, 10)).toHaveLength(4);
  });

  it("forwards to Sentry when a DSN is configured, without personal data, storing nothing", async () => {
    const received: { path: string; body: string }[] = [];
    const sentry = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        received.push({ path: request.url ?? "", body });
        response.end("{}");
      });
    });
    await new Promise<void>((resolve) => sentry.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = sentry.address() as AddressInfo;
      const dsn = `http://publickey@127.0.0.1:${port}/42`;
      const edge = await edgeIn("tunnel-forward", loadMonitoringConfig({ SHOP_SENTRY_DSN: dsn }));
      const response = await edge.app.request(envelopePath, post(envelope(event(), dsn)));
      expect(response.status).toBe(200);
      expect(received.map((request) => request.path)).toEqual(["/api/42/envelope/"]);
      expect(received[0]?.body).toContain(`"slice_version":"${cms}"`);
      expect(received[0]?.body).not.toContain("anna@example.de");
      expect(await edge.monitoring.store.latest("mfe-cms", cms, 10)).toEqual([]);
    } finally {
      sentry.close();
    }
  });
});

describe("server-side failures", () => {
  it("are reported as events of the slice version, and page views are counted per version", async () => {
    const base = loadConfig({});
    const edge = await testEdge({
      db: database.db,
      changes: { "mfe-cms": throwingRenderer },
      config: { release: { ...base.release, environment: "tunnel-server" } },
    });
    const page = await edge.app.request("/de/", { headers: { host: "localhost:3000" } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(
      `"monitoring":{"dsn":"${embeddedDsn}","environment":"tunnel-server","pageType":"home"}`,
    );
    await expect.poll(() => edge.monitoring.store.latest("mfe-cms", cms, 10)).not.toEqual([]);
    const [stored] = await edge.monitoring.store.latest("mfe-cms", cms, 10);
    expect(stored).toMatchObject({ source: "server", message: "Error: injected failure" });
    expect(stored?.event).toMatchObject({
      release: `mfe-cms@${cms}`,
      tags: {
        slice: "mfe-cms",
        slice_version: cms,
        shop: "home-de",
        locale: "de-de",
        page_type: "home",
      },
    });
    await edge.monitoring.health.flush();
    const [health] = await edge.monitoring.health.read("mfe-cms", [cms]);
    expect(health?.pageViews).toBe(1);
    expect(health?.errors).toBeGreaterThanOrEqual(1);
  });
});
