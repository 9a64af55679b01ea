import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useRef } from "react";
import type { Wishlist, WishlistItem } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { useWishlistEditing } from "./useWishlistEditing.ts";
import { WishlistLine } from "./WishlistLine.tsx";
import { WishlistNotOffered } from "./WishlistNotOffered.tsx";
import { PageHeading } from "../ui/PageHeading.tsx";
import "../ui/buttons.css";

const WishlistLayer = lazy(() => import("./WishlistLayer.tsx"));
import "../line-card/line-card.css";
import "../basket-page/basket-page.css";

export interface WishlistPageState {
  /** False where the shop has no wishlist: the page is a 404. */
  readonly offered: boolean;
  readonly wishlistKey: string | null;
  readonly wishlist: Wishlist | null;
}

/**
 * The wishlist page (core spec point 2, `/de/merkliste/`): lines with move to basket, more info
 * and remove; a move opens the add-to-cart layer, as an add elsewhere does.
 */
export function WishlistPage({ state, shop }: FragmentProps<WishlistPageState>) {
  const { wishlist, busyKey, status, error, move, remove, layer, closeLayer } = useWishlistEditing(
    shop,
    state.wishlist,
    state.wishlistKey,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  if (!state.offered) return <WishlistNotOffered language={shop.language} />;
  const items = wishlist?.items ?? [];
  const refocus = (task: Promise<void>) => void task.then(() => heading.current?.focus());
  return (
    <section className="bsk-basket" aria-labelledby="bsk-wishlist-title">
      <PageHeading
        id="bsk-wishlist-title"
        title={<Trans id="wishlist.title">Wishlist</Trans>}
        status={status}
        error={error}
        ref={heading}
      />
      {items.length > 0 ? (
        <div className="bsk-basket__lines" data-testid="wishlist-lines">
          {items.map((item: WishlistItem) => (
            <WishlistLine
              key={item.key}
              item={item}
              shop={shop}
              busy={busyKey === item.key}
              onMove={(line) => refocus(move(line))}
              onRemove={(line) => refocus(remove(line))}
            />
          ))}
        </div>
      ) : (
        <div className="bsk-empty" data-testid="wishlist-empty">
          <p>
            <Trans id="wishlist.empty">Your wishlist is empty.</Trans>
          </p>
          <a className="bsk-button bsk-button--primary" href={`/${shop.language}/`}>
            <Trans id="basket.continueShopping">Continue shopping</Trans>
          </a>
        </div>
      )}
      {layer ? (
        <Suspense fallback={null}>
          <WishlistLayer layer={layer} shop={shop} onClose={closeLayer} />
        </Suspense>
      ) : null}
    </section>
  );
}
