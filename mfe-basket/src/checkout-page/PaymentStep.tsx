import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Formik } from "formik";
import type { PaymentMethodCode, PaymentMethodOffer } from "@shop/shared";
import { ChoiceField } from "@shop/shared/ui";
import { paymentMethodNames } from "../thank-you-page/payment-method-names.ts";
import { checkoutMessage } from "./checkout-messages.ts";
import { CheckoutForm } from "./CheckoutForm.tsx";
import { paymentStepSchema, type PaymentStepValues } from "./checkout-schemas.ts";

const redirectHint = msg({
  id: "checkout.paymentRedirectHint",
  message: "You will be taken to the provider's page to pay and then come back to the shop.",
});
const instalmentsHint = msg({
  id: "checkout.paypalInstalments",
  message: "Also in instalments",
});

/**
 * Step 3: the payment method, a radio group of the methods the shop offers (its country and
 * currency, the PayPal instalments option), named as shoppers know them.
 */
export function PaymentStep({
  offered,
  initial,
  onDone,
}: {
  readonly offered: readonly PaymentMethodOffer[];
  readonly initial: PaymentMethodCode | undefined;
  readonly onDone: (method: PaymentMethodCode) => void;
}) {
  const { _ } = useLingui();
  const codes = offered.map((offer) => offer.code);
  const schema = paymentStepSchema(codes);
  const initialValues: PaymentStepValues = { paymentMethod: initial ?? "" };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      validateOnBlur={false}
      onSubmit={({ paymentMethod }) => {
        if (paymentMethod !== "") onDone(paymentMethod);
      }}
    >
      <CheckoutForm submitLabel={<Trans id="checkout.continue">Continue</Trans>}>
        <ChoiceField
          name="paymentMethod"
          messageFor={checkoutMessage}
          classPrefix="bsk-field"
          legend={<Trans id="checkout.choosePayment">How would you like to pay?</Trans>}
          choices={offered.map((offer) => ({
            value: offer.code,
            label: _(paymentMethodNames[offer.code]),
            hint: offer.instalments
              ? `${_(instalmentsHint)}. ${_(redirectHint)}`
              : offer.redirect
                ? _(redirectHint)
                : undefined,
          }))}
        />
      </CheckoutForm>
    </Formik>
  );
}
