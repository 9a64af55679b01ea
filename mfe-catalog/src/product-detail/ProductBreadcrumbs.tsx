import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import type { Product, ShopContext } from "@shop/shared";
import { breadcrumbCategories } from "./structured-data.ts";

/** The visible breadcrumb (home, the product's categories, the product), as in the structured data. */
export function ProductBreadcrumbs({
  product,
  shop,
  homeName,
}: {
  readonly product: Product;
  readonly shop: ShopContext;
  readonly homeName: string;
}) {
  const { _ } = useLingui();
  const crumbs = [
    { name: homeName, item: `/${shop.language}/` },
    ...breadcrumbCategories(product, shop),
  ];
  return (
    <nav
      className="cat-breadcrumbs"
      aria-label={_(msg({ id: "product.breadcrumb", message: "Breadcrumb" }))}
    >
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.item}>
            <a href={crumb.item}>{crumb.name}</a>
          </li>
        ))}
        <li aria-current="page">{product.name}</li>
      </ol>
    </nav>
  );
}
