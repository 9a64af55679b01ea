import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import type { OrderAddress, OrderResponse } from "@shop/shared";
import { paymentMethodNames } from "../thank-you-page/payment-method-names.ts";

function AddressLines({ address }: { address: OrderAddress }) {
  return (
    <address className="bsk-orders__address">
      {`${address.firstName} ${address.lastName}`}
      <br />
      {`${address.street} ${address.houseNumber}`}
      <br />
      {`${address.postcode} ${address.city}`}
      <br />
      {address.country.toUpperCase()}
    </address>
  );
}

/** The order's shipping and billing address and its payment method. */
export function OrderAddresses({ order }: { order: OrderResponse }) {
  const { _ } = useLingui();
  return (
    <div className="bsk-orders__addresses">
      <section aria-labelledby="bsk-order-shipping-address">
        <h3 id="bsk-order-shipping-address">
          <Trans id="orders.shippingAddress">Shipping address</Trans>
        </h3>
        <AddressLines address={order.shippingAddress} />
      </section>
      <section aria-labelledby="bsk-order-billing-address">
        <h3 id="bsk-order-billing-address">
          <Trans id="orders.billingAddress">Billing address</Trans>
        </h3>
        <AddressLines address={order.billingAddress} />
      </section>
      <section aria-labelledby="bsk-order-payment">
        <h3 id="bsk-order-payment">
          <Trans id="orders.paymentMethod">Payment method</Trans>
        </h3>
        <p>{_(paymentMethodNames[order.payment.method])}</p>
      </section>
    </div>
  );
}
