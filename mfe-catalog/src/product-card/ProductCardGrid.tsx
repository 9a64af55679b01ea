import type { ProductTeaser, ShopContext, TrackedList } from "@shop/shared";
import { ProductCard } from "./ProductCard.tsx";

interface Props {
  readonly products: readonly ProductTeaser[];
  readonly shop: ShopContext;
  readonly list: TrackedList;
  /** The position of the first card in its list (a listing's later pages start further on). */
  readonly firstPosition?: number;
  /** The first card's image is the page's largest contentful paint. */
  readonly priorityFirst?: boolean;
  readonly wishlistOffered: boolean;
}

/**
 * Product cards in the listing's grid (2, 3 then 4 columns), each card's name a level-3
 * heading: the listing, the search's suggestions and a content page's product list.
 */
export function ProductCardGrid({
  products,
  shop,
  list,
  firstPosition = 1,
  priorityFirst = false,
  wishlistOffered,
}: Props) {
  return (
    <ul className="cat-card-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            shop={shop}
            form="listing"
            position={firstPosition + index}
            list={list}
            headingLevel={3}
            priority={priorityFirst && index === 0}
            wishlistOffered={wishlistOffered}
          />
        </li>
      ))}
    </ul>
  );
}
