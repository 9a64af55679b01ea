import { describe, expect, it } from "vitest";
import { parseReleaseCommand } from "./release-input.ts";

const version = "0123456789ab";

describe("--auto-promote", () => {
  it("turns a duration into the time the canary analysis promotes a healthy canary", () => {
    const before = Date.now();
    const parsed = parseReleaseCommand(
      "promote",
      { mfe: "mfe-catalog", version, canary: 10, autoPromote: "30m" },
      "rita",
    );
    if (!("command" in parsed) || parsed.command.verb !== "promote") throw new Error("no command");
    const at = Date.parse(parsed.command.autoPromoteAt ?? "");
    expect(at - before).toBeGreaterThanOrEqual(1_800_000);
    expect(at - Date.now()).toBeLessThanOrEqual(1_800_000);
  });

  it("is refused without a canary of 1 to 99 %, or as no duration", () => {
    for (const input of [
      { mfe: "mfe-catalog", version, autoPromote: "30m" },
      { mfe: "mfe-catalog", version, canary: 0, autoPromote: "30m" },
      { mfe: "mfe-catalog", version, canary: 10, autoPromote: "soon" },
    ]) {
      expect(parseReleaseCommand("promote", input, "rita")).toHaveProperty("error");
    }
  });
});
