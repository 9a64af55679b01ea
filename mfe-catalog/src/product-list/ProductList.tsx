import { useId, useRef } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import type { ProductTeaser, TrackedList } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { ProductCardGrid } from "../product-card/ProductCardGrid.tsx";
import { useListViewTracking } from "../product-card/use-list-view-tracking.ts";
import { ProductSlider } from "../recommendation-slider/ProductSlider.tsx";
import "./product-list.css";

export interface ProductListState {
  readonly products: readonly ProductTeaser[];
  readonly layout: "slider" | "grid";
  /** The editor's headline; the list's own name without one. */
  readonly headline?: string;
  /** The shop offers a wishlist (its config), so the cards show hearts. */
  readonly wishlistOffered: boolean;
}

/** The list id a content page's product list is tracked with. */
const contentListId = "content_product_list";

/**
 * A content page's product list (catalogue spec point 2; decision 0055): the catalogue's own
 * cards, as the product slider or as the listing's grid, in the content page's product-list
 * block. Without products it shows nothing.
 */
export function ProductList({ state, shop }: FragmentProps<ProductListState>) {
  const { _ } = useLingui();
  const name = state.headline || _(msg({ id: "productList.title", message: "Products for you" }));
  const list = { id: contentListId, name };
  if (state.layout === "slider") {
    return (
      <ProductSlider
        products={state.products}
        list={list}
        shop={shop}
        autoplay={false}
        wishlistOffered={state.wishlistOffered}
      />
    );
  }
  return <ProductGrid {...state} list={list} shop={shop} />;
}

function ProductGrid({
  products,
  list,
  shop,
  wishlistOffered,
}: ProductListState & Pick<FragmentProps<ProductListState>, "shop"> & { list: TrackedList }) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  useListViewTracking(section, products, list, shop);
  if (products.length === 0) return null;
  return (
    <section ref={section} className="cat-product-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="cat-product-list__title">
        {list.name}
      </h2>
      <ProductCardGrid
        products={products}
        shop={shop}
        list={list}
        wishlistOffered={wishlistOffered}
      />
    </section>
  );
}
