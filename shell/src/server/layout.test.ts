import { describe, expect, it } from "vitest";
import { regionPlaceholder, shopContext, type LayoutRenderer } from "@shop/shared";
import { builtServerModule } from "@shop/shared/testing";

const navigation = () => Promise.resolve([{ name: "Cuisine", link: "/fr/cuisine/" }]);

describe("the shell's built layout renderer", () => {
  it("renders the default frame with the catalogue's navigation and a placeholder per region", async () => {
    const layout = await builtServerModule<LayoutRenderer>(import.meta.dirname + "/../..");
    const frame = await layout.renderFrame({
      shop: shopContext("baby", "ch", "fr"),
      layout: "default",
      navigation,
    });
    expect(frame).toContain("Wohnfein Baby");
    expect(frame).toContain('<a class="shop-nav__link" href="/fr/cuisine/">Cuisine</a>');
    expect(frame).toContain("Aller au contenu");
    for (const region of [
      "headerAccount",
      "headerMiniBasket",
      "main",
      "footer",
      "overlay",
    ] as const) {
      expect(frame).toContain(regionPlaceholder(region));
    }
  });

  it("keeps the checkout frame free of navigation and basket", async () => {
    const layout = await builtServerModule<LayoutRenderer>(import.meta.dirname + "/../..");
    const frame = await layout.renderFrame({
      shop: shopContext("home", "de", "de"),
      layout: "checkout",
      navigation,
    });
    expect(frame).not.toContain("<nav");
    expect(frame).not.toContain(regionPlaceholder("headerMiniBasket"));
    expect(frame).toContain(regionPlaceholder("main"));
  });

  it("renders the fragment fallback in each language", async () => {
    const layout = await builtServerModule<LayoutRenderer>(import.meta.dirname + "/../..");
    expect(layout.renderFallback("nl")).toContain(
      "Dit deel van de pagina is momenteel niet beschikbaar.",
    );
    expect(layout.renderFallback("de")).toContain("Dieser Bereich ist gerade nicht verfügbar.");
  });
});
