// Browser tests drive the operating system's Chromium; install it from Debian's packages when
// it is missing (Playwright's own browser download cannot work on these machines).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function aptGet(...args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? "apt-get" : "sudo";
  execFileSync(command, asRoot ? args : ["apt-get", ...args], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

if (!existsSync(chromium)) {
  console.log(`${chromium} is missing: installing Debian's chromium package`);
  try {
    aptGet("install", "-y", "--no-install-recommends", "chromium");
  } catch {
    aptGet("update");
    aptGet("install", "-y", "--no-install-recommends", "chromium");
  }
}
