import { Trans } from "@lingui/react/macro";
import type { ShippingMethod } from "@shop/shared";

/** A shipping method's name as the shopper reads it. */
export function ShippingMethodName({ method }: { readonly method: ShippingMethod }) {
  return method === "freight" ? (
    <Trans id="checkout.shipping.freight">Freight delivery (bulky items)</Trans>
  ) : (
    <Trans id="checkout.shipping.standard">Standard parcel delivery</Trans>
  );
}
