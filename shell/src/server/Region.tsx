import type { RegionName } from "@shop/shared";

/**
 * A region: its placeholder (`<shop-region name="…">`), which the edge replaces with the fragments
 * the page puts there, inside a box without a box of its own (`display: contents`) that the
 * shell's navigation swaps the region's fragments in (decision 0050).
 */
export function Region({ name }: { readonly name: RegionName }) {
  return (
    <div className="shop-region" data-region={name}>
      <shop-region name={name} />
    </div>
  );
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX intrinsic elements live in a namespace
  namespace JSX {
    interface IntrinsicElements {
      "shop-region": { name: RegionName };
    }
  }
}
