// Browser tests drive the operating system's Chromium; install it from Debian's packages when
// it is missing (Playwright's own browser download cannot work on these machines).
import { ensureDebianPackage } from "./lib/apt.ts";

ensureDebianPackage(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", "chromium");
