import type { Brand } from "@shop/shared";

/** The shop names shown in the header and footer (trademarks, not translated). */
export const brandNames: Record<Brand, string> = {
  home: "Wohnfein",
  baby: "Wohnfein Baby",
};
