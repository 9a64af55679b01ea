import { describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import { contentLinkHref, withContentLinks } from "./content-link.ts";

const french = shopContext("home", "be", "fr");

describe("content links (catalogue spec point 2)", () => {
  it("localises internal url links and appends their anchor, keeping external ones", () => {
    expect(contentLinkHref({ linktype: "url", url: "/salon/", anchor: "offres" }, french)).toEqual({
      href: "/fr/salon/#offres",
    });
    expect(contentLinkHref({ linktype: "url", url: "/nl/wonen/" }, french)).toEqual({
      href: "/nl/wonen/",
    });
    expect(
      contentLinkHref({ linktype: "url", url: "https://example.org/", target: "_blank" }, french),
    ).toEqual({ href: "https://example.org/", target: "_blank" });
    expect(
      contentLinkHref({ linktype: "url", url: "javascript:alert(1)" }, french),
    ).toBeUndefined();
  });

  it("links a story to its page in the shop's language, resolved or by its cached url", () => {
    const resolved = {
      linktype: "story",
      id: "u",
      cached_url: "home/kueche",
      story: { full_slug: "home/cuisine" },
      anchor: "couteaux",
    };
    expect(contentLinkHref(resolved, french)).toEqual({ href: "/fr/cuisine/#couteaux" });
    expect(contentLinkHref({ linktype: "story", cached_url: "home/home" }, french)).toEqual({
      href: "/fr/",
    });
    expect(contentLinkHref({ linktype: "story", cached_url: "" }, french)).toBeUndefined();
  });

  it("writes e-mail links as mailto and assets as their file", () => {
    expect(
      contentLinkHref({ linktype: "email", email: "service@wohnfein.example" }, french),
    ).toEqual({
      href: "mailto:service@wohnfein.example",
    });
    expect(
      contentLinkHref({ linktype: "asset", url: "/files/retour.pdf", target: "_blank" }, french),
    ).toEqual({ href: "/files/retour.pdf", target: "_blank" });
    expect(contentLinkHref({ linktype: "ftp", url: "x" }, french)).toBeUndefined();
  });

  it("replaces every multilink field of a content tree, an empty one by null", () => {
    const content = {
      component: "page",
      body: [
        {
          _uid: "1",
          component: "hero",
          link: { fieldtype: "multilink", linktype: "url", url: "/salon/" },
        },
        {
          _uid: "2",
          component: "hero",
          link: { fieldtype: "multilink", linktype: "url", url: "" },
        },
      ],
    };
    expect(withContentLinks(content, french).body.map((block) => block.link)).toEqual([
      { href: "/fr/salon/" },
      null,
    ]);
  });

  it("gives rich text link marks their address and drops those without one", () => {
    const mark = (attrs: Record<string, unknown>) => ({ type: "link", attrs });
    const text = {
      type: "text",
      text: "Küche",
      marks: [
        { type: "bold" },
        mark({ linktype: "story", href: "/home/kueche", story: { full_slug: "home/cuisine" } }),
        mark({ linktype: "url", href: "javascript:alert(1)" }),
      ],
    };
    expect(withContentLinks(text, french).marks).toEqual([
      { type: "bold" },
      { type: "link", attrs: { href: "/fr/cuisine/" } },
    ]);
  });
});
