import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { rspack, type MultiStats, type Stats } from "@rspack/core";
import {
  readVersion,
  sharedSingletons,
  sliceConfigs,
  type SliceBuildConfig,
} from "./rspack-config.ts";
import { contractsFile, sliceContracts } from "./slice-contracts.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `dist/current.json`: which version the last build of this slice produced. */
export interface CurrentBuild {
  readonly version: string;
}

/** `dist/versions/{version}/build.json`: everything known about one immutable version. */
export interface BuildInfo {
  readonly name: string;
  readonly version: string;
  readonly builtAt: string;
  readonly commit: string;
  /** Versions of the singletons this build shares with the shell. */
  readonly shared: Readonly<Record<string, string>>;
  /** The browser entry's files, relative to `browser/` (the shell only). */
  readonly entry: { readonly scripts: readonly string[]; readonly styles: readonly string[] };
}

const compressible = /\.(js|css|json|svg|html|txt)$/;

/**
 * Builds one slice (browser and server side by side) into an immutable version folder
 * `dist/versions/{version}/` named by the content hash of its output and its `contracts.json`,
 * then points `dist/current.json` at it. Rebuilding unchanged sources gives the same version.
 */
export async function buildSlice(
  slice: SliceBuildConfig,
  options: { production: boolean; watch: boolean },
): Promise<void> {
  const dist = path.join(slice.root, "dist");
  // One staging folder per build process: two builds of one slice never write into each other.
  const staging = path.join(dist, `.staging-${process.pid}`);
  const compiler = rspack(
    sliceConfigs(slice, { production: options.production, outputDir: staging }),
  );

  const onDone = async (stats: MultiStats) => {
    if (stats.hasErrors()) {
      console.error(stats.toString({ colors: true, preset: "errors-warnings" }));
      return false;
    }
    const browserStats = stats.stats[0] as Stats;
    try {
      const contracts = await sliceContracts(slice, browserStats.compilation.fileDependencies);
      await fs.writeFile(path.join(staging, contractsFile), JSON.stringify(contracts, null, 2));
    } catch (error) {
      console.error(`${slice.name}: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
    const version = await publishStaging(slice, dist, staging, browserStats);
    console.log(`${slice.name}: built version ${version}`);
    return true;
  };

  if (options.watch) {
    compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
      if (error) console.error(error);
      else if (stats) void onDone(stats);
    });
    return;
  }
  const stats = await new Promise<MultiStats>((resolve, reject) =>
    compiler.run((error, result) =>
      error || !result ? reject(error ?? new Error("rspack returned no result")) : resolve(result),
    ),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (!(await onDone(stats))) process.exitCode = 1;
}

async function publishStaging(
  slice: SliceBuildConfig,
  dist: string,
  staging: string,
  browserStats: Stats,
): Promise<string> {
  const version = await hashFolder(staging);
  const target = path.join(dist, "versions", version);
  if (existsSync(target)) {
    await fs.rm(staging, { recursive: true, force: true });
  } else {
    await precompress(path.join(staging, "browser"));
    const entry = entryFiles(browserStats);
    const info: BuildInfo = {
      name: slice.name,
      version,
      builtAt: new Date().toISOString(),
      commit: gitCommit(slice.root),
      shared: {
        ...Object.fromEntries(
          Object.entries(sharedSingletons()).map(([request, { version }]) => [request, version]),
        ),
        "@shop/shared": readVersion("@shop/shared"),
      },
      entry,
    };
    await fs.writeFile(path.join(staging, "build.json"), JSON.stringify(info, null, 2));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(staging, target).catch(async (error: unknown) => {
      // Another build published the same content first: the version is already there.
      if (!existsSync(target)) throw error;
      await fs.rm(staging, { recursive: true, force: true });
    });
  }
  const current: CurrentBuild = { version };
  const temporary = path.join(dist, `current.json.${process.pid}`);
  await fs.writeFile(temporary, JSON.stringify(current));
  await fs.rename(temporary, path.join(dist, "current.json"));
  return version;
}

async function hashFolder(folder: string): Promise<string> {
  const hash = createHash("sha256");
  const files = (await fs.readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(path.relative(folder, file));
    hash.update(await fs.readFile(file));
  }
  return hash.digest("hex").slice(0, 12);
}

async function precompress(folder: string): Promise<void> {
  const files = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  await Promise.all(
    files
      .filter((entry) => entry.isFile() && compressible.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const content = await fs.readFile(file);
        await fs.writeFile(`${file}.br`, await brotli(content));
        await fs.writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
      }),
  );
}

function entryFiles(stats: Stats): BuildInfo["entry"] {
  const json = stats.toJson({ all: false, entrypoints: true });
  const assets = (json.entrypoints?.main?.assets ?? []).map((asset) => asset.name);
  return {
    scripts: assets.filter((name) => name.endsWith(".js")),
    styles: assets.filter((name) => name.endsWith(".css")),
  };
}

function gitCommit(cwd: string): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unknown";
  }
}
