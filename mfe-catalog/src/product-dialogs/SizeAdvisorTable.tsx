import { Trans } from "@lingui/react/macro";
import type { SizeAdvisor } from "../product-detail/product-info.ts";

/**
 * The attribute advisor's content (groessenberater, catalogue spec points 7 and 9): each size and
 * the body measure it fits, from the product's data, and how to choose between two sizes.
 */
export function SizeAdvisorTable({ advisor }: { readonly advisor: SizeAdvisor }) {
  return (
    <>
      <table className="cat-size-advisor">
        <caption>
          {advisor.measure === "height" ? (
            <Trans id="product.advisor.captionHeight">Sizes by body height</Trans>
          ) : (
            <Trans id="product.advisor.captionChest">Sizes by chest girth</Trans>
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans id="product.axis.size">Size</Trans>
            </th>
            <th scope="col">
              {advisor.measure === "height" ? (
                <Trans id="product.advisor.height">Body height (cm)</Trans>
              ) : (
                <Trans id="product.advisor.chest">Chest girth (cm)</Trans>
              )}
            </th>
          </tr>
        </thead>
        <tbody>
          {advisor.rows.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              <td>
                {row.from}–{row.to}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Trans id="product.advisor.hint">
          Measure over your underwear. If you are between two sizes, choose the larger one.
        </Trans>
      </p>
    </>
  );
}
