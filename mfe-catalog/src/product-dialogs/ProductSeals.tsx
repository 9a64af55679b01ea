import { Trans } from "@lingui/react/macro";
import type { SealId } from "../product-detail/product-info.ts";

/** One seal's name (a trademark, not translated) and what it certifies. */
function SealEntry({ seal }: { readonly seal: SealId }) {
  switch (seal) {
    case "oekoTex100":
      return (
        <>
          <dt lang="en">OEKO-TEX® STANDARD 100</dt>
          <dd>
            <Trans id="product.seal.oekoTex100">
              Every part of this textile has been tested for harmful substances.
            </Trans>
          </dd>
        </>
      );
    case "gots":
      return (
        <>
          <dt lang="en">GOTS (Global Organic Textile Standard)</dt>
          <dd>
            <Trans id="product.seal.gots">
              Made of organically grown natural fibres and processed to ecological and social
              criteria.
            </Trans>
          </dd>
        </>
      );
    case "fsc":
      return (
        <>
          <dt>FSC®</dt>
          <dd>
            <Trans id="product.seal.fsc">Wood from responsibly managed forests.</Trans>
          </dd>
        </>
      );
  }
}

/** The product seals dialog's content: each seal the product data names, with its meaning. */
export function ProductSeals({ seals }: { readonly seals: readonly SealId[] }) {
  return (
    <dl className="cat-seals">
      {seals.map((seal) => (
        <SealEntry key={seal} seal={seal} />
      ))}
    </dl>
  );
}
