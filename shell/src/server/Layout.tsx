import type { LayoutName, NavigationNode, ShopContext } from "@shop/shared";
import { Header } from "./Header.tsx";
import { Region } from "./Region.tsx";

interface Props {
  readonly layout: LayoutName;
  readonly shop: ShopContext;
  readonly navigation: readonly NavigationNode[];
}

/**
 * The page frame of the three layouts (core spec point 2: default, checkout, documentation). The
 * footer is the content team's fragment: its content (legal name, hotlines, links) is theirs.
 */
export function Layout({ layout, shop, navigation }: Props) {
  return (
    <div className={`shop-layout shop-layout--${layout}`}>
      <Header shop={shop} navigation={navigation} minimal={layout === "checkout"} />
      <main id="main" className="shop-main" tabIndex={-1}>
        {layout === "documentation" ? <Region name="sidebar" /> : null}
        <Region name="main" />
      </main>
      <Region name="footer" />
      <Region name="overlay" />
    </div>
  );
}
