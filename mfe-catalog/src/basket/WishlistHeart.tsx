import { useSyncExternalStore } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { sendShopCommand, ShopCommandUnhandled, showToast } from "@shop/shared";
import { announcedWishlist, serverWishlist, subscribeToWishlist } from "./wishlist-store.ts";
import "./wishlist-heart.css";

interface Props {
  readonly productId: string;
  readonly variantId: string;
  readonly productName: string;
}

/**
 * The wishlist heart (catalogue spec point 4: in or out, toggled by the button). It asks the
 * basket team with the `wishlist:toggle` command, which waits for the mini-basket when that has
 * not started yet (decision 0060), and shows what `wishlist:updated` announced last, also when
 * that was before the heart hydrated. The server and the first browser render show it empty, so
 * hydration matches. Render it only where the shop offers a wishlist (the loaders' `wishlist`
 * state, from the shop's config).
 */
export function WishlistHeart({ productId, variantId, productName }: Props) {
  const { _ } = useLingui();
  // The server snapshot (nothing saved) is also what hydration starts from, so markup matches.
  const wishlist = useSyncExternalStore(subscribeToWishlist, announcedWishlist, serverWishlist);
  const inWishlist = wishlist.includes(productId);
  const name = productName;
  const toggle = () => {
    // The basket team reports its own failures; the heart speaks only when no one took it.
    sendShopCommand("wishlist:toggle", { productId, variantId, productName }).catch(
      (error: unknown) => {
        if (!(error instanceof ShopCommandUnhandled)) return;
        showToast(
          _(
            msg({
              id: "wishlist.unavailable",
              message: "The wishlist cannot be changed at the moment. Please try again later.",
            }),
          ),
          "error",
        );
      },
    );
  };
  return (
    <button
      type="button"
      className="cat-heart"
      aria-pressed={inWishlist}
      aria-label={_(msg({ id: "wishlist.toggle", message: `Save ${name} to the wishlist` }))}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.5 1.1 4.3 2.4.8-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={inWishlist ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
