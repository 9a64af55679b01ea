import { TextField as SharedTextField, type TextFieldProps } from "@shop/shared/ui";
import { formMessage } from "./field-messages.ts";

/**
 * A labelled text field of an auth or account form: the shared field (`@shop/shared/ui`) with
 * the account's wording of its message keys and the account's field styles.
 */
export function TextField(props: Omit<TextFieldProps, "messageFor" | "classPrefix">) {
  return <SharedTextField {...props} messageFor={formMessage} classPrefix="acc-field" />;
}
