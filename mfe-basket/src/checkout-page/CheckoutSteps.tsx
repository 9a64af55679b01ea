import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import {
  pushToDataLayer,
  type Basket,
  type PaymentMethodCode,
  type ShopContext,
} from "@shop/shared";
import type { OrderAddressValues } from "@shop/shared/forms";
import { paymentMethodNames } from "../thank-you-page/payment-method-names.ts";
import { AddressStep } from "./AddressStep.tsx";
import { AddressSummary } from "./AddressSummary.tsx";
import { beginCheckoutEvent } from "./begin-checkout-event.ts";
import type { CheckoutPageState } from "./CheckoutPage.tsx";
import { CouponField } from "../basket-page/CouponField.tsx";
import { CheckoutStep, type StepStatus } from "./CheckoutStep.tsx";
import { GiftCardPanel, type AppliedGiftCard } from "./GiftCardPanel.tsx";
import { PaymentStep } from "./PaymentStep.tsx";
import { ReviewStep } from "./ReviewStep.tsx";
import { ShippingMethodName } from "./ShippingMethodName.tsx";
import { ShippingStep } from "./ShippingStep.tsx";

const steps = ["address", "shipping", "payment", "review"] as const;
type StepName = (typeof steps)[number];

/**
 * The checkout's steps in order. Finishing a step opens the next; a finished step can be opened
 * again to change it, and finishing it then goes on from there. `frontend_begin_checkout` is
 * pushed once when the page starts.
 */
export function CheckoutSteps({
  state,
  shop,
}: {
  readonly state: CheckoutPageState;
  readonly shop: ShopContext;
}) {
  const { _ } = useLingui();
  const [current, setCurrent] = useState<StepName>("address");
  const [moved, setMoved] = useState(false);
  const [addresses, setAddresses] = useState<OrderAddressValues>();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethodCode>();
  // The basket changes here only by its coupon (decision 0045); the gift card pays a part.
  const [basket, setBasket] = useState(state.basket);
  const [giftCard, setGiftCard] = useState<AppliedGiftCard>();
  const checkout = { ...state, basket };
  const giftCardCovers = giftCard !== undefined && giftCard.amount >= basket.cost.total;
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    pushToDataLayer(beginCheckoutEvent(state.basket, shop.country));
  }, [state.basket, shop.country]);

  const open = (step: StepName) => {
    setMoved(true);
    setCurrent(step);
  };
  const next = (step: StepName) => open(steps[steps.indexOf(step) + 1] ?? "review");
  const status = (step: StepName): StepStatus => {
    if (step === current) return "current";
    return steps.indexOf(step) < steps.indexOf(current) || isDone(step) ? "done" : "upcoming";
  };
  /** A new total or gift card asks for the payment again (G or another method, the amount). */
  const paymentChanged = () => {
    setPaymentMethod(undefined);
    if (current === "review") open("payment");
  };
  const changeBasket = (next: Basket) => {
    setBasket(next);
    if (giftCard) {
      setGiftCard(undefined);
      paymentChanged();
    }
  };

  const isDone = (step: StepName) =>
    step === "address"
      ? addresses !== undefined
      : step === "payment"
        ? paymentMethod !== undefined
        : false;

  return (
    <div className="bsk-checkout__steps">
      <CouponField
        basket={basket}
        basketKey={state.basketKey}
        shop={shop}
        onBasket={changeBasket}
      />
      <CheckoutStep
        number={1}
        testId="step-address"
        title={<Trans id="checkout.step.address">Address</Trans>}
        status={status("address")}
        focusOnOpen={moved}
        onEdit={() => open("address")}
        summary={addresses ? <AddressSummary values={addresses} language={shop.language} /> : null}
      >
        <AddressStep
          shop={shop}
          initial={addresses}
          onDone={(values) => {
            setAddresses(values);
            next("address");
          }}
        />
      </CheckoutStep>
      <CheckoutStep
        number={2}
        testId="step-shipping"
        title={<Trans id="checkout.step.shipping">Shipping method</Trans>}
        status={status("shipping")}
        focusOnOpen={moved}
        onEdit={() => open("shipping")}
        summary={<ShippingMethodName method={state.shippingMethod} />}
      >
        <ShippingStep
          basket={state.basket}
          method={state.shippingMethod}
          shop={shop}
          clickAndReserve={state.clickAndReserve}
          onDone={() => next("shipping")}
        />
      </CheckoutStep>
      <CheckoutStep
        number={3}
        testId="step-payment"
        title={<Trans id="checkout.step.payment">Payment method</Trans>}
        status={status("payment")}
        focusOnOpen={moved}
        onEdit={() => open("payment")}
        summary={paymentMethod ? <p>{_(paymentMethodNames[paymentMethod])}</p> : null}
      >
        <GiftCardPanel
          shop={shop}
          total={basket.cost.total}
          applied={giftCard}
          onApply={(card) => {
            setGiftCard(card);
            paymentChanged();
          }}
        />
        <PaymentStep
          offered={state.paymentMethods}
          initial={paymentMethod}
          giftCardCovers={giftCardCovers}
          onDone={(method) => {
            setPaymentMethod(method);
            open("review");
          }}
        />
      </CheckoutStep>
      <CheckoutStep
        number={4}
        testId="step-review"
        title={<Trans id="checkout.step.review">Review and order</Trans>}
        status={status("review")}
        focusOnOpen={moved}
      >
        {addresses && paymentMethod ? (
          <ReviewStep
            state={checkout}
            shop={shop}
            giftCard={giftCard}
            addresses={addresses}
            paymentMethod={paymentMethod}
            onChangePayment={() => open("payment")}
          />
        ) : null}
      </CheckoutStep>
    </div>
  );
}
