import { lazy, Suspense, useRef, useState } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  featureEvent,
  productImageSizes,
  productImageSrcSet,
  productImageUrl,
  pushToDataLayer,
  type ProductImage,
} from "@shop/shared";

const ProductImageDialog = lazy(() => import("../product-dialogs/ProductImageDialog.tsx"));

interface Props {
  readonly images: readonly ProductImage[];
  readonly name: string;
  readonly referenceKey: string;
}

/**
 * The product gallery (catalogue spec point 9): pictures at 600 px (densities 1 and 2) in a
 * swipeable scroll-snap row, thumbnails at 150 px; the first picture loads eagerly as the LCP
 * image. Changing the picture is tracked as frontend_feature `picture_swipe`.
 */
export function ProductGallery({ images, name, referenceKey }: Props) {
  const { _ } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  // The image dialog mounts on first use and then stays, so closing returns focus.
  const [zooming, setZooming] = useState<boolean | null>(null);
  const size = productImageSizes.gallery;
  const count = images.length;

  const show = (index: number, behavior?: ScrollBehavior) => {
    const element = track.current;
    if (!element) return;
    element.scrollTo({ left: index * element.clientWidth, ...(behavior ? { behavior } : {}) });
  };
  // The dialog's picture is the gallery's: the gallery follows it behind the dialog, at once, so
  // a smooth scroll's pictures in between never reach the dialog.
  const showFromDialog = (index: number) => {
    setActive(index);
    show(index, "instant");
  };
  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const index = Math.round(element.scrollLeft / element.clientWidth);
    if (index === active) return;
    setActive(index);
    pushToDataLayer(featureEvent("picture_swipe", { item_id: referenceKey, position: index + 1 }));
  };

  if (count === 0) return <div className="cat-gallery cat-gallery--empty" />;
  return (
    <div className="cat-gallery">
      <ul
        ref={track}
        className="cat-gallery__track"
        onScroll={onScroll}
        tabIndex={count > 1 ? 0 : undefined}
        aria-label={_(msg({ id: "product.pictures", message: `Pictures of ${name}` }))}
      >
        {images.map((image, index) => {
          const position = index + 1;
          return (
            <li key={image.src} className="cat-gallery__slide">
              {/* A click on a picture opens the dialog too; the zoom button is the keyboard's way. */}
              <img
                onClick={() => setZooming(true)}
                src={productImageUrl(image.src, size, 1)}
                srcSet={productImageSrcSet(image.src, size)}
                width={size}
                height={size}
                alt={_(
                  msg({
                    id: "product.pictureAlt",
                    message: `${name}, picture ${position} of ${count}`,
                  }),
                )}
                loading={index === 0 ? "eager" : "lazy"}
                {...(index === 0 ? { fetchPriority: "high" as const } : {})}
                decoding={index === 0 ? "sync" : "async"}
              />
            </li>
          );
        })}
      </ul>
      <button
        id="cat-pdp-zoom"
        type="button"
        className="shop-button shop-button--secondary cat-gallery__zoom"
        aria-haspopup="dialog"
        onClick={() => setZooming(true)}
      >
        <Trans id="product.imageDialog.open">Enlarge pictures</Trans>
      </button>
      {zooming !== null ? (
        <Suspense fallback={null}>
          <ProductImageDialog
            open={zooming}
            onClose={() => setZooming(false)}
            images={images}
            name={name}
            referenceKey={referenceKey}
            index={Math.min(active, count - 1)}
            onIndexChange={showFromDialog}
          />
        </Suspense>
      ) : null}
      {count > 1 ? (
        <ul className="cat-gallery__thumbs">
          {images.map((image, index) => {
            const position = index + 1;
            return (
              <li key={image.src}>
                <button
                  type="button"
                  className="cat-gallery__thumb"
                  aria-current={index === active ? "true" : undefined}
                  aria-label={_(
                    msg({ id: "product.showPicture", message: `Show picture ${position}` }),
                  )}
                  onClick={() => show(index)}
                >
                  <img
                    src={productImageUrl(image.src, productImageSizes.thumbnail, 1)}
                    width={productImageSizes.thumbnail}
                    height={productImageSizes.thumbnail}
                    alt=""
                    loading="lazy"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
