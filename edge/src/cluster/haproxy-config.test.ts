import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { haproxyConfig } from "./haproxy-config.ts";

const haproxy = process.env.HAPROXY_PATH ?? "/usr/sbin/haproxy";
const config = haproxyConfig({
  host: "127.0.0.1",
  port: 3000,
  backends: [
    { name: "edge1", port: 3101 },
    { name: "edge2", port: 3102 },
  ],
  checkIntervalMs: 500,
});

describe("haproxyConfig (issue 25, point 1)", () => {
  it("checks each instance's readiness and lists every instance once", () => {
    expect(config).toContain("option httpchk GET /readyz");
    expect(config).toContain("  server edge1 127.0.0.1:3101");
    expect(config).toContain("  server edge2 127.0.0.1:3102");
    expect(config).toContain("bind 127.0.0.1:3000");
  });

  it("retries only what changes nothing, beyond requests that never reached an instance", () => {
    expect(config).toContain("http-request disable-l7-retry unless METH_GET || METH_HEAD");
  });

  it("is a configuration HAProxy accepts (installed by the package's pretest)", async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), "shop-haproxy-"));
    try {
      const file = path.join(folder, "haproxy.cfg");
      await writeFile(file, config);
      // `-c` checks the file and exits non-zero on any error.
      expect(() => execFileSync(haproxy, ["-c", "-f", file], { stdio: "pipe" })).not.toThrow();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
