import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { ratingStarFills, type Rating } from "@shop/shared";

/** The star outline in a 100 × 100 box. */
const starPoints = "50,0 61,35 98,35 68,57 79,91 50,70 21,91 32,57 2,35 39,35";

/**
 * One star filled from the left to `fill` (0–1). The fill is an SVG attribute, not a `style`
 * attribute: the shop's Content-Security-Policy (`style-src 'self'`) blocks inline styles.
 */
function Star({ fill }: { readonly fill: number }) {
  const width = fill * 100;
  return (
    <svg className="cat-rating__star" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <polygon className="cat-rating__star-empty" points={starPoints} />
      {width > 0 ? (
        <svg width={width} height="100" viewBox={`0 0 ${width} 100`}>
          <polygon className="cat-rating__star-full" points={starPoints} />
        </svg>
      ) : null}
    </svg>
  );
}

/**
 * Five stars filled fractionally (catalogue spec point 5) with the count; screen readers get
 * the value in words instead of the stars.
 */
export function RatingStars({
  rating,
  locale,
}: {
  readonly rating: Rating;
  readonly locale: string;
}) {
  const { _ } = useLingui();
  const value = rating.value.toLocaleString(locale, { maximumFractionDigits: 1 });
  const count = rating.quantity;
  return (
    <p className="cat-rating">
      <span
        className="cat-rating__stars"
        role="img"
        aria-label={_(
          msg({
            id: "product.ratingLabel",
            message: `Rated ${value} out of 5 by ${count} reviews`,
          }),
        )}
      >
        {ratingStarFills(rating.value).map((fill, index) => (
          <Star key={index} fill={fill} />
        ))}
      </span>
      <span className="cat-rating__count" aria-hidden="true">
        {value} ({count})
      </span>
    </p>
  );
}
