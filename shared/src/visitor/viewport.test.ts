import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { atLeast, below, breakpoints } from "./viewport.ts";

describe("breakpoints", () => {
  it("are the spec's steps and make media queries", () => {
    expect(breakpoints).toEqual({ xs: 480, sm: 640, md: 768, lg: 1024, xl: 1200 });
    expect(atLeast("md")).toBe("(min-width: 768px)");
    expect(below("xs")).toBe("(max-width: 479px)");
  });

  it("are the only widths the repository's stylesheets ask in media queries", () => {
    const root = path.resolve(import.meta.dirname, "..", "..", "..");
    const files = execFileSync("git", ["ls-files", "*.css"], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter((file) => file && !file.includes("/dist/"));
    const allowed = new Set(
      Object.keys(breakpoints).flatMap((name) => [
        atLeast(name as keyof typeof breakpoints),
        below(name as keyof typeof breakpoints),
      ]),
    );
    const strays = files.flatMap((file) =>
      [...readFileSync(path.join(root, file), "utf8").matchAll(/@media[^{]*/g)].flatMap(([query]) =>
        [...query.matchAll(/\((?:min|max)-width: *[^)]+\)/g)]
          .map(([width]) => width.replace(/: */, ": "))
          .filter((width) => !allowed.has(width))
          .map((width) => `${file}: ${width}`),
      ),
    );
    expect(strays).toEqual([]);
    expect(files.length).toBeGreaterThan(10);
  });
});
