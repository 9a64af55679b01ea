import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A copy of a slice's live version (its `dist` folder) whose server renderer throws on every
 * render: the browser build is the real one, only the fragment renderer fails, as a bad deploy
 * would. Returns the dist folder to point an edge at (`SHOP_SLICE_DIST_<SLICE>`). Used by the
 * browser journeys and the fault suite; no React or database, so a Playwright config may load it.
 */
export function brokenSliceDist(sliceDist: string, mfe: string): string {
  const { version } = JSON.parse(readFileSync(path.join(sliceDist, "current.json"), "utf8")) as {
    version: string;
  };
  const target = path.join(os.tmpdir(), `shop-broken-${mfe}-${version}`);
  const versionDir = path.join(target, "versions", version);
  mkdirSync(versionDir, { recursive: true });
  cpSync(path.join(sliceDist, "versions", version), versionDir, { recursive: true });
  writeFileSync(
    path.join(versionDir, "server", "renderer.js"),
    [
      "export default {",
      `  mfe: ${JSON.stringify(mfe)},`,
      "  fragments: { recommendationSlider: { personal: false } },",
      '  async render() { throw new Error("injected renderer failure"); },',
      "};",
    ].join("\n"),
  );
  writeFileSync(path.join(target, "current.json"), JSON.stringify({ version }));
  return target;
}
