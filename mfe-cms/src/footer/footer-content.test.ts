import { describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import { footerContent, telephoneHref } from "./footer-content.ts";

const layout = {
  component: "layout",
  body: [],
  legalName: "Wohnfein GmbH",
  hotlines: [
    {
      _uid: "1",
      component: "hotline",
      country: "ch",
      language: "fr",
      phone: "+41 22",
      hours: "8h–20h",
    },
    {
      _uid: "2",
      component: "hotline",
      country: "be",
      language: "fr",
      phone: "+32 2",
      hours: "9h–17h",
    },
  ],
  footerLinks: [
    { _uid: "a", component: "footerLink", label: "Livraison", link: { href: "/fr/livraison/" } },
    { _uid: "b", component: "footerLink", label: "", link: { href: "/fr/vide/" } },
    { _uid: "c", component: "footerLink", label: "Sans lien", link: null },
  ],
};

describe("the footer's content", () => {
  it("takes the hotline of the shop's country and language, and the links with label and address", () => {
    expect(footerContent(layout, shopContext("home", "be", "fr"), "Wohnfein")).toEqual({
      legalName: "Wohnfein GmbH",
      hotline: { phone: "+32 2", hours: "9h–17h" },
      links: [{ href: "/fr/livraison/", label: "Livraison" }],
    });
  });

  it("shows no hotline where the layout names none for the shop", () => {
    expect(
      footerContent(layout, shopContext("home", "fr", "fr"), "Wohnfein").hotline,
    ).toBeUndefined();
  });

  it("keeps the brand's name when the layout content is missing", () => {
    expect(footerContent(null, shopContext("baby", "de", "de"), "Wohnfein Baby")).toEqual({
      legalName: "Wohnfein Baby",
      links: [],
    });
  });

  it("dials a hotline by its digits", () => {
    expect(telephoneHref("+49 40 5555 0100")).toBe("tel:+494055550100");
  });
});
