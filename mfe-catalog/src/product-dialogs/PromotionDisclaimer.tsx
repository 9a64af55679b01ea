import type { PromotionConditions } from "../product-detail/product-info.ts";

/** The promotion disclaimer's content: each running promotion's conditions, as the data words them. */
export function PromotionDisclaimer({
  promotions,
}: {
  readonly promotions: readonly PromotionConditions[];
}) {
  return (
    <dl className="cat-promotion-conditions">
      {promotions.map((promotion) => (
        <div key={promotion.id}>
          <dt>{promotion.label}</dt>
          <dd>{promotion.conditions}</dd>
        </div>
      ))}
    </dl>
  );
}
