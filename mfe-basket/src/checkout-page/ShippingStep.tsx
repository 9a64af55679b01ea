import { Trans } from "@lingui/react/macro";
import { Formik } from "formik";
import { mixed, object } from "yup";
import { formatPrice, type Basket, type ShippingMethod, type ShopContext } from "@shop/shared";
import { ChoiceField } from "@shop/shared/ui";
import { checkoutMessage } from "./checkout-messages.ts";
import { CheckoutForm } from "./CheckoutForm.tsx";
import { ShippingMethodName } from "./ShippingMethodName.tsx";

/**
 * Step 2: the shipping method with its cost. The basket decides it (freight as soon as a line is
 * bulky, `shippingMethodFor`, which the order placement checks too), so it is the one choice.
 */
export function ShippingStep({
  basket,
  method,
  shop,
  onDone,
}: {
  readonly basket: Basket;
  readonly method: ShippingMethod;
  readonly shop: ShopContext;
  readonly onDone: () => void;
}) {
  const cost = basket.cost.shipping.cost;
  const schema = object({ shippingMethod: mixed().oneOf([method], "validation.required") });
  return (
    <Formik initialValues={{ shippingMethod: method }} validationSchema={schema} onSubmit={onDone}>
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
  );
}
