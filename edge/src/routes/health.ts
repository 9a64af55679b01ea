import { Hono } from "hono";
import { microFrontends } from "@shop/shared";
import type { ArtefactStore } from "../composition/artefact-store.ts";
import type { Readiness } from "../lifecycle/readiness.ts";

/** Each slice's live version, or null where the edge cannot serve the slice. */
async function liveSlices(store: ArtefactStore) {
  const results = await Promise.allSettled(microFrontends.map((name) => store.live(name)));
  const slices: Record<string, string | null> = {};
  results.forEach((result, index) => {
    slices[microFrontends[index] ?? ""] =
      result.status === "fulfilled" ? result.value.version : null;
  });
  return { slices, servable: results.every((result) => result.status === "fulfilled") };
}

/** `GET /healthz`: 200 with the live version of every slice once the edge can serve them. */
export function healthRoutes(store: ArtefactStore): Hono {
  const app = new Hono();
  app.get("/", async (c) => {
    const { slices, servable } = await liveSlices(store);
    return c.json({ status: servable ? "ok" : "unavailable", slices }, servable ? 200 : 503);
  });
  return app;
}

/**
 * `GET /readyz` (issue 25, point 1): what a load balancer checks. As `/healthz`, and 503
 * `draining` from the moment the instance was told to stop, so the balancer sends new requests
 * elsewhere while this one finishes what it has.
 */
export function readinessRoutes(store: ArtefactStore, readiness: Readiness): Hono {
  const app = new Hono();
  app.get("/", async (c) => {
    c.header("cache-control", "no-store");
    if (readiness.draining) return c.json({ status: "draining" }, 503);
    const { servable } = await liveSlices(store);
    return c.json({ status: servable ? "ready" : "unavailable" }, servable ? 200 : 503);
  });
  return app;
}
