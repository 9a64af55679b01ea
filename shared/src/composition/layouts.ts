import type { LayoutName } from "../routing/routes.ts";

/**
 * The regions of each layout, in the order the frame holds them. The shell renders the frame with
 * one placeholder per region; the edge fills each with the fragments a page assigns to it.
 */
export const layoutRegions = {
  default: ["headerNavigation", "headerAccount", "headerMiniBasket", "main", "footer", "overlay"],
  checkout: ["main", "footer", "overlay"],
  documentation: [
    "headerNavigation",
    "headerAccount",
    "headerMiniBasket",
    "sidebar",
    "main",
    "footer",
    "overlay",
  ],
} as const satisfies Record<LayoutName, readonly string[]>;

export type RegionName = (typeof layoutRegions)[LayoutName][number];

/** The placeholder a layout renders for a region; the edge splits the frame on it. */
export function regionPlaceholder(region: RegionName): string {
  return `<shop-region name="${region}"></shop-region>`;
}
