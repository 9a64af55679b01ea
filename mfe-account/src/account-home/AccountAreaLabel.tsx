import { Trans } from "@lingui/react/macro";
import type { AccountArea } from "./account-areas.ts";

/** The link text of one account area. */
export function AccountAreaLabel({ area }: { readonly area: AccountArea }) {
  if (area === "wishlist") return <Trans id="accountHome.area.wishlist">My wishlist</Trans>;
  return <Trans id="accountHome.area.basket">My basket</Trans>;
}
