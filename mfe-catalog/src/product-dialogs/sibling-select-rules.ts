import {
  deliveryInfo,
  deliveryMessage,
  validProductImages,
  type Brand,
  type DeliveryMessage,
  type Product,
  type ProductImage,
  type ProductSibling,
} from "@shop/shared";

/** A version in the sibling select: the product itself or one of its buyable siblings. */
export interface SiblingChoice {
  readonly id: string;
  readonly name: string;
  /** The page path below the language prefix. */
  readonly seoUrl: string;
  readonly image: ProductImage | undefined;
  readonly colours: readonly string[];
  /** The delivery message of the variant a click shows: the chosen one, or the first buyable. */
  readonly availability: DeliveryMessage;
  readonly current: boolean;
}

/**
 * The versions of the sibling select modal (catalogue spec point 7 dialogs, point 4 siblings):
 * the product shown now first, then its buyable siblings in their order, each with its first
 * picture, colours and the availability of the variant its page opens with.
 */
export function siblingChoices(
  product: Product,
  variantKey: string | undefined,
  siblings: readonly ProductSibling[],
  brand: Brand,
): SiblingChoice[] {
  const shown = product.variants.find((v) => v.referenceKey === variantKey) ?? product.variants[0];
  const own: SiblingChoice[] = shown
    ? [
        {
          id: product.id,
          name: product.name,
          seoUrl: product.seoUrl,
          image: validProductImages(product.images)[0],
          colours: product.colorsList,
          availability: deliveryMessage(deliveryInfo(shown, product.variants), brand),
          current: true,
        },
      ]
    : [];
  return [
    ...own,
    ...siblings.flatMap((sibling) => {
      const opened = sibling.variants.find(
        (variant) => variant.referenceKey === sibling.buyableVariant.referenceKey,
      );
      if (!opened) return [];
      return [
        {
          id: sibling.id,
          name: sibling.label,
          seoUrl: sibling.seoUrl,
          image: validProductImages(sibling.images)[0],
          colours: sibling.advancedAttributes.farbe,
          availability: deliveryMessage(deliveryInfo(opened, sibling.variants), brand),
          current: false,
        },
      ];
    }),
  ];
}
