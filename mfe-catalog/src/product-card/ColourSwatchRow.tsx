import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import type { ColourSwatches } from "@shop/shared";

/** What a swatch links to: the product page in that colour set, and its name. */
export interface SwatchTarget {
  readonly href: string;
  readonly label: string;
  readonly current: boolean;
}

/**
 * Colour swatches (catalogue spec point 5): single colours as a dot, pairs split in two,
 * multicolour as quadrants; at most 5 plus '+N'. Each links to the product in that colour.
 */
export function ColourSwatchRow({
  swatches,
  moreHref,
}: {
  readonly swatches: ColourSwatches<SwatchTarget>;
  /** Where '+N' leads (the product page, where every sibling is listed). */
  readonly moreHref?: string;
}) {
  const { _ } = useLingui();
  if (swatches.swatches.length === 0) return null;
  const more = swatches.more;
  return (
    <ul className="cat-swatches">
      {swatches.swatches.map((swatch) => (
        <li key={swatch.item.href}>
          <a
            href={swatch.item.href}
            className={`cat-swatch cat-swatch--${swatch.kind}`}
            aria-current={swatch.item.current ? "page" : undefined}
            title={swatch.item.label}
          >
            {swatch.colours.slice(0, 4).map((colour) => (
              <span
                key={colour}
                className={`cat-swatch__part cat-colour--${colour.replace(/_.*/, "")}`}
              />
            ))}
            <span className="shop-visually-hidden">{swatch.item.label}</span>
          </a>
        </li>
      ))}
      {more > 0 ? (
        <li>
          {moreHref ? (
            <a
              className="cat-swatches__more"
              href={moreHref}
              aria-label={_(msg({ id: "product.moreColours", message: `${more} more colours` }))}
            >
              +{more}
            </a>
          ) : (
            <span className="cat-swatches__more">+{more}</span>
          )}
        </li>
      ) : null}
    </ul>
  );
}
