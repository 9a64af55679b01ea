import { useSyncExternalStore } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { emitShopEvent, onShopEvent } from "@shop/shared";
import "./wishlist-heart.css";

/** The last wishlist the basket team announced, so a heart mounted later starts right. */
let knownWishlist: readonly string[] = [];
const nothingSaved: readonly string[] = [];
const listeners = new Set<() => void>();
if (typeof window !== "undefined") {
  onShopEvent("wishlist:updated", ({ productIds }) => {
    knownWishlist = productIds;
    for (const listener of listeners) listener();
  });
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface Props {
  readonly productId: string;
  readonly variantId: string;
  readonly productName: string;
}

/**
 * The wishlist heart (catalogue spec point 4: in or out, toggled by the button). It asks the
 * basket team with `wishlist:toggle` and shows what `wishlist:updated` announces. The server and
 * the first browser render show it empty, so hydration matches.
 */
export function WishlistHeart({ productId, variantId, productName }: Props) {
  const { _ } = useLingui();
  // The server snapshot (nothing saved) is also what hydration starts from, so markup matches.
  const wishlist = useSyncExternalStore(
    subscribe,
    () => knownWishlist,
    () => nothingSaved,
  );
  const inWishlist = wishlist.includes(productId);
  const name = productName;
  return (
    <button
      type="button"
      className="cat-heart"
      aria-pressed={inWishlist}
      aria-label={_(msg({ id: "wishlist.toggle", message: `Save ${name} to the wishlist` }))}
      onClick={() => emitShopEvent("wishlist:toggle", { productId, variantId, productName })}
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
