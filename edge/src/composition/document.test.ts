import { describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import { documentStart } from "./document.ts";
import { shellStart } from "./shell-start.ts";

describe("a document's head", () => {
  const head = documentStart({
    shop: shopContext("home", "de", "de"),
    head: { title: "Küche", alternates: [], ogLocale: "de_DE", ogLocaleAlternates: [] },
    styles: ["/_mfe/shell/1/main.css"],
    scripts: ["/_mfe/shell/1/main.js"],
    preloads: ["/_mfe/mfe-catalog/2/remoteEntry.js"],
  });

  it("fetches only stylesheets before the first paint: one start script names the shell's and the fragments' scripts", () => {
    expect(head).toContain('<link rel="stylesheet" href="/_mfe/shell/1/main.css">');
    expect(head).toContain(
      `<script defer src="${shellStart.path}" data-scripts="/_mfe/shell/1/main.js" data-preloads="/_mfe/mfe-catalog/2/remoteEntry.js"></script>`,
    );
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head).not.toContain('rel="preload"');
  });
});
