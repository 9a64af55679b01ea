import { useLingui } from "@lingui/react";
import { useFormikContext } from "formik";
import { ShopForm } from "@shop/shared/ui";
import { useEffect, useRef, type ReactNode } from "react";
import { checkoutMessage } from "./checkout-messages.ts";

/**
 * The frame of each step's form: a live alert ("check the marked fields", announced when it
 * appears), the fields and the step's submit button. After a refused submit focus moves to the
 * first invalid field, which reads its error.
 */
export function CheckoutForm({
  submitLabel,
  children,
}: {
  readonly submitLabel: ReactNode;
  readonly children: ReactNode;
}) {
  const { _ } = useLingui();
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    form.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')
      ?.focus();
  }, [submitCount, isSubmitting]);
  const refused = submitCount > 0 && !isValid;
  return (
    <ShopForm ref={form} noValidate className="bsk-checkout__form">
      <div role="alert" className={refused ? "bsk-checkout__alert" : undefined}>
        {refused ? _(checkoutMessage("checkout.checkFields")) : null}
      </div>
      {children}
      <button type="submit" className="bsk-button bsk-button--primary bsk-checkout__continue">
        {submitLabel}
      </button>
    </ShopForm>
  );
}
