import { Trans } from "@lingui/react/macro";
import {
  productImageSrcSet,
  productImageUrl,
  validProductImages,
  type LineProduct,
} from "@shop/shared";

interface Props {
  readonly product: LineProduct;
  readonly size: number;
}

/** A line's first valid product image, or the text basket.noImage (core spec point 8). */
export function LineImage({ product, size }: Props) {
  const image = validProductImages(product.images)[0];
  if (!image) {
    return (
      <span className="bsk-line-image bsk-line-image--none" style={{ width: size, height: size }}>
        <Trans id="basket.noImage">No image</Trans>
      </span>
    );
  }
  return (
    <img
      className="bsk-line-image"
      src={productImageUrl(image.src, size)}
      srcSet={productImageSrcSet(image.src, size)}
      width={size}
      height={size}
      alt=""
      loading="lazy"
    />
  );
}
