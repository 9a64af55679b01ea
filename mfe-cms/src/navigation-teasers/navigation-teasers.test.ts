import { describe, expect, it } from "vitest";
import type { LayoutItemsResponse } from "../api/client.ts";
import { navigationTeasers } from "./navigation-teasers.ts";

const layout = (teasers: unknown): LayoutItemsResponse["layout"] => {
  const content = { component: "layout", body: [], navigationTeasers: teasers };
  return content;
};

describe("the header's navigation teasers (decision 0049)", () => {
  it("take headline, text, link and the image at 310 px through the image endpoint", () => {
    const [teaser] = navigationTeasers(
      layout([
        {
          _uid: "t1",
          component: "navigationTeaser",
          headline: "Küche",
          text: "Für jeden Tag",
          image: { filename: "/images/home/1000000-0.webp", alt: "" },
          link: { href: "/de/kueche/" },
        },
      ]),
    );
    expect(teaser).toEqual({
      id: "t1",
      headline: "Küche",
      text: "Für jeden Tag",
      link: { href: "/de/kueche/" },
      image: {
        src: "/images/home/1000000-0.webp?width=310&density=1&quality=70",
        srcSet:
          "/images/home/1000000-0.webp?width=310&density=1&quality=70 1x, " +
          "/images/home/1000000-0.webp?width=310&density=2&quality=70 2x",
        alt: "",
      },
    });
  });

  it("leave out teasers without a headline or a link, keep the editors' order", () => {
    const teasers = navigationTeasers(
      layout([
        { _uid: "a", component: "navigationTeaser", headline: "Ohne Link" },
        { _uid: "b", component: "navigationTeaser", link: { href: "/de/bad/" } },
        { _uid: "c", component: "navigationTeaser", headline: "Bad", link: "/de/bad/" },
        { _uid: "d", component: "navigationTeaser", headline: "Neu", link: { href: "/de/neu/" } },
        "no block",
      ]),
    );
    expect(teasers.map((teaser) => teaser.id)).toEqual(["c", "d"]);
    expect(teasers[0]).not.toHaveProperty("image");
  });

  it("are none without layout content or without teasers", () => {
    expect(navigationTeasers(null)).toEqual([]);
    expect(navigationTeasers(layout(undefined))).toEqual([]);
  });
});
