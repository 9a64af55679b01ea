import { execFileSync } from "node:child_process";
import { cp, mkdir } from "node:fs/promises";
import path from "node:path";
import { repoRoot } from "./paths.ts";

/** How the fresh copy of the repository was made, for the result file. */
export interface Checkout {
  readonly source: "git clone" | "working tree";
  readonly commit: string | undefined;
}

const git = (...args: string[]) =>
  execFileSync("git", args, {
    cwd: repoRoot,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });

/**
 * Clones the committed HEAD into `target`. A repository without commits yet has nothing to
 * clone, so then the files git would commit (tracked and untracked, minus ignored) are copied.
 */
export async function freshCheckout(target: string): Promise<Checkout> {
  let commit: string | undefined;
  try {
    commit = git("rev-parse", "--verify", "HEAD").trim();
  } catch {
    commit = undefined;
  }
  if (commit) {
    execFileSync("git", ["clone", "--quiet", repoRoot, target], { stdio: "inherit" });
    return { source: "git clone", commit };
  }
  const files = git("ls-files", "-z", "--cached", "--others", "--exclude-standard")
    .split("\0")
    .filter((file) => file !== "");
  await mkdir(target, { recursive: true });
  for (const file of files) {
    const destination = path.join(target, file);
    await mkdir(path.dirname(destination), { recursive: true });
    // Deleted-but-tracked files are listed too; skip what is no longer there.
    await cp(path.join(repoRoot, file), destination).catch(() => undefined);
  }
  return { source: "working tree", commit: undefined };
}
