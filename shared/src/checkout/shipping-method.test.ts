import { describe, expect, it } from "vitest";
import { shippingMethodFor } from "./shipping-method.ts";

const line = (bulkyOrLoad?: unknown) => ({ product: { advancedAttributes: { bulkyOrLoad } } });

describe("shippingMethodFor", () => {
  it("ships a basket without bulky lines as standard parcels", () => {
    expect(shippingMethodFor([line(), line(false), line("")])).toBe("standard");
  });

  it("ships the whole basket by freight once one line is bulky", () => {
    expect(shippingMethodFor([line(), line(true)])).toBe("freight");
    expect(shippingMethodFor([line("j")])).toBe("freight");
  });

  it("answers standard for an empty basket", () => {
    expect(shippingMethodFor([])).toBe("standard");
  });
});
