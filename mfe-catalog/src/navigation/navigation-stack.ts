import type { NavigationNode } from "@shop/shared";

/**
 * The category navigation's breadcrumb stack (catalogue spec point 2): the root level is shown
 * first; drilling into a node pushes it, back pops one level, reset returns to the root. The
 * stack holds the indexes of the opened nodes, level by level, so it survives as plain state.
 */
export type NavigationStack = readonly number[];

export const rootStack: NavigationStack = [];

/** The stack after drilling into the `index`-th node of the level shown now. */
export function drillInto(stack: NavigationStack, index: number): NavigationStack {
  return [...stack, index];
}

/** The stack one level up; the root stays the root. */
export function backOneLevel(stack: NavigationStack): NavigationStack {
  return stack.slice(0, -1);
}

/** The stack at the root. */
export function resetToRoot(): NavigationStack {
  return rootStack;
}

/** The opened nodes of a stack, outermost first (the breadcrumb); stops at an index that no longer exists. */
export function openedNodes(
  tree: readonly NavigationNode[],
  stack: NavigationStack,
): readonly NavigationNode[] {
  const trail: NavigationNode[] = [];
  let level = tree;
  for (const index of stack) {
    const node = level[index];
    if (!node) break;
    trail.push(node);
    level = node.children ?? [];
  }
  return trail;
}

/** The nodes shown for a stack: the root level, or the children of the innermost opened node. */
export function shownLevel(
  tree: readonly NavigationNode[],
  stack: NavigationStack,
): readonly NavigationNode[] {
  const trail = openedNodes(tree, stack);
  return trail.length === 0 ? tree : (trail.at(-1)?.children ?? []);
}
