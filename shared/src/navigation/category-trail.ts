import type { NavigationNode } from "../api/navigation.ts";

/**
 * The nodes from the root down to the category whose link is `path` (`/de/kueche/vasen/`), or
 * undefined when no category has that page. The edge makes such a path a category listing page
 * (decision 0019); the listing shows the trail as its breadcrumb.
 */
export function categoryTrail(
  tree: readonly NavigationNode[],
  path: string,
): readonly NavigationNode[] | undefined {
  for (const node of tree) {
    if (node.link === path) return [node];
    const below = node.children ? categoryTrail(node.children, path) : undefined;
    if (below) return [node, ...below];
  }
  return undefined;
}

/** A category's slug as the search API filters by it: the last segment of its page path. */
export function categorySlugOfPath(path: string): string {
  return path.split("/").filter(Boolean).at(-1) ?? "";
}
