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

/**
 * A line's first valid product image, or the text basket.noImage (core spec point 8). `size` is
 * the image's requested size; the box itself is sized by the stylesheet.
 */
export function LineImage({ product, size }: Props) {
  const image = validProductImages(product.images)[0];
  if (!image) {
    return (
      // Sized by the stylesheet: the shop's CSP refuses style attributes in server markup.
      <span className="bsk-line-image bsk-line-image--none">
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
