import { describe, expect, it } from "vitest";
import type { FragmentRenderer } from "@shop/shared";
import { builtServerModule, fragmentRequest } from "@shop/shared/testing";

describe("the basket team's built fragment renderer", () => {
  it("renders the personal mini-basket linking to the basket in the shop's language", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    expect(renderer.fragments.miniBasket).toEqual({ personal: true });
    const rendered = await renderer.render(
      "miniBasket",
      fragmentRequest({ language: "fr", country: "be" }),
    );
    expect(rendered.html).toContain('href="/fr/panier/"');
    expect(rendered.html).toContain("Panier, 0 article");
    expect(rendered.state).toEqual({ itemCount: 0 });
  });
});
