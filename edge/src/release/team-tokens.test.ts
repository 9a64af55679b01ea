// Decision 0023: a team's token releases its own slice only; the admin token releases every slice.
import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testCatalogueDatabase } from "../testing/test-catalogue.ts";
import { FolderArtefactBucket } from "./artefact-bucket.ts";
import { publishVersion } from "./publish.ts";
import { callerToken } from "./release-client.ts";
import { loadReleaseConfig } from "./release-config.ts";
import { bestsellerHeading, builtVersionFolder, deriveVersion } from "./testing/derived-version.ts";
import {
  adminHeaders,
  catalogueReleaseEdge,
  temporaryArtefactDir,
  testAdminToken,
} from "./testing/release-edge.ts";

const artefactDir = temporaryArtefactDir();
const catalogueToken = "catalogue-team-token-0123456789";
const cmsToken = "content-team-token-0123456789";
let v2 = "";

async function edge() {
  const edge = await catalogueReleaseEdge("teams", {
    artefactDir,
    release: { teamTokens: { "mfe-catalog": catalogueToken, "mfe-cms": cmsToken } },
  });
  // The first page records every slice's build as live.
  await edge.app.request("/de/", { headers: { host: "localhost" } });
  return edge;
}

type Edge = Awaited<ReturnType<typeof edge>>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function post(app: Edge["app"], verb: string, body: unknown, headers = adminHeaders()) {
  const response = await app.request(`/api/release/${verb}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

async function history(app: Edge["app"], mfe: string) {
  const response = await app.request(`/api/release/history/${mfe}`, { headers: adminHeaders() });
  return ((await response.json()) as { history: { action: string; actor: string }[] }).history;
}

async function liveVersion(app: Edge["app"], mfe: string) {
  const response = await app.request("/api/release/status", { headers: adminHeaders() });
  const status = (await response.json()) as { slices: { mfe: string; version: string }[] };
  return status.slices.find((slice) => slice.mfe === mfe)?.version;
}

beforeAll(async () => {
  await testCatalogueDatabase();
  const built = builtVersionFolder("mfe-catalog");
  const heading = bestsellerHeading();
  const derived = await deriveVersion({
    from: built.folder,
    into: `${artefactDir}-scratch`,
    edit: (_, text) => text.replaceAll(heading, `${heading} (Team)`),
  });
  v2 = derived.version;
  await publishVersion(new FolderArtefactBucket(artefactDir), "mfe-catalog", derived.folder);
}, 180_000);

afterAll(async () => {
  await fs.rm(artefactDir, { recursive: true, force: true });
  await fs.rm(`${artefactDir}-scratch`, { recursive: true, force: true });
});

describe("team tokens", () => {
  it("let a team promote and roll back its own slice, recorded as that team", async () => {
    const { app } = await edge();
    const promoted = await post(
      app,
      "promote",
      { mfe: "mfe-catalog", version: v2, actor: "rita" },
      adminHeaders("carla", catalogueToken),
    );
    expect(promoted.status, promoted.body.error).toBe(200);
    expect(await liveVersion(app, "mfe-catalog")).toBe(v2);
    const rolledBack = await post(app, "rollback", { mfe: "mfe-catalog" }, bearer(catalogueToken));
    expect(rolledBack.status, rolledBack.body.error).toBe(200);
    expect((await history(app, "mfe-catalog")).map(({ action, actor }) => [action, actor])).toEqual(
      [
        ["rollback", "mfe-catalog team"],
        // A team token cannot claim to be someone else: the body's actor is not taken.
        ["promote", "carla (mfe-catalog team)"],
        ["adopt", "edge"],
      ],
    );
  });

  it("refuse another team's slice with 403 and a clear reason, changing nothing", async () => {
    const { app } = await edge();
    const before = await liveVersion(app, "mfe-catalog");
    for (const [verb, body] of [
      ["promote", { mfe: "mfe-catalog", version: v2 }],
      ["rollback", { mfe: "mfe-catalog" }],
      ["pin", { mfe: "mfe-catalog", why: "mine now" }],
      ["unpin", { mfe: "mfe-catalog" }],
    ] as const) {
      const refused = await post(app, verb, body, bearer(cmsToken));
      expect(refused.status, verb).toBe(403);
      expect(refused.body.error).toBe(
        "the mfe-cms team's token may release only mfe-cms; mfe-catalog needs its own team's token or the admin token",
      );
    }
    expect(await liveVersion(app, "mfe-catalog")).toBe(before);
    expect((await history(app, "mfe-catalog")).map((line) => line.action)).toEqual(["adopt"]);
  });

  it("leave every slice to the admin token", async () => {
    const { app } = await edge();
    expect((await post(app, "pin", { mfe: "mfe-cms", why: "freeze" })).status).toBe(200);
    expect((await post(app, "promote", { mfe: "mfe-catalog", version: v2 })).status).toBe(200);
    const access = await app.request("/api/release/access", { headers: adminHeaders() });
    expect(await access.json()).toMatchObject({ actor: "rita", admin: true });
  });

  it("say who a token is and what it may release, and refuse unknown tokens", async () => {
    const { app } = await edge();
    const access = await app.request("/api/release/access", { headers: bearer(catalogueToken) });
    expect(await access.json()).toEqual({
      actor: "mfe-catalog team",
      admin: false,
      slices: ["mfe-catalog"],
    });
    const status = await app.request("/api/release/status", { headers: bearer(cmsToken) });
    expect(status.status).toBe(200);
    const unknown = await app.request("/api/release/status", {
      headers: bearer("not-a-token-of-this-shop-0123"),
    });
    expect(unknown.status).toBe(401);
  });

  it("show a team only its own rollback buttons on the release page, and refuse the others", async () => {
    const { app } = await edge();
    await post(app, "promote", { mfe: "mfe-catalog", version: v2 });
    const page = await app.request("/_release/", {
      headers: adminHeaders("conny", cmsToken),
    });
    const html = await page.text();
    expect(html).toContain("Signed in as conny (mfe-cms team)");
    expect(html).toContain("needs the mfe-catalog team's token");
    expect(html).toContain('Roll back<span class="visually-hidden"> mfe-cms for all shops');
    expect(html).not.toContain('Roll back<span class="visually-hidden"> mfe-catalog');

    const refused = await app.request("/_release/rollback", {
      method: "POST",
      headers: {
        ...adminHeaders("conny", cmsToken),
        host: "localhost",
        origin: "http://localhost",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ mfe: "mfe-catalog", shop: "" }).toString(),
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("may release only mfe-cms");
    expect(await liveVersion(app, "mfe-catalog")).toBe(v2);
  });
});

describe("team token configuration", () => {
  const load = (env: NodeJS.ProcessEnv) => loadReleaseConfig(env, "/repo");

  it("reads one token per slice", () => {
    expect(
      load({ SHOP_RELEASE_TOKEN_MFE_CATALOG: catalogueToken, SHOP_RELEASE_TOKEN_SHELL: cmsToken })
        .teamTokens,
    ).toEqual({ "mfe-catalog": catalogueToken, shell: cmsToken });
  });

  it("refuses a short token, a misspelt slice and a copy of the admin token", () => {
    expect(() => load({ SHOP_RELEASE_TOKEN_MFE_CATALOG: "short" })).toThrow(
      "SHOP_RELEASE_TOKEN_MFE_CATALOG must be at least 16 characters long",
    );
    expect(() => load({ SHOP_RELEASE_TOKEN_MFE_CATALOGUE: catalogueToken })).toThrow(
      /SHOP_RELEASE_TOKEN_MFE_CATALOGUE names no slice; use one of SHOP_RELEASE_TOKEN_SHELL, SHOP_RELEASE_TOKEN_MFE_CATALOG/,
    );
    expect(() =>
      load({ SHOP_ADMIN_TOKEN: testAdminToken, SHOP_RELEASE_TOKEN_MFE_CMS: testAdminToken }),
    ).toThrow("SHOP_RELEASE_TOKEN_MFE_CMS must differ from SHOP_ADMIN_TOKEN");
  });

  it("has the CLI present the slice's own token, else the admin's", () => {
    const env = { SHOP_ADMIN_TOKEN: testAdminToken, SHOP_RELEASE_TOKEN_MFE_CMS: cmsToken };
    expect(callerToken(env, "mfe-cms")).toBe(cmsToken);
    expect(callerToken(env, "mfe-catalog")).toBe(testAdminToken);
    expect(callerToken({ SHOP_RELEASE_TOKEN_MFE_CMS: cmsToken }, undefined)).toBe(cmsToken);
  });
});
