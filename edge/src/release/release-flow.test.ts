import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testCatalogueDatabase } from "../testing/test-catalogue.ts";
import { VersionExists } from "./artefact-bucket.ts";
import { FolderArtefactBucket } from "./artefact-bucket.ts";
import { publishVersion } from "./publish.ts";
import {
  bestsellerHeading,
  builtVersionFolder,
  catalogueWithNewHeading,
  deriveVersion,
  requireOtherReact,
} from "./testing/derived-version.ts";
import {
  adminHeaders,
  catalogueReleaseEdge,
  temporaryArtefactDir,
} from "./testing/release-edge.ts";

const artefactDir = temporaryArtefactDir();
const bucket = new FolderArtefactBucket(artefactDir);
const heading = bestsellerHeading();
const v2Heading = `${heading} – Version 2`;
let v1 = "";
let v2 = "";
let oldReact = "";

/** An edge with a registry environment of its own, over the shared test catalogue. */
async function edge() {
  return catalogueReleaseEdge("flow", { artefactDir });
}

type TestEdge = Awaited<ReturnType<typeof edge>>;

async function post(app: TestEdge["app"], verb: string, body: unknown) {
  const response = await app.request(`/api/release/${verb}`, {
    method: "POST",
    headers: { ...adminHeaders(), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The catalogue version a home page was composed with, and its visible heading. */
async function homePage(app: TestEdge["app"], cookie?: string) {
  const response = await app.request("/de/", {
    headers: { host: "localhost", ...(cookie ? { cookie } : {}) },
  });
  const html = await response.text();
  const version =
    /data-fragment="mfe-catalog\/recommendationSlider" data-version="([0-9a-f]{12})"/.exec(
      html,
    )?.[1];
  return { response, html, version };
}

/** The catalogue's history for all shops, newest first, as the admin API answers it. */
async function history(app: TestEdge["app"]) {
  const answer = (await (
    await app.request("/api/release/history/mfe-catalog?shop=", { headers: adminHeaders() })
  ).json()) as {
    history: {
      action: string;
      fromVersion: string | null;
      toVersion: string | null;
      actor: string;
      why: string;
    }[];
  };
  return answer.history.map(({ action, fromVersion, toVersion, actor, why }) => ({
    action,
    fromVersion,
    toVersion,
    actor,
    why,
  }));
}

beforeAll(async () => {
  // Seeding the shared test catalogue is the slow part on a busy machine: do it here, under the
  // hook's time limit, not inside the first test.
  await testCatalogueDatabase();
  const scratch = `${artefactDir}-scratch`;
  const { built, derived } = await catalogueWithNewHeading(scratch, v2Heading);
  v1 = built.version;
  v2 = derived.version;
  oldReact = (
    await deriveVersion({
      from: built.folder,
      into: scratch,
      edit: (file, text) => requireOtherReact(file, text, "18.3.1"),
      shared: { react: "18.3.1", "react/jsx-runtime": "18.3.1" },
    })
  ).version;
  await publishVersion(bucket, "mfe-catalog", built.folder);
  await publishVersion(bucket, "mfe-catalog", `${scratch}/${v2}`);
  await publishVersion(bucket, "mfe-catalog", `${scratch}/${oldReact}`);
}, 180_000);

afterAll(async () => {
  await fs.rm(artefactDir, { recursive: true, force: true });
  await fs.rm(`${artefactDir}-scratch`, { recursive: true, force: true });
});

describe("publishing", () => {
  it("stores a version once and refuses to publish it again", async () => {
    expect((await bucket.versions("mfe-catalog")).map((one) => one.version).sort()).toEqual(
      [v1, v2, oldReact].sort(),
    );
    await expect(
      publishVersion(bucket, "mfe-catalog", builtVersionFolder("mfe-catalog").folder),
    ).rejects.toBeInstanceOf(VersionExists);
  });

  it("refuses a folder whose content does not match its version", async () => {
    const scratch = `${artefactDir}-scratch`;
    const tampered = `${scratch}/tampered`;
    await fs.cp(`${scratch}/${v2}`, tampered, { recursive: true });
    await fs.appendFile(`${tampered}/server/renderer.js`, "\n// changed after the build\n");
    await expect(publishVersion(bucket, "mfe-catalog", tampered)).rejects.toThrow(/content hashes/);
  });
});

describe("promote, rollback and canary", () => {
  it("records the build it starts with as live on a fresh registry, and serves it", async () => {
    const { app } = await edge();
    const page = await homePage(app);
    expect(page.response.status).toBe(200);
    expect(page.version).toBe(v1);
    expect(page.html).toContain(heading);
    expect(await history(app)).toEqual([
      { action: "adopt", fromVersion: null, toVersion: v1, actor: "edge", why: "first start" },
    ]);
  });

  it("switches the next page load to a promoted version, and back on rollback", async () => {
    const { app } = await edge();
    const promoted = await post(app, "promote", {
      mfe: "mfe-catalog",
      version: v2,
      why: "new heading",
    });
    expect(promoted.status).toBe(200);

    const after = await homePage(app);
    expect(after.version).toBe(v2);
    expect(after.html).toContain(v2Heading);
    expect(after.html).toContain(`/_mfe/mfe-catalog/${v2}/mf-manifest.json`);

    // The v2 browser build is served from the artefact store; v1's files stay served too.
    const manifest = await app.request(`/_mfe/mfe-catalog/${v2}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get("cache-control")).toBe("public, no-cache");
    const entry = await app.request(`/_mfe/mfe-catalog/${v2}/remoteEntry.js`);
    expect(entry.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await app.request(`/_mfe/mfe-catalog/${v1}/remoteEntry.js`)).status).toBe(200);

    const rolledBack = await post(app, "rollback", { mfe: "mfe-catalog", why: "heading too long" });
    expect(rolledBack.status).toBe(200);
    const back = await homePage(app);
    expect(back.version).toBe(v1);
    expect(back.html).not.toContain(v2Heading);

    expect(await history(app)).toEqual([
      {
        action: "rollback",
        fromVersion: v2,
        toVersion: v1,
        actor: "rita",
        why: "heading too long",
      },
      { action: "promote", fromVersion: v1, toVersion: v2, actor: "rita", why: "new heading" },
      { action: "adopt", fromVersion: null, toVersion: v1, actor: "edge", why: "first start" },
    ]);
    expect((await post(app, "rollback", { mfe: "mfe-catalog" })).status).toBe(409);
  });

  it("splits visitors over a 50 % canary and keeps each visitor on one version", async () => {
    const { app } = await edge();
    expect(
      (await post(app, "promote", { mfe: "mfe-catalog", version: v2, canary: 50 })).status,
    ).toBe(200);

    const first = await homePage(app);
    const setCookie = first.response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(
      /edge_release_key=[A-Za-z0-9_-]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/,
    );

    const seen = new Set<string>();
    for (let visitor = 0; visitor < 24; visitor++) {
      const cookie = `edge_release_key=visitor-key-${visitor}-abcdefgh`;
      const versions = new Set<string | undefined>();
      for (let load = 0; load < 3; load++) versions.add((await homePage(app, cookie)).version);
      expect(versions.size).toBe(1);
      seen.add([...versions][0] ?? "");
    }
    expect(seen).toEqual(new Set([v1, v2]));

    // Rolling back a canary ends it: everyone is on the stable version again.
    expect((await post(app, "rollback", { mfe: "mfe-catalog" })).status).toBe(200);
    for (let visitor = 0; visitor < 6; visitor++) {
      expect(
        (await homePage(app, `edge_release_key=visitor-key-${visitor}-abcdefgh`)).version,
      ).toBe(v1);
    }
  });

  it("refuses a version whose React range rejects the shell's React, and changes nothing", async () => {
    const { app } = await edge();
    const refused = await post(app, "promote", { mfe: "mfe-catalog", version: oldReact });
    expect(refused.status).toBe(422);
    expect(String(refused.body.error)).toMatch(/react \^18\.3\.1 does not accept the shell's 19\./);
    expect((await homePage(app)).version).toBe(v1);
    expect((await history(app)).map((line) => line.action)).toEqual(["adopt"]);
  });

  it("promotes per shop: the shop's own version wins, other shops keep the environment's", async () => {
    const { app } = await edge();
    expect(
      (await post(app, "promote", { mfe: "mfe-catalog", version: v2, shop: "home-be" })).status,
    ).toBe(200);
    expect((await homePage(app)).version).toBe(v1);
    const belgian = await app.request("/fr/", { headers: { host: "be.localhost" } });
    expect(await belgian.text()).toContain(`data-version="${v2}"`);
  });

  it("pins a scope: promotions and rollbacks are refused until it is unpinned", async () => {
    const { app } = await edge();
    expect((await post(app, "pin", { mfe: "mfe-catalog", why: "sale weekend" })).status).toBe(200);
    const refused = await post(app, "promote", { mfe: "mfe-catalog", version: v2 });
    expect(refused.status).toBe(409);
    expect(String(refused.body.error)).toMatch(/pinned .* by rita \(sale weekend\)/);
    expect((await post(app, "unpin", { mfe: "mfe-catalog" })).status).toBe(200);
    expect((await post(app, "promote", { mfe: "mfe-catalog", version: v2 })).status).toBe(200);
  });
});

describe("the admin API", () => {
  it("needs the admin token", async () => {
    const { app } = await edge();
    const anonymous = await app.request("/api/release/status");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
    const wrong = await app.request("/api/release/status", {
      headers: { authorization: "Bearer not-the-admin-token" },
    });
    expect(wrong.status).toBe(401);
    const bearer = await app.request("/api/release/status", {
      headers: { authorization: "Bearer test-admin-token-0123456789" },
    });
    expect(bearer.status).toBe(200);
  });

  it("answers bad input with a 400 and unknown things with a 404, changing nothing", async () => {
    const { app } = await edge();
    expect((await post(app, "promote", { mfe: "mfe-catalog", version: "latest" })).status).toBe(
      400,
    );
    expect((await post(app, "promote", { mfe: "mfe-nothing", version: v2 })).status).toBe(400);
    expect(
      (await post(app, "promote", { mfe: "mfe-catalog", version: v2, canary: 150 })).status,
    ).toBe(400);
    expect(
      (await post(app, "promote", { mfe: "mfe-catalog", version: "0123456789ab" })).status,
    ).toBe(404);
    expect(
      (await post(app, "promote", { mfe: "mfe-catalog", version: v2, shop: "home-xx" })).status,
    ).toBe(404);
    const status = (await (
      await app.request("/api/release/status", { headers: adminHeaders() })
    ).json()) as { slices: { mfe: string; source: string; version: string }[] };
    expect(status.slices.find((slice) => slice.mfe === "mfe-catalog")).toMatchObject({
      source: "registry",
      version: v1,
    });
    expect((await history(app)).map((line) => line.action)).toEqual(["adopt"]);
  });
});

describe("the release page", () => {
  it("shows what is live and rolls back with one same-origin form post", async () => {
    const { app } = await edge();
    await post(app, "promote", { mfe: "mfe-catalog", version: v2 });
    const page = await app.request("/_release/", { headers: adminHeaders() });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<code>${v2}</code>`);
    expect(html).toContain(
      'Roll back<span class="visually-hidden"> mfe-catalog for all shops</span>',
    );

    const form = { mfe: "mfe-catalog", shop: "" };
    const crossSite = await app.request("/_release/rollback", {
      method: "POST",
      headers: {
        ...adminHeaders(),
        host: "localhost",
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(form).toString(),
    });
    expect(crossSite.status).toBe(403);
    expect((await homePage(app)).version).toBe(v2);

    const rollback = await app.request("/_release/rollback", {
      method: "POST",
      headers: {
        ...adminHeaders(),
        host: "localhost",
        origin: "http://localhost",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(form).toString(),
    });
    expect(rollback.status).toBe(303);
    expect((await homePage(app)).version).toBe(v1);
  });
});
