import { useRef } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  colourSwatches,
  productImageSrcSet,
  productImageUrl,
  pushToDataLayer,
  selectItemEvent,
  trackedItem,
  type ColourSet,
  type ProductTeaser,
  type ShopContext,
  type TrackedList,
} from "@shop/shared";
import { addToCartPageHref } from "../basket/add-to-basket.ts";
import { AddButtonLabel } from "../basket/AddButtonLabel.tsx";
import { useAddToBasket } from "../basket/use-add-to-basket.ts";
import { WishlistHeart } from "../basket/WishlistHeart.tsx";
import { BadgeList } from "./BadgeList.tsx";
import { ColourSwatchRow, type SwatchTarget } from "./ColourSwatchRow.tsx";
import { ProductPrice } from "./ProductPrice.tsx";
import { cardAddsDirectly, cardBadges, cardImageSize, cardImages } from "./card-rules.ts";
import { useFirstCardNudge } from "./use-first-card-nudge.ts";
import "./product-card.css";

/**
 * Props of the product card (catalogue spec point 7). The listing and the recommendation
 * slider both render it; it takes the API's `ProductTeaser`.
 */
export interface ProductCardProps {
  readonly product: ProductTeaser;
  readonly shop: ShopContext;
  /** `listing`: 340 px images, a gallery slider with more than 1 image. `slider`: 346 px, one image. */
  readonly form: "listing" | "slider";
  /** 1-based position in its list: tracked with select_item; position 1 gets the nudge. */
  readonly position: number;
  /** The list the card is shown in (tracking: list id and name). */
  readonly list: TrackedList;
  /** Level of the product name's heading (3 by default). */
  readonly headingLevel?: 2 | 3 | 4;
  /** The colour sets of the product and its siblings; swatches appear with more than one. */
  readonly colourSets?: readonly ColourSet<SwatchTarget>[];
  /** The first image is the page's largest contentful paint (eager, high priority). */
  readonly priority?: boolean;
  /** The shop offers a wishlist (its config's `options.wishlist`): show the heart. */
  readonly wishlistOffered: boolean;
}

/**
 * The product card (catalogue spec points 4 and 7): image (gallery only in listings with more
 * than 1 image, the first card nudging once), badges, name, price, swatches, the wishlist heart
 * where the shop offers a wishlist, and add to basket: the first variant, quantity 1, or the
 * product page with `action=addToCart` when the product has several variants or is personalised.
 */
export function ProductCard(props: ProductCardProps) {
  const { product, shop, form, position, list, headingLevel = 3, colourSets, priority } = props;
  const { wishlistOffered } = props;
  const { _ } = useLingui();
  const href = `/${shop.language}/${product.seoPath}`;
  const size = cardImageSize(form);
  const { images, gallery } = cardImages(product, form);
  const track = useRef<HTMLUListElement>(null);
  const nudge = useFirstCardNudge(track, gallery && position === 1);
  const { state: adding, add: addToBasket } = useAddToBasket(2000);
  const Heading = `h${headingLevel}` as const;
  const name = product.name;
  const select = () =>
    pushToDataLayer(
      selectItemEvent(
        product.price.currencyCode,
        trackedItem(product, { price: product.price }, shop.country),
        list,
        position,
      ),
    );
  const swatches = colourSwatches(colourSets ?? []);
  return (
    <article className={`cat-card cat-card--${form}`}>
      <div className="cat-card__media">
        <ul
          ref={track}
          className={`cat-card__images${gallery ? " cat-card__images--gallery" : ""}${nudge ? " cat-card__images--nudge" : ""}`}
          {...(gallery
            ? {
                tabIndex: 0,
                "aria-label": _(msg({ id: "product.cardImages", message: `Pictures of ${name}` })),
              }
            : {})}
        >
          {images.map((image, index) => (
            <li key={image.src}>
              <a href={href} onClick={select} tabIndex={-1} aria-hidden="true">
                <img
                  src={productImageUrl(image.src, size)}
                  srcSet={productImageSrcSet(image.src, size)}
                  width={size}
                  height={size}
                  alt=""
                  loading={priority && index === 0 ? "eager" : "lazy"}
                  {...(priority && index === 0 ? { fetchPriority: "high" as const } : {})}
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
        {wishlistOffered ? (
          <div className="cat-card__heart">
            <WishlistHeart
              productId={product.id}
              variantId={product.firstVariantId}
              productName={name}
            />
          </div>
        ) : null}
      </div>
      <BadgeList badges={cardBadges(product, shop.brand)} />
      <p className="cat-card__brand">{product.brand}</p>
      <Heading className="cat-card__name">
        <a href={href} onClick={select}>
          {name}
        </a>
      </Heading>
      <ProductPrice
        shop={shop}
        className="cat-card__price"
        options={{
          price: product.price.withTax,
          recommendedRetailPrice: product.price.recommendedRetailPrice ?? null,
          referencePrice:
            cardBadges(product, shop.brand)[0]?.type === "sale"
              ? (product.price.recommendedRetailPrice ?? null)
              : null,
          unitPrice: null,
          currencyCode: product.price.currencyCode,
          hasDifferentPrice: false,
        }}
      />
      <ColourSwatchRow swatches={swatches} moreHref={href} />
      {cardAddsDirectly(product) ? (
        <button
          type="button"
          className="shop-button cat-card__add"
          onClick={() => addToBasket(product.firstVariantId, name)}
          aria-label={_(msg({ id: "product.addToBasketNamed", message: `Add to basket: ${name}` }))}
          aria-busy={adding === "adding" || undefined}
          data-state={adding}
        >
          <AddButtonLabel state={adding} />
        </button>
      ) : (
        <a
          className="shop-button cat-card__add"
          href={addToCartPageHref(href)}
          onClick={select}
          aria-label={_(
            msg({ id: "product.chooseVariantNamed", message: `Choose variant: ${name}` }),
          )}
        >
          <Trans id="product.chooseVariant">Choose variant</Trans>
        </a>
      )}
    </article>
  );
}
