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
 * currency, the PayPal instalments option), named as shoppers know them. The gift card (G) is
 * the gift card panel's: when a card pays the whole order there is nothing else to choose.
 */
export function PaymentStep({
  offered,
  initial,
  giftCardCovers,
  onDone,
}: {
  readonly offered: readonly PaymentMethodOffer[];
  readonly initial: PaymentMethodCode | undefined;
  readonly giftCardCovers: boolean;
  readonly onDone: (method: PaymentMethodCode) => void;
}) {
  const { _ } = useLingui();
  if (giftCardCovers) {
    return (
      <div className="bsk-checkout__form">
        <p>
          <Trans id="giftCard.covers">Your gift card pays the whole order.</Trans>
        </p>
        <button
          type="button"
          className="bsk-button bsk-button--primary bsk-checkout__continue"
          onClick={() => onDone("G")}
        >
          <Trans id="checkout.continue">Continue</Trans>
        </button>
      </div>
    );
  }
  const choices = offered.filter((offer) => offer.code !== "G");
  const codes = choices.map((offer) => offer.code);
  const schema = paymentStepSchema(codes);
  const initialValues: PaymentStepValues = {
    paymentMethod: initial && codes.includes(initial) ? initial : "",
  };
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
          choices={choices.map((offer) => ({
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
