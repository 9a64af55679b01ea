import { Trans } from "@lingui/react/macro";

/** What a fragment shows when its slice failed to load or render: the rest of the page works on. */
export function FragmentFallback() {
  return (
    <p className="shop-fragment-fallback" role="status">
      <Trans id="fragment.unavailable">This part of the page is not available right now.</Trans>
    </p>
  );
}
