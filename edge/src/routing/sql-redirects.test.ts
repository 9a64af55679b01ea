import { afterAll, describe, expect, it } from "vitest";
import { testDatabase } from "../db/test-databases.ts";
import { SqlRedirectSource } from "./sql-redirects.ts";

const handle = await testDatabase("pglite");
afterAll(() => handle.dispose());

describe("the redirect table", () => {
  it("answers a row's target as a Location, and a row that would leave the shop as none", async () => {
    const redirects = new SqlRedirectSource(handle.db);
    await redirects.replaceAll([
      { brand: "home", path: "/de/alt/", target: "/de/küche/", statusCode: 301 },
      {
        brand: "home",
        path: "/de/archiv/",
        target: "https://magazin.example/archiv/",
        statusCode: 302,
      },
      { brand: "home", path: "/de/weg/", target: "//evil.example/", statusCode: 301 },
      { brand: "home", path: "/de/punkte/", target: "/de/../evil/", statusCode: 301 },
      { brand: "home", path: "/de/schraeg/", target: "/\\evil.example/", statusCode: 301 },
    ]);
    expect(await redirects.lookup("home", "/de/alt/")).toEqual({
      target: "/de/k%C3%BCche/",
      statusCode: 301,
    });
    expect(await redirects.lookup("home", "/de/archiv/")).toEqual({
      target: "https://magazin.example/archiv/",
      statusCode: 302,
    });
    for (const path of ["/de/weg/", "/de/punkte/", "/de/schraeg/"]) {
      expect(await redirects.lookup("home", path), path).toBeUndefined();
    }
  });
});
