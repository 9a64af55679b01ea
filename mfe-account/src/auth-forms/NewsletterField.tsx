import { Trans } from "@lingui/react/macro";
import { useField } from "formik";
import { useId } from "react";

/** The newsletter box (core spec point 5: answered either way; ticked, it signs up). */
export function NewsletterField() {
  const [field] = useField({ name: "newsletter", type: "checkbox" });
  const id = useId();
  return (
    <div className="acc-field acc-choice">
      <input {...field} id={id} type="checkbox" className="acc-choice__input" />
      <label htmlFor={id}>
        <Trans id="auth.fields.newsletter">
          Yes, I would like to receive the newsletter with offers and ideas. I can unsubscribe at
          any time.
        </Trans>
      </label>
    </div>
  );
}
