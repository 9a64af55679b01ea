import { createContext, useContext } from "react";
import type { ShopContext } from "@shop/shared";

/**
 * The shop a content page is shown in, for the few blocks that need it (the newsletter's shop id
 * and locale). Blocks receive only their own fields, so the page provides it once.
 */
export const ContentShop = createContext<ShopContext | undefined>(undefined);

/** The page's shop; a block rendered outside a content page has none. */
export function useContentShop(): ShopContext | undefined {
  return useContext(ContentShop);
}
