import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  buyableSiblings,
  colourSwatches,
  deliveryInfo,
  deliveryMessage,
  dropdownAxis,
  isOnlineOnly,
  isPersonalised,
  isSoldOutCode,
  priceOptions,
  priceRange,
  productBadges,
  productRating,
  pushToDataLayer,
  referenceKeyDisplay,
  trackedItem,
  validProductImages,
  viewItemEvent,
  type Product,
  type ProductTeaser,
} from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { BadgeList } from "../product-card/BadgeList.tsx";
import { LastSeenSlider } from "../recommendation-slider/LastSeenSlider.tsx";
import { RecommendationSlider } from "../recommendation-slider/RecommendationSlider.tsx";
import { ColourSwatchRow, type SwatchTarget } from "../product-card/ColourSwatchRow.tsx";
import { ProductPrice } from "../product-card/ProductPrice.tsx";
import { RatingStars } from "../product-card/RatingStars.tsx";
import { BundleAdd } from "./BundleAdd.tsx";
import { BuyBox } from "./BuyBox.tsx";
import { DeliveryNote } from "./DeliveryNote.tsx";
import { InfoPanels } from "./InfoPanels.tsx";
import { ProductGallery } from "./ProductGallery.tsx";
import { productInfo } from "./product-info.ts";
import { ProductInfoLinks } from "./ProductInfoLinks.tsx";
import { ProductBreadcrumbs } from "./ProductBreadcrumbs.tsx";
import { ReserveInStoreButton } from "./ReserveInStoreButton.tsx";
import type { ProductPageSlot } from "./product-page-slots.ts";
import { SiblingSelect } from "./SiblingSelect.tsx";
import { useNarrowViewport } from "./use-narrow-viewport.ts";
import { VariantSelect } from "./VariantSelect.tsx";
import { jsonLd, productStructuredData } from "./structured-data.ts";
import { useRecordedView } from "./use-recorded-view.ts";
import { RemindMeButton } from "../stock-reminders/RemindMeButton.tsx";
import "../product-card/product-card.css";
import "./product-detail.css";

export interface ProductDetailState {
  readonly product: Product;
  /** The variant chosen on the server (catalogue spec point 4), so hydration shows the same. */
  readonly variantKey: string | null;
  /** Opened with `action=addToCart` (from a card): focus the choice to make. */
  readonly addToCart: boolean;
  /** The shop offers a wishlist (its config), so the buy box shows the heart. */
  readonly wishlistOffered: boolean;
  /** The shop offers click and reserve (its config, decision 0046). */
  readonly clickAndReserve: boolean;
  /** The product's recommendation slots that have products, in the page's order. */
  readonly recommendations: readonly {
    readonly slot: ProductPageSlot;
    readonly products: readonly ProductTeaser[];
  }[];
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : [];
}

/**
 * The product page's main part (catalogue spec points 2–9): gallery, badges, name, reference key,
 * rating, price, colour swatches of the siblings, the variant dropdown, delivery message,
 * online-only or retail-suitable, add to basket and wishlist, the info panels, the product's
 * alternatives and suggestions, the visitor's last seen (loaded in the browser, decision 0036),
 * and structured data.
 */
export function ProductDetail({ state, shop }: FragmentProps<ProductDetailState>) {
  const { _ } = useLingui();
  const { product } = state;
  const [variantKey, setVariantKey] = useState(state.variantKey);
  const variant =
    product.variants.find((candidate) => candidate.referenceKey === variantKey) ??
    product.variants[0];

  useRecordedView(product.referenceKey, shop.locale);
  useEffect(() => {
    pushToDataLayer(viewItemEvent(shop.currency, trackedItem(product, variant, shop.country)));
  }, [product, variant, shop]);

  const chooseVariant = (referenceKey: string) => {
    setVariantKey(referenceKey);
    const url = new URL(window.location.href);
    url.searchParams.set("variant", referenceKey);
    window.history.replaceState(window.history.state, "", url);
  };

  const narrow = useNarrowViewport();
  const axis = dropdownAxis(product.variants);
  const rating = productRating(product);
  const personalised = isPersonalised(product);
  const siblings = buyableSiblings(product.siblings);
  const colourSets = [
    { colours: product.colorsList, item: swatchTarget(product.seoUrl, product.name, true) },
    ...siblings.map((sibling) => ({
      colours: sibling.advancedAttributes.farbe,
      item: swatchTarget(sibling.seoUrl, sibling.label, false),
    })),
  ];
  function swatchTarget(path: string, label: string, current: boolean): SwatchTarget {
    return { href: `/${shop.language}/${path}`, label, current };
  }
  const swatches = colourSwatches(colourSets);
  const homeName = _(msg({ id: "product.breadcrumbHome", message: "Home" }));
  const articleNumber = referenceKeyDisplay(variant?.referenceKey ?? product.referenceKey);

  return (
    <article className="cat-pdp" aria-labelledby="cat-pdp-name">
      <ProductBreadcrumbs product={product} shop={shop} homeName={homeName} />
      <div className="cat-pdp__layout">
        <ProductGallery
          key={product.id}
          images={validProductImages(product.images)}
          name={product.name}
          referenceKey={product.referenceKey}
        />
        <div className="cat-pdp__details">
          <BadgeList badges={productBadges(product, variant, shop.brand)} />
          <p className="cat-pdp__brand">{product.subbrand ?? product.brand}</p>
          <h1 id="cat-pdp-name" className="cat-pdp__name">
            {product.name}
          </h1>
          <p className="cat-pdp__reference">
            <Trans id="product.articleNumber">Item no. {articleNumber}</Trans>
          </p>
          {rating ? <RatingStars rating={rating} locale={shop.locale} /> : null}
          {variant ? (
            <ProductPrice
              options={priceOptions(variant, product.variants)}
              range={priceRange(product)}
              shop={shop}
            />
          ) : null}
          {narrow && siblings.length > 0 ? (
            <SiblingSelect
              product={product}
              variantKey={variant?.referenceKey}
              siblings={siblings}
              brand={shop.brand}
              language={shop.language}
            />
          ) : swatches.swatches.length > 0 ? (
            <div className="cat-pdp__colours">
              <p className="cat-pdp__label">
                <Trans id="product.colours">Colours</Trans>
              </p>
              <ColourSwatchRow swatches={swatches} />
            </div>
          ) : siblings.length > 0 ? (
            <nav
              className="cat-pdp__siblings"
              aria-label={_(msg({ id: "product.siblings", message: "More versions" }))}
            >
              <ul>
                {siblings.map((sibling) => (
                  <li key={sibling.id}>
                    <a href={`/${shop.language}/${sibling.seoUrl}`}>{sibling.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {axis ? (
            <VariantSelect
              variants={product.variants}
              axis={axis}
              selected={variant?.referenceKey}
              locale={shop.locale}
              brand={shop.brand}
              onChange={chooseVariant}
            />
          ) : null}
          {variant ? (
            <DeliveryNote
              message={deliveryMessage(deliveryInfo(variant, product.variants), shop.brand)}
            />
          ) : null}
          {variant && isSoldOutCode(variant.delivery.BVC) ? (
            <RemindMeButton
              productName={product.name}
              variantId={variant.id}
              variantLabel={axis ? (variant.attributes[axis]?.label ?? null) : null}
              locale={shop.locale}
            />
          ) : null}
          <p className="cat-pdp__channel">
            {isOnlineOnly(product, variant) ? (
              <Trans id="product.onlineOnly">Available online only</Trans>
            ) : (
              <Trans id="product.retailSuitable">Also available in our stores</Trans>
            )}
          </p>
          <BuyBox
            product={product}
            variant={variant}
            personalised={personalised}
            addToCart={state.addToCart}
            wishlistOffered={state.wishlistOffered}
          />
          {state.clickAndReserve && variant && !isOnlineOnly(product, variant) ? (
            <ReserveInStoreButton variantId={variant.id} productName={product.name} />
          ) : null}
          <ProductInfoLinks info={productInfo(product)} />
          {product.bundleItems.length > 0 ? (
            <BundleAdd items={product.bundleItems} locale={shop.locale} language={shop.language} />
          ) : null}
        </div>
      </div>
      <p className="cat-pdp__description">{product.description}</p>
      <InfoPanels
        key={product.id}
        rating={rating}
        warnings={stringList(product.advancedAttributes.warnings)}
        downloads={[]}
      />
      {state.recommendations.map(({ slot, products }) => (
        <RecommendationSlider
          key={slot}
          state={{ slot, products, wishlistOffered: state.wishlistOffered }}
          shop={shop}
        />
      ))}
      <LastSeenSlider
        slot="pds_last_seen"
        shop={shop}
        itemId={product.referenceKey}
        wishlistOffered={state.wishlistOffered}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLd(productStructuredData(product, variant, shop, homeName)),
        }}
      />
    </article>
  );
}
