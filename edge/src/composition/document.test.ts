import { describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import { documentEnd, documentStart } from "./document.ts";
import { shellStart } from "./shell-start.ts";

describe("a document's head", () => {
  const head = documentStart({
    shop: shopContext("home", "de", "de"),
    head: { title: "Küche", alternates: [], ogLocale: "de_DE", ogLocaleAlternates: [] },
    styles: ["/_mfe/shell/1/main.css"],
    scripts: ["/_mfe/shell/1/main.js"],
  });

  it("fetches only stylesheets before the first paint: one start script names the shell's scripts", () => {
    expect(head).toContain('<link rel="stylesheet" href="/_mfe/shell/1/main.css">');
    expect(head).toContain(
      `<script defer src="${shellStart.path}" data-scripts="/_mfe/shell/1/main.js"></script>`,
    );
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head).not.toContain('rel="preload"');
  });
});

describe("a document's end", () => {
  it("names the fragments' scripts on the runtime config, for the start script to preload", () => {
    const end = documentEnd(
      { shop: shopContext("home", "de", "de"), remotes: {} },
      "<p>fallback</p>",
      ["/_mfe/mfe-catalog/2/remoteEntry.js", "/_mfe/mfe-catalog/2/a&b.js"],
    );
    expect(end).toContain(
      '<script type="application/json" id="shop-runtime-config" data-preloads="/_mfe/mfe-catalog/2/remoteEntry.js /_mfe/mfe-catalog/2/a&amp;b.js">',
    );
    expect(end).toMatch(/<\/body><\/html>$/);
  });
});
