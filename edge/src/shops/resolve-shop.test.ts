import { describe, expect, it } from "vitest";
import { shopForHost } from "./resolve-shop.ts";

describe("shopForHost", () => {
  it("maps the local default domains to brand and country", () => {
    expect(shopForHost("localhost:3000")).toEqual({ brand: "home", country: "de" });
    expect(shopForHost("be.localhost")).toEqual({ brand: "home", country: "be" });
    expect(shopForHost("CH.baby.localhost:3000")).toEqual({ brand: "baby", country: "ch" });
  });

  it("falls back to the default shop for hosts it does not know", () => {
    expect(shopForHost("xx.localhost")).toEqual({ brand: "home", country: "de" });
    expect(shopForHost("127.0.0.1:3000")).toEqual({ brand: "home", country: "de" });
    expect(shopForHost(undefined)).toEqual({ brand: "home", country: "de" });
  });
});
