import fs from "node:fs/promises";
import { serializeEnvelope } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { seededTestDatabase } from "../db/test-databases.ts";
import { shopRegistry } from "../edge-sources.ts";
import { embeddedDsn } from "../monitoring/monitoring-config.ts";
import { formatAnswer } from "./cli-format.ts";
import type { SliceHealthReport } from "./version-health.ts";
import { adminHeaders, releaseTestEdge, temporaryArtefactDir } from "./testing/release-edge.ts";

const artefactDir = temporaryArtefactDir();
let database: Awaited<ReturnType<typeof seededTestDatabase>>;
let edge: ReturnType<typeof releaseTestEdge>;

beforeAll(async () => {
  database = await seededTestDatabase("pglite", 10, shopRegistry(loadConfig({})).shops);
  edge = releaseTestEdge({ db: database.db, artefactDir, environment: "health-view" });
});
afterAll(async () => {
  await edge.monitoring.health.stop();
  await database.dispose();
  await fs.rm(artefactDir, { recursive: true, force: true });
});

describe("health per slice version", () => {
  it("shows page views and errors of the live version through the API and on the release page", async () => {
    for (let view = 0; view < 3; view += 1) {
      await edge.app.request("/de/", { headers: { host: "localhost" } });
    }
    const status = await edge.app.request("/api/release/status", { headers: adminHeaders() });
    const { slices } = (await status.json()) as { slices: { mfe: string; version: string }[] };
    const live = slices.find((slice) => slice.mfe === "mfe-catalog")?.version ?? "";
    const event = {
      tags: { slice: "mfe-catalog", slice_version: live },
      exception: {
        values: [
          {
            type: "TypeError",
            value: "price is undefined",
            stacktrace: {
              frames: [
                {
                  function: "renderPrice",
                  filename: `/_mfe/mfe-catalog/${live}/a.js`,
                  lineno: 3,
                  colno: 9,
                },
              ],
            },
          },
        ],
      },
    };
    const sent = await edge.app.request("/api/monitoring/envelope", {
      method: "POST",
      headers: { host: "localhost", "content-type": "application/x-sentry-envelope" },
      body: serializeEnvelope({ dsn: embeddedDsn }, [{ type: "event", payload: event }]),
    });
    expect(sent.status).toBe(200);
    await edge.monitoring.health.flush();

    const answer = await edge.app.request("/api/release/health/mfe-catalog", {
      headers: adminHeaders(),
    });
    const { health } = (await answer.json()) as { health: SliceHealthReport[] };
    expect(health).toHaveLength(1);
    expect(health[0]?.live?.current).toMatchObject({ version: live, pageViews: 3 });
    expect(health[0]?.live?.current.errors).toBeGreaterThanOrEqual(1);
    expect(health[0]?.canary).toBeNull();

    const page = await (await edge.app.request("/_release/", { headers: adminHeaders() })).text();
    expect(page).toContain('<h2 id="health-heading">Health</h2>');
    expect(page).toMatch(
      new RegExp(
        `<th scope="row">mfe-catalog</th><td>live</td><td><code>${live}</code></td><td>3</td>`,
      ),
    );
    expect(page).toContain("browser: TypeError: price is undefined");
    expect(page).toContain(`at renderPrice (/_mfe/mfe-catalog/${live}/a.js:3:9)`);
  });

  it("shows the live version's web-vitals p75 from the performance beacon, in the API, on the page and in the CLI", async () => {
    const status = await edge.app.request("/api/release/status", { headers: adminHeaders() });
    const { slices } = (await status.json()) as { slices: { mfe: string; version: string }[] };
    const live = slices.find((slice) => slice.mfe === "mfe-catalog")?.version ?? "";
    for (const [lcp, inp, cls] of [
      [1800, 120, 0.01],
      [2400, 200, 0.05],
      [3000, 90, 0.2],
    ] as const) {
      const beacon = await edge.app.request("/api/consent/vitals/", {
        method: "POST",
        headers: { host: "localhost", "content-type": "application/json" },
        body: JSON.stringify({
          pageType: "product",
          locale: "de-de",
          path: "/de/p/sofa/",
          versions: { "mfe-catalog": live },
          metrics: [
            { name: "LCP", value: lcp },
            { name: "INP", value: inp },
            { name: "CLS", value: cls },
            { name: "TTFB", value: 80 },
          ],
        }),
      });
      expect(beacon.status, await beacon.clone().text()).toBe(204);
    }

    const answer = await edge.app.request("/api/release/health/mfe-catalog", {
      headers: adminHeaders(),
    });
    const { health } = (await answer.json()) as { health: SliceHealthReport[] };
    // Nearest-rank p75 of three samples: the third smallest.
    expect(health[0]?.vitals.live).toEqual([
      { pageType: "product", metric: "LCP", current: { p75: 3000, samples: 3 } },
      { pageType: "product", metric: "INP", current: { p75: 200, samples: 3 } },
      { pageType: "product", metric: "CLS", current: { p75: 0.2, samples: 3 } },
    ]);

    const page = await (await edge.app.request("/_release/", { headers: adminHeaders() })).text();
    expect(page).toContain(
      `<th scope="row">mfe-catalog</th><td>live</td><td><code>${live}</code></td><td>product</td><td>LCP</td><td>3000 ms</td><td>3</td>`,
    );
    expect(page).toContain("<td>CLS</td><td>0.200</td>");
    expect(formatAnswer("health", { health })).toContain("product LCP p75 3000 ms over 3 samples");
  });
});
