/** What replaces personal data in an error event. */
export const scrubbed = "[removed]";

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** Keys whose values are personal wherever they appear (form fields, request bodies, users). */
const personalKey =
  /^(e-?mail|email_?address|(first|last|full|given|family|sur|user)_?name|salutation|phone|telephone|street|address|password|ip_?address|cookies?|authorization)$/i;

/**
 * An error event without personal data: e-mail addresses in any text become `[removed]`, as do
 * the values of personal fields (names, e-mail, address, password, cookies), and the event's
 * `user` is dropped. Pure, for the shell's `beforeSend` and the edge's own reports alike.
 */
export function scrubPersonalData<T>(value: T): T {
  return scrubValue(value, undefined, true) as T;
}

function scrubValue(value: unknown, key: string | undefined, top = false): unknown {
  if (key !== undefined && personalKey.test(key) && value !== null && value !== undefined) {
    return scrubbed;
  }
  if (typeof value === "string") return value.replace(emailPattern, scrubbed);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, undefined));
  if (value !== null && typeof value === "object") {
    const result: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      if (top && name === "user") continue;
      result[name] = scrubValue(item, name);
    }
    return result;
  }
  return value;
}
