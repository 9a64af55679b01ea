import { FieldMessages as SharedFieldMessages } from "@shop/shared/ui";
import { formMessage } from "./field-messages.ts";

/** The translated messages of one field's error, in the account's wording and field styles. */
export function FieldMessages({ id, refs }: { readonly id: string; readonly refs: string }) {
  return (
    <SharedFieldMessages
      id={id}
      refs={refs}
      messageFor={formMessage}
      className="acc-field__error"
    />
  );
}
