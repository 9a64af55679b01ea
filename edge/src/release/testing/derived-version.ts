import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { ShopEventType } from "@shop/shared";
import type { SliceContracts } from "@shop/shared/build";
import { contentVersion, folderFiles, readBuildInfo } from "../content-version.ts";
import { repositoryRoot } from "../publish.ts";

/** The built version folder a slice's `dist/current.json` names (run the build first). */
export function builtVersionFolder(mfe: string): { version: string; folder: string } {
  const dist = path.join(repositoryRoot, mfe, "dist");
  const { version } = JSON.parse(readFileSync(path.join(dist, "current.json"), "utf8")) as {
    version: string;
  };
  return { version, folder: path.join(dist, "versions", version) };
}

/** The German text of the catalogue's bestseller heading, as its catalog has it today. */
export function bestsellerHeading(): string {
  const catalog = readFileSync(
    path.join(repositoryRoot, "mfe-catalog", "src", "locales", "de", "messages.po"),
    "utf8",
  );
  const match = /msgid "recommendations\.bestsellers"\nmsgstr "([^"]+)"/.exec(catalog);
  if (!match?.[1]) throw new Error("the catalogue has no recommendations.bestsellers message");
  return match[1];
}

/**
 * A new version made from a built one by editing its text files (server renderer and browser
 * build alike, so server markup and hydration agree), renamed by its new content hash as a build
 * would name it. Edited files lose their precompressed copies. `shared` overrides what
 * `build.json` records of the shared singletons.
 */
export async function deriveVersion(options: {
  from: string;
  into: string;
  edit: (file: string, text: string) => string;
  shared?: Record<string, string>;
}): Promise<{ version: string; folder: string }> {
  await fs.mkdir(options.into, { recursive: true });
  const staging = await fs.mkdtemp(path.join(options.into, "derive-"));
  await fs.cp(options.from, staging, { recursive: true });
  for (const file of await folderFiles(staging)) {
    if (file === "build.json" || !/\.(js|json|css)$/.test(file)) continue;
    const full = path.join(staging, file);
    const before = await fs.readFile(full, "utf8");
    const after = options.edit(file, before);
    if (after === before) continue;
    await fs.writeFile(full, after);
    await fs.rm(`${full}.br`, { force: true });
    await fs.rm(`${full}.gz`, { force: true });
  }
  const version = await contentVersion(staging);
  const build = await readBuildInfo(staging);
  await fs.writeFile(
    path.join(staging, "build.json"),
    JSON.stringify({ ...build, version, shared: { ...build.shared, ...options.shared } }, null, 2),
  );
  const folder = path.join(options.into, version);
  await fs.rm(folder, { recursive: true, force: true });
  await fs.rename(staging, folder);
  return { version, folder };
}

/**
 * The catalogue's built version and a second one whose bestseller heading reads `newHeading`: a
 * release that changes what shoppers see, made in `into`.
 */
export async function catalogueWithNewHeading(
  into: string,
  newHeading: string,
): Promise<{
  built: { version: string; folder: string };
  derived: { version: string; folder: string };
}> {
  const built = builtVersionFolder("mfe-catalog");
  const heading = bestsellerHeading();
  const derived = await deriveVersion({
    from: built.folder,
    into,
    edit: (_, text) => text.replaceAll(heading, newHeading),
  });
  return { built, derived };
}

/** Makes a manifest require another React: the classic duplicate-React release. */
export function requireOtherReact(file: string, text: string, react: string): string {
  if (!file.endsWith("mf-manifest.json")) return text;
  const manifest = JSON.parse(text) as {
    shared: { name: string; version: string; requiredVersion: string }[];
  };
  for (const entry of manifest.shared) {
    if (entry.name === "react" || entry.name === "react/jsx-runtime") {
      entry.version = react;
      entry.requiredVersion = `^${react}`;
    }
  }
  return JSON.stringify(manifest);
}

/**
 * Edits a version's `contracts.json` (for `deriveVersion`'s `edit`): what a build whose code
 * changed its event or fragment contracts would have recorded. Other files stay as they are.
 */
export function editContracts(
  file: string,
  text: string,
  change: (contracts: SliceContracts) => SliceContracts,
): string {
  if (file !== "contracts.json") return text;
  return JSON.stringify(change(JSON.parse(text) as SliceContracts), null, 2);
}

/** The contracts of a version whose code no longer emits `type`. */
export function stopEmitting(type: ShopEventType) {
  return (contracts: SliceContracts): SliceContracts => {
    const emits = Object.fromEntries(
      Object.entries(contracts.events.emits).filter(([emitted]) => emitted !== type),
    );
    return { ...contracts, events: { ...contracts.events, emits } };
  };
}

/** The contracts of a version whose code no longer handles `type`. */
export function stopHandling(type: ShopEventType) {
  return (contracts: SliceContracts): SliceContracts => {
    const handles = Object.fromEntries(
      Object.entries(contracts.events.handles).filter(([handled]) => handled !== type),
    );
    return { ...contracts, events: { ...contracts.events, handles } };
  };
}

/** The contracts of a version that emits or handles `type` at other contract versions. */
export function useEventAt(type: ShopEventType, role: "emits" | "handles", versions: number[]) {
  return (contracts: SliceContracts): SliceContracts => {
    const use = contracts.events[role][type];
    if (!use) throw new Error(`the version does not ${role.slice(0, -1)} ${type}`);
    const changed = { ...contracts.events[role], [type]: { ...use, versions } };
    return { ...contracts, events: { ...contracts.events, [role]: changed } };
  };
}

/** The contracts of a shell that mounts fragments with other props versions. */
export function mountPropsAt(versions: number[]) {
  return (contracts: SliceContracts): SliceContracts => ({
    ...contracts,
    mounts: { props: versions },
  });
}

/**
 * A version as builds made it before they recorded their contracts: a built one without
 * `contracts.json`, renamed by its content hash.
 */
export async function deriveUndeclaredVersion(options: {
  from: string;
  into: string;
}): Promise<{ version: string; folder: string }> {
  await fs.mkdir(options.into, { recursive: true });
  const staging = await fs.mkdtemp(path.join(options.into, "undeclared-"));
  await fs.cp(options.from, staging, { recursive: true });
  await fs.rm(path.join(staging, "contracts.json"), { force: true });
  const version = await contentVersion(staging);
  const build = await readBuildInfo(staging);
  await fs.writeFile(
    path.join(staging, "build.json"),
    JSON.stringify({ ...build, version }, null, 2),
  );
  const folder = path.join(options.into, version);
  await fs.rm(folder, { recursive: true, force: true });
  await fs.rename(staging, folder);
  return { version, folder };
}
