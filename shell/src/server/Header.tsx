import { Trans } from "@lingui/react/macro";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { brandNames, type NavigationNode, type ShopContext } from "@shop/shared";
import { Region } from "./Region.tsx";

interface Props {
  readonly shop: ShopContext;
  readonly navigation: readonly NavigationNode[];
  /** The checkout layout keeps the shopper focused: no navigation, no basket. */
  readonly minimal?: boolean;
}

/** The shop header: skip link, logo, main navigation and the account and basket fragments. */
export function Header({ shop, navigation, minimal = false }: Props) {
  const { _ } = useLingui();
  const brandName = brandNames[shop.brand];
  return (
    <header className="shop-header">
      <a className="shop-skip-link" href="#main">
        <Trans id="layout.skipToContent">Skip to content</Trans>
      </a>
      <div className="shop-header__bar">
        {minimal ? null : <Region name="headerNavigation" />}
        <a
          className="shop-logo"
          href={`/${shop.language}/`}
          aria-label={_(msg({ id: "layout.homeLink", message: `${brandName}, home page` }))}
        >
          {brandName}
        </a>
        {minimal ? null : (
          <div className="shop-header__actions">
            <Region name="headerAccount" />
            <Region name="headerMiniBasket" />
          </div>
        )}
      </div>
      {minimal || navigation.length === 0 ? null : (
        <nav aria-label={_(msg({ id: "layout.mainNavigation", message: "Main navigation" }))}>
          <ul className="shop-nav__list">
            {navigation.map((node) => (
              <li key={node.link}>
                <a className="shop-nav__link" href={node.link}>
                  {node.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
