import type { LayoutName, NavigationNode, ShopContext } from "@shop/shared";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { Region } from "./Region.tsx";

interface Props {
  readonly layout: LayoutName;
  readonly shop: ShopContext;
  readonly navigation: readonly NavigationNode[];
  readonly year: number;
}

/** The page frame of the three layouts (core spec point 2: default, checkout, documentation). */
export function Layout({ layout, shop, navigation, year }: Props) {
  return (
    <div className={`shop-layout shop-layout--${layout}`}>
      <Header shop={shop} navigation={navigation} minimal={layout === "checkout"} />
      <main id="main" className="shop-main" tabIndex={-1}>
        {layout === "documentation" ? <Region name="sidebar" /> : null}
        <Region name="main" />
      </main>
      <Footer shop={shop} year={year} />
      <Region name="overlay" />
    </div>
  );
}
