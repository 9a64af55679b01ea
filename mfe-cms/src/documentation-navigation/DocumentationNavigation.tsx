import { Trans } from "@lingui/react/macro";
import type { FragmentProps } from "@shop/shared/ui";
import type { DocumentationEntry } from "../api/client.ts";
import "./documentation-navigation.css";

export interface DocumentationNavigationState {
  readonly entries: readonly DocumentationEntry[];
  /** The path of the page shown. */
  readonly current: string;
}

/**
 * The documentation layout's side navigation (core spec point 2): a list of links, the page shown
 * marked as current; reached and followed by keyboard like any link.
 */
export function DocumentationNavigation({ state }: FragmentProps<DocumentationNavigationState>) {
  return (
    <nav className="cms-docs-nav" aria-labelledby="cms-docs-nav-title">
      <h2 id="cms-docs-nav-title" className="cms-docs-nav__title">
        <Trans id="documentation.navigation">Documentation</Trans>
      </h2>
      <ul className="cms-docs-nav__list">
        {state.entries.map((entry) => (
          <li key={entry.href}>
            <a
              className="cms-docs-nav__link"
              href={entry.href}
              aria-current={entry.href === state.current ? "page" : undefined}
            >
              {entry.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
