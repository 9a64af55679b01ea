import { describe, expect, it } from "vitest";
import { equivalentPath, matchRoute, pathFor } from "./routes.ts";

describe("pathFor", () => {
  it("builds the localized path with the language prefix", () => {
    expect(pathFor("basket", "de")).toBe("/de/warenkorb/");
    expect(pathFor("basket", "fr")).toBe("/fr/panier/");
    expect(pathFor("basket", "nl")).toBe("/nl/winkelmandje/");
    expect(pathFor("orderDetail", "nl", { orderNumber: "42" })).toBe("/nl/account/order/42/");
  });

  it("refuses a missing parameter", () => {
    expect(() => pathFor("product", "de")).toThrow(/pdp/);
  });
});

describe("matchRoute", () => {
  it("matches the home page, specific routes before the content catch-all", () => {
    expect(matchRoute("de", "")?.name).toBe("home");
    expect(matchRoute("de", "konto/bestellungen/")?.name).toBe("orders");
    expect(matchRoute("de", "konto/bestellungen/reklamation/123/")?.params).toEqual({
      orderNumber: "123",
    });
    expect(matchRoute("fr", "espèces/")?.definition.layout).toBe("checkout");
    expect(matchRoute("nl", "ratgeber/baby/")).toMatchObject({
      name: "content",
      params: { slug: "ratgeber/baby" },
    });
  });

  it("applies the sign-in rule of account pages, except the new-password page", () => {
    expect(matchRoute("fr", "compte/mot-de-passe/")?.definition.signIn).toBe("account");
    expect(matchRoute("fr", "compte/nouveau-mot-de-passe/")?.definition.signIn).toBe("none");
  });
});

describe("equivalentPath", () => {
  it("keeps the route and its parameters when the language changes", () => {
    expect(equivalentPath("/de/warenkorb/", "fr")).toBe("/fr/panier/");
    expect(equivalentPath("/nl/account/order/klacht/77/", "de")).toBe(
      "/de/konto/bestellungen/reklamation/77/",
    );
    expect(equivalentPath("/fr/espèces/login/", "nl")).toBe("/nl/contantgeld/login/");
    expect(equivalentPath("/de/", "nl")).toBe("/nl/");
    expect(equivalentPath("/en/cart/", "de")).toBeUndefined();
  });
});
