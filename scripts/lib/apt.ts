import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

function aptGet(...args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? "apt-get" : "sudo", asRoot ? args : ["apt-get", ...args], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

/**
 * Installs a Debian package when the program it provides is missing (the project's own files
 * install what it needs on a fresh machine); updates the package lists once if the first try fails.
 */
export function ensureDebianPackage(program: string, debianPackage: string): void {
  if (existsSync(program)) return;
  console.log(`${program} is missing: installing Debian's ${debianPackage} package`);
  try {
    aptGet("install", "-y", "--no-install-recommends", debianPackage);
  } catch {
    aptGet("update");
    aptGet("install", "-y", "--no-install-recommends", debianPackage);
  }
}
