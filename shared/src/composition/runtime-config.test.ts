import { describe, expect, it } from "vitest";
import { serializeForScript } from "./runtime-config.ts";

describe("serializeForScript", () => {
  it("cannot close the script element it is written into", () => {
    const text = serializeForScript({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
