import { Trans } from "@lingui/react/macro";
import { brandNames, type Brand } from "@shop/shared";

/** The first layer's body (core spec point 2): the brand's logo and what the shop asks for. */
export function ConsentFirstLayer({ brand }: { readonly brand: Brand }) {
  return (
    <>
      <p className="cns-banner__logo">{brandNames[brand]}</p>
      <p className="cns-banner__text">
        <Trans id="consent.text">
          We use cookies and similar technologies to run the shop, to measure its use and to show
          you relevant offers. <strong>You decide which optional services you allow</strong>: accept
          them all here, or choose under "More information".
        </Trans>
      </p>
    </>
  );
}
