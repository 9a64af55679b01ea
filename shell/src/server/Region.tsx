import type { RegionName } from "@shop/shared";

/**
 * A region placeholder (`<shop-region name="…">`): the edge replaces it with the fragments the
 * page puts there. It never reaches the browser.
 */
export function Region({ name }: { readonly name: RegionName }) {
  return <shop-region name={name} />;
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX intrinsic elements live in a namespace
  namespace JSX {
    interface IntrinsicElements {
      "shop-region": { name: RegionName };
    }
  }
}
