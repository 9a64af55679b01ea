import { useLingui } from "@lingui/react";
import { useFormikContext } from "formik";
import { ShopForm } from "@shop/shared/ui";
import { useEffect, useRef, type ReactNode } from "react";
import { checkFieldsKey, formMessage } from "./field-messages.ts";
import type { FormStatus } from "./form-failure.ts";

interface AuthFormFrameProps {
  readonly submitLabel: ReactNode;
  readonly children: ReactNode;
}

/**
 * The frame of every auth form: a live alert for the form's message (announced when it
 * appears), the fields, the submit button. After a refused submit, focus moves to the first
 * invalid field, whose error is read with it.
 */
export function AuthFormFrame({ submitLabel, children }: AuthFormFrameProps) {
  const { _ } = useLingui();
  const formik = useFormikContext();
  const { submitCount, isSubmitting, isValid } = formik;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting]);
  const statusKey = (formik.status as FormStatus | undefined)?.key;
  const key = statusKey ?? (submitCount > 0 && !isValid ? checkFieldsKey : undefined);
  const message = key ? formMessage(key) : undefined;
  return (
    <ShopForm ref={formRef} noValidate className="acc-form">
      <div role="alert" className={message ? "acc-form__alert" : undefined}>
        {message ? _(message) : null}
      </div>
      {children}
      {/* Stays focusable while the call runs (a disabled button would drop the focus). */}
      <button
        type="submit"
        className="shop-button acc-form__submit"
        aria-disabled={isSubmitting || undefined}
        onClick={(event) => {
          if (isSubmitting) event.preventDefault();
        }}
      >
        {submitLabel}
      </button>
    </ShopForm>
  );
}
