import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  featureEvent,
  productImageSizes,
  productImageUrl,
  pushToDataLayer,
  type ProductImage,
} from "@shop/shared";
import { Dialog } from "@shop/shared/ui";
import {
  imageKeyAction,
  imageZoomFactor,
  swipeStep,
  wrappedImageIndex,
  zoomOrigin,
} from "../product-detail/image-dialog-rules.ts";
import { useDialogMessages } from "./use-dialog-messages.ts";

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly images: readonly ProductImage[];
  readonly name: string;
  readonly referenceKey: string;
  /** The picture shown; the gallery behind follows it. */
  readonly index: number;
  readonly onIndexChange: (index: number) => void;
}

/**
 * The product image dialog (catalogue spec point 7): one large picture, zoomed by its button, a
 * click or `+`/`-`, changed by the arrow keys, Home and End, the previous/next buttons, the
 * thumbnails or a sideways swipe (pointer events, past 50 px). Loaded on first use (decision 0042).
 */
export default function ProductImageDialog(props: Props) {
  useDialogMessages();
  const { images, name, index, onIndexChange } = props;
  const { _ } = useLingui();
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState("50% 50%");
  const gesture = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const image = images[index] ?? images[0];

  // The picture shown as far as events know: a second key press may come before React renders
  // the first one's change, so it is kept here at once, not only in the next render's props.
  const shown = useRef(index);
  useLayoutEffect(() => {
    shown.current = index;
  }, [index]);
  const show = (next: number) => {
    if (next === shown.current) return;
    shown.current = next;
    setZoomed(false);
    onIndexChange(next);
    pushToDataLayer(
      featureEvent("picture_swipe", { item_id: props.referenceKey, position: next + 1 }),
    );
  };
  // Keys work wherever the focus is in the dialog (close button included); the page behind is inert.
  const latest = useRef({ show, count });
  useLayoutEffect(() => {
    latest.current = { show, count };
  });
  useEffect(() => {
    if (!props.open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = imageKeyAction(event.key);
      const { show: go, count: total } = latest.current;
      const current = shown.current;
      if (!action) return;
      event.preventDefault();
      if (action === "zoomIn" || action === "zoomOut") setZoomed(action === "zoomIn");
      else if (action === "first") go(0);
      else if (action === "last") go(total - 1);
      else go(wrappedImageIndex(current, action === "next" ? 1 : -1, total));
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [props.open]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    gesture.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (zoomed) {
      setOrigin(
        zoomOrigin(
          { x: event.clientX, y: event.clientY },
          event.currentTarget.getBoundingClientRect(),
        ),
      );
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = gesture.current;
    gesture.current = null;
    if (!start) return;
    const step = zoomed ? 0 : swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) {
      show(wrappedImageIndex(shown.current, step, count));
      return;
    }
    // A tap or click: zoom in around it, or back out.
    setOrigin(
      zoomOrigin(
        { x: event.clientX, y: event.clientY },
        event.currentTarget.getBoundingClientRect(),
      ),
    );
    setZoomed((current) => !current);
  };

  const position = index + 1;
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={<Trans id="product.imageDialog.title">Pictures of {name}</Trans>}
      closeLabel={_(msg({ id: "dialog.close", message: "Close" }))}
      className="cat-image-dialog"
    >
      {image ? (
        <div
          className={`cat-image-dialog__stage${zoomed ? " cat-image-dialog__stage--zoomed" : ""}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (gesture.current = null)}
        >
          <img
            src={productImageUrl(image.src, productImageSizes.gallery, 2)}
            width={productImageSizes.gallery}
            height={productImageSizes.gallery}
            alt={_(
              msg({
                id: "product.pictureAlt",
                message: `${name}, picture ${position} of ${count}`,
              }),
            )}
            draggable={false}
            style={{
              transform: zoomed ? `scale(${imageZoomFactor})` : undefined,
              transformOrigin: origin,
            }}
          />
        </div>
      ) : null}
      <div className="cat-image-dialog__controls">
        {count > 1 ? (
          <button
            type="button"
            className="shop-button shop-button--secondary"
            onClick={() => show(wrappedImageIndex(index, -1, count))}
          >
            <Trans id="product.imageDialog.previous">Previous picture</Trans>
          </button>
        ) : null}
        <button
          type="button"
          id="cat-image-zoom"
          className="shop-button shop-button--secondary"
          aria-pressed={zoomed}
          onClick={() => {
            setOrigin("50% 50%");
            setZoomed((current) => !current);
          }}
        >
          <Trans id="product.imageDialog.zoom">Zoom</Trans>
        </button>
        {count > 1 ? (
          <button
            type="button"
            className="shop-button shop-button--secondary"
            onClick={() => show(wrappedImageIndex(index, 1, count))}
          >
            <Trans id="product.imageDialog.next">Next picture</Trans>
          </button>
        ) : null}
      </div>
      <p className="cat-image-dialog__position" aria-live="polite">
        <Trans id="product.imageDialog.position">
          Picture {position} of {count}
        </Trans>
      </p>
      {count > 1 ? (
        <ul className="cat-image-dialog__thumbs">
          {images.map((thumb, thumbIndex) => {
            const position = thumbIndex + 1;
            return (
              <li key={thumb.src}>
                <button
                  type="button"
                  className="cat-gallery__thumb"
                  aria-current={thumbIndex === index ? "true" : undefined}
                  aria-label={_(
                    msg({ id: "product.showPicture", message: `Show picture ${position}` }),
                  )}
                  onClick={() => show(thumbIndex)}
                >
                  <img
                    src={productImageUrl(thumb.src, productImageSizes.thumbnail, 1)}
                    width={productImageSizes.thumbnail}
                    height={productImageSizes.thumbnail}
                    alt=""
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Dialog>
  );
}
