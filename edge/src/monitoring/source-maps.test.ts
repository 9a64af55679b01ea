import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtVersionFolder } from "../release/testing/derived-version.ts";
import { repositoryRoot } from "../release/publish.ts";
import type { StoredError } from "./error-store.ts";
import { SourceMapResolver, sourceMappedErrors, versionFolders } from "./source-maps.ts";

// The catalogue's production build (run it first): a class name of one component, written once.
const { version, folder } = builtVersionFolder("mfe-catalog");
const literal = '"cat-active-filters"';
const source = "src/listing/ActiveFilters.tsx";

/** Where the literal is in the built browser code: file, 1-based line and column (as V8 reports). */
function builtPosition(): { file: string; line: number; column: number } {
  const browser = path.join(folder, "browser");
  for (const file of readdirSync(browser).filter((name) => name.endsWith(".js"))) {
    const lines = readFileSync(path.join(browser, file), "utf8").split("\n");
    const line = lines.findIndex((text) => text.includes(literal));
    if (line >= 0) return { file, line: line + 1, column: lines[line]!.indexOf(literal) + 1 };
  }
  throw new Error(`no built file holds ${literal}`);
}

/** The line of the literal in the catalogue's source. */
function sourceLine(): number {
  const lines = readFileSync(path.join(repositoryRoot, "mfe-catalog", source), "utf8").split("\n");
  return lines.findIndex((text) => text.includes(literal)) + 1;
}

const resolver = new SourceMapResolver(
  versionFolders({ "mfe-catalog": path.join(repositoryRoot, "mfe-catalog", "dist") }, () =>
    Promise.resolve(undefined),
  ),
);

const eventAt = (filename: string, lineno: number, colno: number) => ({
  exception: {
    values: [
      {
        type: "TypeError",
        value: "filters is undefined",
        stacktrace: { frames: [{ function: "r", filename, lineno, colno }] },
      },
    ],
  },
});

const frameOf = (event: unknown) =>
  (event as ReturnType<typeof eventAt>).exception.values[0]!.stacktrace.frames[0]!;

describe("stack frames of a built version through its source maps", () => {
  it("builds keep their maps beside the version, never in the served browser folder", () => {
    const { file } = builtPosition();
    expect(readdirSync(path.join(folder, "sourcemaps"))).toContain(`${file}.map`);
    expect(readdirSync(path.join(folder, "browser")).some((name) => name.endsWith(".map"))).toBe(
      false,
    );
    expect(readFileSync(path.join(folder, "browser", file), "utf8")).not.toContain(
      "sourceMappingURL",
    );
  });

  it("shows an error in the minified bundle at its original file and line", async () => {
    const { file, line, column } = builtPosition();
    const url = `http://localhost:3000/_mfe/mfe-catalog/${version}/${file}`;
    const mapped = frameOf(await resolver.mapEvent(eventAt(url, line, column)));
    expect(mapped).toMatchObject({
      filename: `mfe-catalog/${source}`,
      lineno: sourceLine(),
      abs_path: url,
      in_app: true,
    });
  });

  it("leaves frames it has no map for as they were reported", async () => {
    const inline = eventAt("http://localhost:3000/de/", 12, 4);
    expect(await resolver.mapEvent(inline)).toEqual(inline);
    const unknown = eventAt("http://localhost:3000/_mfe/mfe-catalog/000000000000/main.js", 1, 1);
    expect(await resolver.mapEvent(unknown)).toEqual(unknown);
  });

  it("maps the errors an error log gives the release page", async () => {
    const { file, line, column } = builtPosition();
    const stored: StoredError = {
      id: 1,
      source: "browser",
      message: "TypeError: filters is undefined",
      event: eventAt(`/_mfe/mfe-catalog/${version}/${file}`, line, column),
      receivedAt: new Date(0).toISOString(),
    };
    const log = sourceMappedErrors({ latest: () => Promise.resolve([stored]) }, resolver);
    const [error] = await log.latest("mfe-catalog", version, 10);
    expect(frameOf(error?.event).filename).toBe(`mfe-catalog/${source}`);
  });
});
