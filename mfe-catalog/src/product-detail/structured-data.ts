import {
  isAvailableCode,
  productRating,
  validProductImages,
  type Product,
  type ProductVariant,
  type ShopContext,
} from "@shop/shared";

/** schema.org availability of a variant's code (catalogue spec point 4). */
export function offerAvailability(variant: ProductVariant): string {
  const { BVC, deliveryDaysTo } = variant.delivery;
  if (BVC === 4) return "https://schema.org/SoldOut";
  if (BVC === 3) return "https://schema.org/OutOfStock";
  if (deliveryDaysTo >= 999) return "https://schema.org/PreOrder";
  return isAvailableCode(BVC) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
}

/**
 * The product page's structured data (brief: search engines): Product with its Offer (price,
 * currency, availability), AggregateRating when rated, and the BreadcrumbList of its categories.
 * Addresses are paths; crawlers resolve them against the page's canonical address.
 */
export function productStructuredData(
  product: Product,
  variant: ProductVariant | undefined,
  shop: ShopContext,
  homeName: string,
): object[] {
  const path = `/${shop.language}/${product.seoUrl}`;
  const rating = productRating(product);
  const crumbs = [
    { name: homeName, item: `/${shop.language}/` },
    ...breadcrumbCategories(product, shop),
    { name: product.name, item: path },
  ];
  return [
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      sku: variant?.referenceKey ?? product.referenceKey,
      productID: product.referenceKey,
      description: product.description,
      brand: { "@type": "Brand", name: product.subbrand ?? product.brand },
      image: validProductImages(product.images).map((image) => image.src),
      ...(variant
        ? {
            offers: {
              "@type": "Offer",
              url: `${path}?variant=${encodeURIComponent(variant.referenceKey)}`,
              price: (variant.price.withTax / 100).toFixed(2),
              priceCurrency: variant.price.currencyCode,
              availability: offerAvailability(variant),
            },
          }
        : {}),
      ...(rating
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: rating.value,
              reviewCount: rating.quantity,
              bestRating: 5,
            },
          }
        : {}),
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: crumb.item,
      })),
    },
  ];
}

/** The product's category path (department, then subcategory) with their listing addresses. */
export function breadcrumbCategories(
  product: Pick<Product, "categories">,
  shop: Pick<ShopContext, "language">,
): { name: string; item: string }[] {
  let path = `/${shop.language}/`;
  return product.categories.slice(0, 5).map((category) => {
    path = `${path}${category.slug}/`;
    return { name: category.categoryName, item: path };
  });
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can end the script. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}
