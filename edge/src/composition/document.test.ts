import { describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import { documentStart } from "./document.ts";

describe("a document's head", () => {
  const head = documentStart({
    shop: shopContext("home", "de", "de"),
    head: { title: "Küche", alternates: [], ogLocale: "de_DE", ogLocaleAlternates: [] },
    styles: ["/_mfe/shell/1/main.css"],
    scripts: ["/_mfe/shell/1/main.js"],
    preloads: ["/_mfe/mfe-catalog/2/remoteEntry.js"],
  });

  it("blocks rendering only on stylesheets: the shell's script is deferred", () => {
    expect(head).toContain('<link rel="stylesheet" href="/_mfe/shell/1/main.css">');
    expect(head).toContain('<script defer src="/_mfe/shell/1/main.js"></script>');
  });

  it("preloads the fragments' scripts at low priority, behind the stylesheets and the largest image", () => {
    expect(head).toContain(
      '<link rel="preload" as="script" href="/_mfe/mfe-catalog/2/remoteEntry.js" fetchpriority="low">',
    );
  });
});
