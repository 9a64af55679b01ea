import { lazy, Suspense, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { atLeast, type Language, type NavigationNode } from "@shop/shared";
import type { DialogPlacement, FragmentProps } from "@shop/shared/ui";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import "./navigation.css";

export interface CategoryNavigationState {
  readonly tree: readonly NavigationNode[];
  /** The shop's languages: a switch between them when there are several. */
  readonly languages: readonly Language[];
}

/** Catalogue spec point 9: md, from which the side navigation slides in from the left edge. */
const desktopQuery = atLeast("md");

const NavigationDialog = lazy(() => import("./NavigationDialog.tsx"));

/**
 * The category navigation in the header (catalogue spec point 2): a menu button that opens the
 * category tree in a dialog: the desktop side navigation (placement `left`) from 768 px, the
 * mobile navigation (placement `mobile-left`) below. Each opening starts at the root. The dialog
 * loads on the first opening and then stays mounted, so closing returns focus to the button.
 * Without JavaScript the shell's top-level category links in the header still lead everywhere.
 * Beside it, the language switch of a shop with several languages.
 */
export function CategoryNavigation({ state, shop }: FragmentProps<CategoryNavigationState>) {
  return (
    <>
      {state.tree.length > 0 ? <CategoryMenu tree={state.tree} /> : null}
      <LanguageSwitch shop={shop} languages={state.languages} />
    </>
  );
}

function CategoryMenu({ tree }: { readonly tree: readonly NavigationNode[] }) {
  const [placement, setPlacement] = useState<DialogPlacement | null>(null);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setOpened(true);
    setPlacement(window.matchMedia(desktopQuery).matches ? "left" : "mobile-left");
  };
  return (
    <div className="cat-nav-menu">
      <button type="button" className="cat-nav-menu__button" aria-haspopup="dialog" onClick={open}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="shop-visually-hidden-narrow">
          <Trans id="navigation.open">Categories</Trans>
        </span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <NavigationDialog tree={tree} placement={placement} onClose={() => setPlacement(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
