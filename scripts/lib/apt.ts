import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * One apt-get at a time: the test tasks run in parallel and may each install a package on a fresh
 * machine, and a second apt-get fails at once on dpkg's lock. `flock` queues this project's own
 * calls; apt's lock timeout waits out anyone else's (an unattended upgrade, say).
 */
const queueFile = path.join(os.tmpdir(), "shop-apt-get.lock");
const lockTimeoutSeconds = "900";

function aptGet(...args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const queued = [queueFile, "apt-get", "-o", `DPkg::Lock::Timeout=${lockTimeoutSeconds}`, ...args];
  execFileSync(asRoot ? "flock" : "sudo", asRoot ? queued : ["flock", ...queued], {
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
