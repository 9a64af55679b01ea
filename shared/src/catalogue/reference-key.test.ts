import { describe, expect, it } from "vitest";
import { referenceKeyDisplay } from "./reference-key.ts";

describe("referenceKeyDisplay", () => {
  it("removes dots, cuts to 7 characters and strips leading zeros", () => {
    expect(referenceKeyDisplay("00.123.456.78")).toBe("12345");
    expect(referenceKeyDisplay("1234567")).toBe("1234567");
    expect(referenceKeyDisplay("12345678")).toBe("1234567");
  });

  it("cuts before stripping zeros, so a zero run counts toward the 7", () => {
    expect(referenceKeyDisplay("000012345")).toBe("123");
  });

  it("keeps zeros that are not leading", () => {
    expect(referenceKeyDisplay("1.000.000")).toBe("1000000");
  });
});
