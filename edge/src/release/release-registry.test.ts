import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/database.ts";
import { temporaryPostgresDatabase, testDatabase } from "../db/test-databases.ts";
import { migrations } from "../slices.ts";
import { SqlReleaseRegistry } from "./release-registry.ts";

describe.each(["pglite", "postgres"] as const)("adopting a slice's version on %s", (kind) => {
  let registries: SqlReleaseRegistry[] = [];
  let close: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    if (kind === "pglite") {
      const handle = await testDatabase("pglite");
      registries = Array.from({ length: 4 }, () => new SqlReleaseRegistry(handle.db, "race"));
      close = () => handle.dispose();
      return;
    }
    // Four instances with a connection pool each, as four edges starting at once would have.
    const database = await temporaryPostgresDatabase("shop_release_adopt");
    const handles: DatabaseHandle[] = [];
    for (let instance = 0; instance < 4; instance++) {
      const handle = await openDatabase({ url: database.url, migrations });
      if (instance === 0) await handle.migrate();
      handles.push(handle);
    }
    registries = handles.map((handle) => new SqlReleaseRegistry(handle.db, "race"));
    close = async () => {
      for (const handle of handles) await handle.close();
      await database.drop();
    };
  }, 120_000);

  afterAll(() => close());

  it("records one live row and one history line when many instances adopt at once", async () => {
    const versions = ["aaaaaaaaaaa1", "aaaaaaaaaaa2", "aaaaaaaaaaa3", "aaaaaaaaaaa4"];
    const attempts = registries.flatMap((registry, index) =>
      [0, 1, 2].map(() =>
        registry.adopt("mfe-catalog", versions[index] ?? "", "edge", "first start"),
      ),
    );
    const adopted = await Promise.all(attempts);
    expect(adopted.filter(Boolean)).toHaveLength(1);

    const [registry] = registries;
    if (!registry) throw new Error("no registry");
    const rows = (await registry.entries()).filter((entry) => entry.mfe === "mfe-catalog");
    expect(rows).toHaveLength(1);
    const winner = versions[Math.floor(adopted.indexOf(true) / 3)];
    expect(rows[0]).toMatchObject({ shop: "", version: winner, canaryVersion: null });
    expect(await registry.history("mfe-catalog")).toMatchObject([
      { action: "adopt", fromVersion: null, toVersion: winner, actor: "edge", why: "first start" },
    ]);
  });

  it("leaves an existing row and its history alone", async () => {
    const [registry] = registries;
    if (!registry) throw new Error("no registry");
    await registry.apply(
      {
        verb: "promote",
        mfe: "mfe-cms",
        version: "bbbbbbbbbbb1",
        shop: "",
        actor: "rita",
        why: "",
      },
      () => Promise.resolve("bbbbbbbbbbb0"),
    );
    expect(await registry.adopt("mfe-cms", "bbbbbbbbbbb2", "edge", "first start")).toBe(false);
    expect((await registry.entries()).find((entry) => entry.mfe === "mfe-cms")?.version).toBe(
      "bbbbbbbbbbb1",
    );
    expect((await registry.history("mfe-cms")).map((line) => line.action)).toEqual(["promote"]);
  });
});
