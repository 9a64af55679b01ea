import { useLingui } from "@lingui/react";
import { formMessage } from "./field-messages.ts";
import { parseMessageRefs } from "./message-refs.ts";

/** The translated messages of one field's error (`messageRefs`), each on its own line. */
export function FieldMessages({ id, refs }: { readonly id: string; readonly refs: string }) {
  const { _ } = useLingui();
  return (
    <div id={id} className="acc-field__error">
      {parseMessageRefs(refs).map(({ key, params }) => (
        <p key={key}>{_({ ...formMessage(key), values: params })}</p>
      ))}
    </div>
  );
}
