import fs from "node:fs/promises";
import path from "node:path";

/**
 * A slice's build folder of a test's own, laid out as the slice's build leaves it
 * (`versions/{version}/`, `current.json`), starting with one built version folder. `build`
 * does what rebuilding the slice does: adds a version and points `current.json` at it.
 */
export async function scratchSliceDist(
  dist: string,
  first: string,
): Promise<{ dist: string; build(folder: string): Promise<void> }> {
  const build = async (folder: string) => {
    const version = path.basename(folder);
    await fs.cp(folder, path.join(dist, "versions", version), { recursive: true });
    const temporary = path.join(dist, `current.json.${process.pid}`);
    await fs.writeFile(temporary, JSON.stringify({ version }));
    await fs.rename(temporary, path.join(dist, "current.json"));
  };
  await fs.mkdir(path.join(dist, "versions"), { recursive: true });
  await build(first);
  return { dist, build };
}
