import { Hono } from "hono";
import { microFrontends } from "@shop/shared";
import type { ArtefactStore } from "../composition/artefact-store.ts";

/** `GET /healthz`: 200 with the live version of every slice once the edge can serve them. */
export function healthRoutes(store: ArtefactStore): Hono {
  const app = new Hono();
  app.get("/", async (c) => {
    const results = await Promise.allSettled(microFrontends.map((name) => store.live(name)));
    const slices: Record<string, string | null> = {};
    results.forEach((result, index) => {
      slices[microFrontends[index] ?? ""] =
        result.status === "fulfilled" ? result.value.version : null;
    });
    const ready = results.every((result) => result.status === "fulfilled");
    return c.json({ status: ready ? "ok" : "unavailable", slices }, ready ? 200 : 503);
  });
  return app;
}
