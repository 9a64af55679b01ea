import { useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { NavigationNode } from "@shop/shared";
import {
  backOneLevel,
  drillInto,
  openedNodes,
  resetToRoot,
  rootStack,
  shownLevel,
  type NavigationStack,
} from "./navigation-stack.ts";

/**
 * One level of the category tree with its breadcrumb stack (catalogue spec point 2): the root
 * first; a node with subcategories drills in, "back" goes up one level, "all categories"
 * returns to the root. After each step focus moves to the level's heading, so a keyboard or
 * screen-reader user is never left on a button that has gone.
 */
export function NavigationPanel({ tree }: { readonly tree: readonly NavigationNode[] }) {
  const { _ } = useLingui();
  const [stack, setStack] = useState<NavigationStack>(rootStack);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [stack]);
  const go = (next: NavigationStack) => {
    moved.current = true;
    setStack(next);
  };
  const trail = openedNodes(tree, stack);
  const current = trail.at(-1);
  const parent = trail.at(-2);
  const level = shownLevel(tree, stack);
  const currentName = current?.name ?? "";
  const parentName = parent?.name ?? "";
  return (
    <div className="cat-nav">
      {current ? (
        <div className="cat-nav__controls">
          <button type="button" className="cat-nav__back" onClick={() => go(backOneLevel(stack))}>
            <span aria-hidden="true">‹ </span>
            {parent ? (
              <Trans id="navigation.backTo">Back to {parentName}</Trans>
            ) : (
              <Trans id="navigation.back">Back</Trans>
            )}
          </button>
          <button type="button" className="cat-nav__reset" onClick={() => go(resetToRoot())}>
            <Trans id="navigation.reset">All categories</Trans>
          </button>
        </div>
      ) : null}
      <h3 ref={heading} tabIndex={-1} className="cat-nav__heading">
        {current ? currentName : <Trans id="navigation.reset">All categories</Trans>}
      </h3>
      {current ? (
        <a className="cat-nav__all" href={current.link}>
          <Trans id="navigation.showAll">Show all in {currentName}</Trans>
        </a>
      ) : null}
      <ul className="cat-nav__list">
        {level.map((node, index) => {
          const name = node.name;
          return (
            <li key={node.link}>
              {node.children && node.children.length > 0 ? (
                <button
                  type="button"
                  className="cat-nav__item cat-nav__item--parent"
                  onClick={() => go(drillInto(stack, index))}
                  aria-label={_(
                    msg({ id: "navigation.drillInto", message: `${name}: show subcategories` }),
                  )}
                >
                  {name}
                  <span aria-hidden="true">›</span>
                </button>
              ) : (
                <a className="cat-nav__item" href={node.link}>
                  {name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
