import { describe, expect, it } from "vitest";
import { shopContext, type Product, type ProductVariant } from "@shop/shared";
import { jsonLd, offerAvailability, productStructuredData } from "./structured-data.ts";

const variant = (BVC: 1 | 2 | 3 | 4, deliveryDaysTo = 3): ProductVariant => ({
  id: "v1",
  referenceKey: "1000000_01",
  attributes: {},
  price: {
    withTax: 1999,
    recommendedRetailPrice: null,
    currencyCode: "EUR",
    reference: null,
    appliedReductions: [],
  },
  priceScale: { priceReference: "x", paybackFactor: 0 },
  stock: { quantity: 3 },
  delivery: { BVC, deliveryDaysFrom: 1, deliveryDaysTo, priceReference: "x" },
});

const product = {
  referenceKey: "1000000",
  seoUrl: "p/vase-ida-1000000/",
  name: "Vase </script> Ida",
  description: "Eine Vase.",
  brand: "Wohnfein",
  subbrand: null,
  images: [{ src: "/images/home/1000000-0.webp" }, { src: "/images/home/x.svg" }],
  attributes: { durchschnittBewertungen: { label: "4.5" }, anzahlBewertungen: { value: 10 } },
  categories: [
    { id: "home-kitchen", categoryName: "Küche", slug: "kueche" },
    { id: "home-kitchen-vases", categoryName: "Vasen", slug: "vasen" },
  ],
} as unknown as Product;

describe("productStructuredData", () => {
  it("describes the product, its offer, rating and breadcrumb", () => {
    const [item, breadcrumb] = productStructuredData(
      product,
      variant(1),
      shopContext("home", "de", "de"),
      "Startseite",
    ) as [Record<string, unknown>, { itemListElement: { item: string; position: number }[] }];
    expect(item).toMatchObject({
      "@type": "Product",
      sku: "1000000_01",
      image: ["/images/home/1000000-0.webp"],
      offers: { price: "19.99", priceCurrency: "EUR", availability: "https://schema.org/InStock" },
      aggregateRating: { ratingValue: 4.5, reviewCount: 10 },
    });
    expect(breadcrumb.itemListElement.map((crumb) => crumb.item)).toEqual([
      "/de/",
      "/de/kueche/",
      "/de/kueche/vasen/",
      "/de/p/vase-ida-1000000/",
    ]);
  });

  it("maps the codes to availability", () => {
    expect(offerAvailability(variant(4))).toBe("https://schema.org/SoldOut");
    expect(offerAvailability(variant(3))).toBe("https://schema.org/OutOfStock");
    expect(offerAvailability(variant(2, 999))).toBe("https://schema.org/PreOrder");
  });

  it("cannot end its script element", () => {
    expect(jsonLd({ name: "</script>" })).not.toContain("</script>");
  });
});
