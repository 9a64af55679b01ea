import { Trans } from "@lingui/react/macro";
import { Formik } from "formik";
import { mixed, object } from "yup";
import { formatPrice, type Basket, type ShippingMethod, type ShopContext } from "@shop/shared";
import { ChoiceField } from "@shop/shared/ui";
import { ReserveBasketButton } from "../click-and-reserve/ReserveBasketButton.tsx";
import { checkoutMessage } from "./checkout-messages.ts";
import { CheckoutForm } from "./CheckoutForm.tsx";
import { ShippingMethodName } from "./ShippingMethodName.tsx";

/**
 * Step 2: the shipping method with its cost. The basket decides it (freight as soon as a line is
 * bulky, `shippingMethodFor`, which the order placement checks too), so it is the one choice.
 * Where the shop offers click and reserve and every line may be reserved, the step also offers
 * to reserve the basket in a store and pay there (decision 0046) instead of having it shipped.
 */
export function ShippingStep({
  basket,
  method,
  shop,
  clickAndReserve,
  onDone,
}: {
  readonly basket: Basket;
  readonly method: ShippingMethod;
  readonly shop: ShopContext;
  readonly clickAndReserve: boolean;
  readonly onDone: () => void;
}) {
  const cost = basket.cost.shipping.cost;
  const schema = object({ shippingMethod: mixed().oneOf([method], "validation.required") });
  return (
    <>
      <Formik
        initialValues={{ shippingMethod: method }}
        validationSchema={schema}
        onSubmit={onDone}
      >
        <CheckoutForm submitLabel={<Trans id="checkout.continue">Continue</Trans>}>
          <ChoiceField
            name="shippingMethod"
            messageFor={checkoutMessage}
            classPrefix="bsk-field"
            legend={<Trans id="checkout.step.shipping">Shipping method</Trans>}
            choices={[
              {
                value: method,
                label: <ShippingMethodName method={method} />,
                hint:
                  cost === 0 ? (
                    <Trans id="basket.shippingFree">Free</Trans>
                  ) : (
                    formatPrice(cost, basket.cost.currencyCode, shop.locale)
                  ),
              },
            ]}
          />
        </CheckoutForm>
      </Formik>
      <ReserveBasketButton
        shop={shop}
        offered={clickAndReserve}
        items={basket.items}
        label={<Trans id="reserve.openInCheckout">Reserve in a store and pay there</Trans>}
      />
    </>
  );
}
