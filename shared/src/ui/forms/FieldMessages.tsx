import { useLingui } from "@lingui/react";
import type { MessageDescriptor } from "@lingui/core";
import { parseMessageRefs } from "../../auth/message-refs.ts";

/** A form's wording of a message key (the slice's catalogue holds the translations). */
export type MessageFor = (key: string) => MessageDescriptor;

/**
 * The translated messages of one field's error (`messageRefs`), each on its own line. The slice
 * passes its wording (`messageFor`), so each slice's catalogue carries only the keys it shows.
 */
export function FieldMessages({
  id,
  refs,
  messageFor,
  className = "shop-field__error",
}: {
  readonly id: string;
  readonly refs: string;
  readonly messageFor: MessageFor;
  readonly className?: string;
}) {
  const { _ } = useLingui();
  return (
    <div id={id} className={className}>
      {parseMessageRefs(refs).map(({ key, params }) => (
        <p key={key}>{_({ ...messageFor(key), values: params })}</p>
      ))}
    </div>
  );
}
