import { Trans } from "@lingui/react/macro";
import type { Badge } from "@shop/shared";

function BadgeText({ badge }: { readonly badge: Badge }) {
  switch (badge.type) {
    case "sale":
    case "promotion":
      // Catalogue spec point 3: sale and promotion labels are shown as they are.
      return <>{badge.label}</>;
    case "new":
      return <Trans id="badge.new">New</Trans>;
    case "bundle":
      return <Trans id="badge.bundle">Bundle</Trans>;
    case "themed":
      return badge.id.endsWith("autumn-collection") ? (
        <Trans id="badge.autumnCollection">Autumn collection</Trans>
      ) : (
        <Trans id="badge.collection">Collection</Trans>
      );
  }
}

/** The product's badges (catalogue spec point 3), in the order `productBadges` gives. */
export function BadgeList({ badges }: { readonly badges: readonly Badge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="cat-badges">
      {badges.map((badge) => (
        <li key={`${badge.type}-${badge.id}`} className={`cat-badge cat-badge--${badge.type}`}>
          <BadgeText badge={badge} />
        </li>
      ))}
    </ul>
  );
}
