// Cold install: a fresh clone and the README's `npm install` with an empty npm cache, as a new
// machine or a CI runner without a cache would see it. Network speed to the registry dominates.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freshCheckout } from "./lib/checkout.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";
import { timeCommand } from "./lib/timing.ts";

const scratch = await mkdtemp(path.join(os.tmpdir(), "shop-bench-install-"));
try {
  const checkoutDir = path.join(scratch, "repo");
  const checkoutStart = performance.now();
  const checkout = await freshCheckout(checkoutDir);
  const checkoutMs = performance.now() - checkoutStart;
  if (checkout.source === "working tree") {
    console.log("no commits yet: copied the working tree's unignored files instead of cloning");
  }

  // npm_* variables from an outer `npm run` (cache, workspace, …) must not steer this install.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith("npm_")),
  );
  const npm = (command: string, cache: string) =>
    timeCommand("npm", [command, "--cache", path.join(scratch, cache)], { cwd: checkoutDir, env });

  console.log(`npm install in ${checkoutDir} with an empty cache…`);
  const install = await npm("install", "npm-cache");
  const lock = JSON.parse(await readFile(path.join(checkoutDir, "package-lock.json"), "utf8")) as {
    packages?: Record<string, unknown>;
  };
  const lockEntries = Object.keys(lock.packages ?? {}).filter((key) => key !== "").length;
  const added = Number(/added (\d+) packages?/.exec(install.output)?.[1] ?? Number.NaN);

  printTable(
    "Cold install",
    ["step", "wall ms"],
    [
      [checkout.source === "git clone" ? "git clone (local)" : "copy working tree", ms(checkoutMs)],
      ["npm install, empty cache", ms(install.ms)],
    ],
  );
  console.log(`\n${lockEntries} lockfile entries; npm added ${added} packages`);

  await writeResult("install-time", {
    checkout: { ...checkout, ms: ms(checkoutMs) },
    install: { command: "npm install --cache <empty dir>", ms: ms(install.ms), added },
    lockfileEntries: lockEntries,
    npmVersion: (await timeCommand("npm", ["--version"], { cwd: scratch, env })).output
      .trim()
      .split("\n")
      .at(-1),
  });
} finally {
  await rm(scratch, { recursive: true, force: true });
}
