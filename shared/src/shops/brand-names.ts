import type { Brand } from "./shops.ts";

/**
 * The shop names shown in the header, footer and page titles (trademarks, not translated). The
 * edge's shop configuration names the brands the same way; an edge test keeps the two equal.
 */
export const brandNames: Readonly<Record<Brand, string>> = {
  home: "Wohnfein",
  baby: "Wohnfein Baby",
};
